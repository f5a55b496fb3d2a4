import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rupeesToPaise } from '@kosh/contract/common/money';
import { createHotelsV1Supplier } from '../../src/providers/hotels/hotels-v1/hotels-v1.supplier';
import {
  HotelSupplierError,
  HotelSupplierUnavailableError,
  type HotelSupplier,
} from '../../src/providers/hotels/hotels.port';
import { createTestContext, type TestContext } from '../helpers/app';
import { SUPPLIER, stay, supplierAvailability } from '../helpers/hotels';

/**
 * The hotel supplier's HTTP adapter against the real sandbox, reached the way the app reaches it
 * (config.hotels), and against servers that misbehave: each outcome the port names, and every way
 * a supplier fails as HotelSupplierUnavailableError — except its own error answer.
 */
let ctx: TestContext;
let supplier: HotelSupplier;
const trip = stay(30, 2);
const twoAdults = [{ adults: 2, childAges: [] }];

beforeAll(async () => {
  ctx = await createTestContext();
  supplier = createHotelsV1Supplier(ctx.config.hotels);
});
afterAll(() => ctx?.close());

/** A server that answers every request with `answer`, counting requests. */
async function fakeSupplier(answer: (res: http.ServerResponse) => void) {
  let requests = 0;
  const server = http.createServer((_req, res) => {
    requests += 1;
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    adapter: createHotelsV1Supplier({
      baseUrl: url,
      apiKey: 'kosh_sandbox_hotels_key',
      timeoutMs: 800,
      callbackSecret: 'kosh_sandbox_hotels_callback_secret',
    }),
    requests: () => requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const json = (status: number, body: unknown) => (res: http.ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('the hotel supplier adapter against the sandbox', () => {
  it('reads suggestions into the port’s shape', async () => {
    const places = await supplier.locations('new delhi', 30);
    expect(places[0]).toEqual({
      id: SUPPLIER.delhi,
      type: 'city',
      name: 'New Delhi',
      fullName: expect.stringContaining('New Delhi'),
      cityId: SUPPLIER.delhi,
      hotelId: null,
    });
  });

  it('reads availability with every amount converted to paise', async () => {
    const answer = await supplier.availability({
      locationId: SUPPLIER.delhi,
      hotelId: null,
      ...trip,
      occupancies: twoAdults,
    });
    if (answer.status !== 'found') throw new Error(answer.status);
    const raw = await supplierAvailability(ctx, {
      location_id: SUPPLIER.delhi,
      check_in: trip.checkIn,
      check_out: trip.checkOut,
      occupancies: [{ adults: 2, child_ages: [] }],
    });
    expect(answer.hotels).toHaveLength(raw.hotels.length);
    for (const [i, hotel] of answer.hotels.entries()) {
      const source = raw.hotels[i]!;
      expect(hotel.id).toBe(source.id);
      expect(hotel.minRate.totalPaise).toBe(rupeesToPaise(source.min_rate.total));
      expect(hotel.minRate.basePerNightPaise).toBe(rupeesToPaise(source.min_rate.base_per_night));
      expect(typeof hotel.minRate.totalPaise).toBe('bigint');
    }
  });

  it('reports a place or hotel the supplier does not know as a status', async () => {
    expect(
      await supplier.availability({
        locationId: 'city-atlantis',
        hotelId: null,
        ...trip,
        occupancies: twoAdults,
      }),
    ).toEqual({ status: 'location_not_found' });
    expect(
      await supplier.availability({
        locationId: SUPPLIER.delhi,
        hotelId: '999999',
        ...trip,
        occupancies: twoAdults,
      }),
    ).toEqual({ status: 'hotel_not_found' });
    expect(await supplier.rates('999999', { ...trip, occupancies: twoAdults })).toEqual({
      status: 'hotel_not_found',
    });
  });

  it('throws HotelSupplierError for the supplier’s own error (a hotel ending 13)', async () => {
    const failing = supplier.rates('100013', { ...trip, occupancies: twoAdults });
    await expect(failing).rejects.toBeInstanceOf(HotelSupplierError);
    await expect(failing).rejects.toMatchObject({ code: 'SUPPLIER_ERROR' });
  });

  it('throws HotelSupplierUnavailableError for a refused key', async () => {
    const wrongKey = createHotelsV1Supplier({ ...ctx.config.hotels, apiKey: 'not-the-key' });
    await expect(wrongKey.locations('delhi', 5)).rejects.toBeInstanceOf(
      HotelSupplierUnavailableError,
    );
  });
});

describe('the hotel supplier adapter against a supplier that misbehaves', () => {
  const place = {
    id: 'city-x',
    type: 'city',
    name: 'X',
    full_name: 'X, Y',
    city_id: 'city-x',
    hotel_id: null,
  };
  const hotel = {
    id: '1',
    name: 'H',
    stars: 3,
    guest_rating: '4.1',
    review_count: 3,
    address: 'A',
    city: 'C',
    area_id: 'a',
    area_name: 'A',
    property_type: 'Hotel',
    latitude: 1,
    longitude: 2,
    image: { small: 'http://img.example/s.webp', big: 'http://img.example/b.webp' },
    facilities: [],
    flags: { choice: false, free_cancellation: false, breakfast: false, wifi: false },
    min_rate: {
      base_per_night: '1000.00',
      tax_per_night: '50.00',
      total: '2100.00',
      currency: 'INR',
      refundable: true,
      meal_plan: 'ROOM_ONLY',
    },
  };
  const availability = (h: unknown) => ({
    location: { id: 'city-x', full_name: 'X' },
    hotels: [h],
  });
  const ask = (adapter: HotelSupplier) =>
    adapter.availability({ locationId: 'city-x', hotelId: null, ...trip, occupancies: twoAdults });

  it.each([
    [
      'a 200 in another shape',
      json(200, { places: [] }),
      (a: HotelSupplier) => a.locations('xyz', 5),
    ],
    [
      'a 500 without the error format',
      json(500, { oops: true }),
      (a: HotelSupplier) => a.locations('xyz', 5),
    ],
    [
      'a 502 page of HTML',
      (res: http.ServerResponse) => res.writeHead(502).end('<html>bad gateway</html>'),
      (a: HotelSupplier) => a.locations('xyz', 5),
    ],
    [
      'an amount with three decimals',
      json(200, availability({ ...hotel, min_rate: { ...hotel.min_rate, total: '2100.005' } })),
      ask,
    ],
    [
      'a negative amount',
      json(200, availability({ ...hotel, min_rate: { ...hotel.min_rate, total: '-1.00' } })),
      ask,
    ],
    [
      'a javascript: image',
      json(
        200,
        availability({ ...hotel, image: { ...hotel.image, small: 'javascript:alert(1)' } }),
      ),
      ask,
    ],
    ['a throttle (429) in its error format', json(429, { error: { code: 'RATE_LIMITED' } }), ask],
  ])('%s: unavailable', async (_what, answer, call) => {
    const fake = await fakeSupplier(answer);
    try {
      await expect(call(fake.adapter)).rejects.toBeInstanceOf(HotelSupplierUnavailableError);
    } finally {
      await fake.close();
    }
  });

  it('a well-formed answer is read (the fake’s baseline)', async () => {
    const fake = await fakeSupplier(json(200, { locations: [place] }));
    try {
      expect(await fake.adapter.locations('xyz', 5)).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });

  it('a rate of a room the hotel does not list: unavailable', async () => {
    const content = {
      ...hotel,
      description: 'D',
      phones: ['+911100000000'],
      check_in_time: '14:00',
      check_out_time: '12:00',
      min_age: 18,
      images: [],
      amenities: [],
      attractions: [],
    };
    const rate = {
      id: 'r1',
      room_id: 'ghost',
      meal_plan: 'ROOM_ONLY',
      refundable: false,
      base_per_night: '1000.00',
      tax_per_night: '50.00',
      total: '2100.00',
      currency: 'INR',
      cancellation: [],
      policies: [],
      pan_required: false,
      passport_required: false,
    };
    const fake = await fakeSupplier(json(200, { hotel: content, rooms: [], rates: [rate] }));
    try {
      await expect(
        fake.adapter.rates('1', { ...trip, occupancies: twoAdults }),
      ).rejects.toBeInstanceOf(HotelSupplierUnavailableError);
    } finally {
      await fake.close();
    }
  });

  it('no answer: unavailable after its timeout, asked once (a slow supplier is not retried)', async () => {
    const fake = await fakeSupplier(() => undefined);
    try {
      const started = Date.now();
      await expect(fake.adapter.locations('xyz', 5)).rejects.toThrow(/within 800 ms/);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(fake.requests()).toBe(1);
    } finally {
      await fake.close();
    }
  });

  it('nothing listening: unavailable, tried twice', async () => {
    const fake = await fakeSupplier(json(200, {}));
    await fake.close();
    await expect(fake.adapter.locations('xyz', 5)).rejects.toThrow(/unreachable/);
  });
});
