import { describe, expect, it } from 'vitest';
import { distanceKm } from '../src/hotels/inventory/geo';
import { inventory } from '../src/hotels/inventory/inventory';
import { PUBLIC_URL, stay, useHotelsSandbox, type Json } from './hotels-helpers';

const api = useHotelsSandbox();

const STAY = stay('2026-10-06', '2026-10-08');
const availability = (body: object) => api.post('/hotels/v1/availability', { ...STAY, ...body });

describe('POST /hotels/v1/availability', () => {
  const delhi = () => inventory().cities.find((c) => c.id === 'city-new-delhi')!;

  it('lists every hotel of a city in the supplier’s featured order, with the documented fields', async () => {
    const res = await availability({ location_id: 'city-new-delhi' });
    expect(res.status).toBe(200);
    expect(res.json.location).toEqual({ id: 'city-new-delhi', full_name: 'New Delhi, Delhi' });
    const list = res.json.hotels as Json[];
    expect(list.map((h) => h.id)).toEqual(delhi().hotels.map((h) => h.id));
    expect(list.length).toBeGreaterThanOrEqual(600);
    const first = list.find((h) => h.latitude !== null && h.guest_rating !== null);
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'name',
        'stars',
        'guest_rating',
        'review_count',
        'address',
        'city',
        'area_id',
        'area_name',
        'property_type',
        'latitude',
        'longitude',
        'image',
        'facilities',
        'flags',
        'min_rate',
      ].sort(),
    );
    expect(first.guest_rating).toMatch(/^[2-4]\.\d$/);
    expect(first.city).toBe('New Delhi');
    expect(first.image).toEqual({
      small: `${PUBLIC_URL}/hotels/v1/images/${first.id}/1-small.webp`,
      big: `${PUBLIC_URL}/hotels/v1/images/${first.id}/1-big.webp`,
    });
    for (const hotel of list) {
      expect(Object.keys(hotel.flags).sort()).toEqual(
        ['breakfast', 'choice', 'free_cancellation', 'wifi'].sort(),
      );
      expect(hotel.flags.wifi).toBe(hotel.facilities.some((f: Json) => f.code === 'wifi'));
      expect(hotel.min_rate.currency).toBe('INR');
      expect(hotel.min_rate.total).toMatch(/^\d+\.\d{2}$/);
      expect(['ROOM_ONLY', 'BREAKFAST', 'HALF_BOARD', 'FULL_BOARD']).toContain(
        hotel.min_rate.meal_plan,
      );
      for (const facility of hotel.facilities) {
        expect(Object.keys(facility).sort()).toEqual(['code', 'group', 'name']);
      }
    }
  });

  it('lists an area’s hotels, which together make up the city', async () => {
    const city = delhi();
    const seen: string[] = [];
    for (const area of city.areas) {
      const res = await availability({ location_id: area.id });
      expect(res.status).toBe(200);
      expect(res.json.location).toEqual({ id: area.id, full_name: area.fullName });
      const list = res.json.hotels as Json[];
      expect(list.length).toBeGreaterThan(0);
      for (const hotel of list) {
        expect(hotel).toMatchObject({ area_id: area.id, area_name: area.name });
      }
      // Featured order: the city's order, restricted to the area.
      const cityOrder = city.hotels.map((h) => h.id).filter((id) => list.some((h) => h.id === id));
      expect(list.map((h) => h.id)).toEqual(cityOrder);
      seen.push(...list.map((h) => h.id));
    }
    expect(seen.sort()).toEqual(city.hotels.map((h) => h.id).sort());
  });

  it('lists a landmark’s hotels within 5 km, nearest first, and only those', async () => {
    const indiaGate = delhi().landmarks.find((l) => l.name === 'India Gate')!;
    const res = await availability({ location_id: indiaGate.id });
    expect(res.status).toBe(200);
    const list = res.json.hotels as Json[];
    const km = list.map((h) => distanceKm(indiaGate.lat, indiaGate.lng, h.latitude, h.longitude));
    expect(km.every((d) => d <= 5)).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    const expected = delhi().hotels.filter(
      (h) =>
        h.position && distanceKm(indiaGate.lat, indiaGate.lng, h.position.lat, h.position.lng) <= 5,
    );
    expect(list.map((h) => h.id).sort()).toEqual(expected.map((h) => h.id).sort());
    expect(list.length).toBeGreaterThan(20);
  });

  it('answers one hotel with hotel_id, asked through its city, an area or a landmark of it', async () => {
    const hotel = inventory().hotelsById.get('100123')!;
    for (const location_id of [hotel.city.id, hotel.area.id, hotel.city.landmarks[0]!.id]) {
      const res = await availability({ location_id, hotel_id: '100123' });
      expect(res.status).toBe(200);
      expect(res.json.hotels.map((h: Json) => h.id)).toEqual(['100123']);
    }
    // Empty or null hotel_id means the whole location.
    for (const hotel_id of [null, '']) {
      const res = await availability({ location_id: hotel.area.id, hotel_id });
      expect(res.json.hotels.length).toBe(hotel.area.hotels.length);
    }
  });

  it('answers 404 for an unknown location, or a hotel unknown or in another city', async () => {
    const unknown = await availability({ location_id: 'city-atlantis' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toMatchObject({ code: 'LOCATION_NOT_FOUND', field: 'location_id' });
    const mumbaiHotel = inventory().cities.find((c) => c.id === 'city-mumbai')!.hotels[0]!.id;
    for (const hotel_id of ['999999', mumbaiHotel]) {
      const res = await availability({ location_id: 'city-new-delhi', hotel_id });
      expect(res.status).toBe(404);
      expect(res.json.error).toMatchObject({ code: 'HOTEL_NOT_FOUND', field: 'hotel_id' });
    }
    const rates = await api.post('/hotels/v1/hotels/999999/rates', STAY);
    expect(rates.status).toBe(404);
    expect(rates.json.error.code).toBe('HOTEL_NOT_FOUND');
  });
});

describe('bad input', () => {
  const expect400 = async (
    body: unknown,
    field: string | undefined,
    path = '/hotels/v1/availability',
  ) => {
    const res = await api.post(path, body);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(res.json.error.code).toBe('INVALID_REQUEST');
    expect(res.json.error.field, JSON.stringify(body)).toBe(field);
  };
  const base = { ...STAY, location_id: 'city-goa' };
  const room = (r: object) => ({ ...base, occupancies: [{ adults: 2, child_ages: [] }, r] });

  it('answers 400 with the field for each bad value, on availability and rates alike', async () => {
    const cases: [object, string][] = [
      [{ location_id: undefined }, 'location_id'],
      [{ location_id: 42 }, 'location_id'],
      [{ location_id: 'x'.repeat(81) }, 'location_id'],
      [{ hotel_id: 7 }, 'hotel_id'],
      [{ check_in: undefined }, 'check_in'],
      [{ check_in: '2026-02-30' }, 'check_in'],
      [{ check_in: '06-10-2026' }, 'check_in'],
      [{ check_in: '2026-05-31' }, 'check_in'],
      [{ check_out: '2026-10-32' }, 'check_out'],
      [{ check_out: '2026-10-06' }, 'check_out'],
      [{ check_out: '2026-10-05' }, 'check_out'],
      [{ check_out: '2026-11-06' }, 'check_out'],
      [{ occupancies: [] }, 'occupancies'],
      [{ occupancies: undefined }, 'occupancies'],
      [{ occupancies: {} }, 'occupancies'],
      [{ occupancies: [null] }, 'occupancies[0]'],
      [room({ adults: 0 }), 'occupancies[1].adults'],
      [room({ adults: 1.5 }), 'occupancies[1].adults'],
      [room({ adults: '2' }), 'occupancies[1].adults'],
      [room({ adults: 2, child_ages: [4, 18] }), 'occupancies[1].child_ages[1]'],
      [room({ adults: 2, child_ages: [-1] }), 'occupancies[1].child_ages[0]'],
      [room({ adults: 2, child_ages: 'none' }), 'occupancies[1].child_ages'],
      [
        {
          occupancies: [
            { adults: 6, child_ages: [] },
            { adults: 6, child_ages: [3] },
          ],
        },
        'occupancies',
      ],
      [{ occupancies: Array.from({ length: 13 }, () => ({ adults: 1 })) }, 'occupancies'],
      [{ nationality: 'India' }, 'nationality'],
    ];
    for (const [change, field] of cases) {
      const body = { ...base, ...change };
      await expect400(body, field);
      const { location_id: _unused, ...rates } = body as Record<string, unknown>;
      if (field !== 'location_id' && field !== 'hotel_id') {
        await expect400(rates, field, '/hotels/v1/hotels/100001/rates');
      }
    }
    // Exactly 12 guests and 30 nights are fine.
    const twelve = [
      { adults: 6, child_ages: [] },
      { adults: 5, child_ages: [17] },
    ];
    expect((await availability({ location_id: 'city-goa', occupancies: twelve })).status).toBe(200);
    expect((await availability({ location_id: 'city-goa', check_out: '2026-11-05' })).status).toBe(
      200,
    );
  });

  it('answers 400 for a body that is not a JSON object, never 500', async () => {
    for (const body of ['', 'null', '[]', '"text"', '42', '{', '{"location_id":']) {
      const res = await api.post('/hotels/v1/availability', body);
      expect(res.status, body).toBe(400);
      expect(res.json.error.code).toBe('INVALID_REQUEST');
    }
  });

  it('never fails on any JSON: a fuzz of mutated bodies answers 200, 400 or 404', async () => {
    const values: unknown[] = [
      null,
      true,
      false,
      0,
      -1,
      1,
      2.5,
      1e308,
      -0,
      12,
      13,
      '',
      ' ',
      'x',
      '2026-10-07',
      '2026-13-01',
      '0000-00-00',
      '9999-12-31',
      [],
      [1],
      [null],
      ['a'],
      {},
      { adults: 2 },
      { adults: 1e9 },
      { adults: 2, child_ages: [1e9] },
      { adults: 2, child_ages: [null] },
      'city-goa',
      'area-goa-baga',
      '100001',
      '__proto__',
      { __proto__: { adults: 2 } },
      'x'.repeat(10_000),
    ];
    const fields = [
      'location_id',
      'hotel_id',
      'check_in',
      'check_out',
      'occupancies',
      'nationality',
    ];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 300; i += 1) {
      const body: Record<string, unknown> = { ...base, hotel_id: null };
      for (let j = 0; j <= next(3); j += 1) {
        const field = fields[next(fields.length)]!;
        const value = values[next(values.length)];
        if (field === 'occupancies' && next(2) === 0) {
          body.occupancies = [{ adults: 2, child_ages: [] }, value];
        } else {
          body[field] = value;
        }
      }
      for (const path of ['/hotels/v1/availability', '/hotels/v1/hotels/100001/rates']) {
        const res = await api.post(path, body);
        expect([200, 400, 404], `${path} ${JSON.stringify(body)}`).toContain(res.status);
        if (res.status === 400) expect(res.json.error.field).toEqual(expect.any(String));
      }
    }
  });
});
