import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOTEL_TRACE_TTL_MS, type HotelItinerary, type HotelResult } from '@kosh/contract/hotels';
import type { TestContext } from '../helpers/app';
import {
  TWO_ADULTS,
  hotelCall,
  searchHotels,
  contextBehindProxy,
  stay,
  supplierCall,
  type SupplierProxy,
} from '../helpers/hotels';
import { dataSnapshot } from '../helpers/snapshot';
import { rows } from '../helpers/wallet';

/**
 * createItineraryV2 (docs/product-2.md §7, docs/hotels.md §2): a hotel's page and rates for a stay within a
 * live search session, kept as an itinerary; the supplier's magic hotels (ids ending 13 fail,
 * ending 00 have no coordinates); an expired session; nothing stored when anything fails.
 */
let ctx: TestContext;
let proxy: SupplierProxy;
let setup: Awaited<ReturnType<typeof contextBehindProxy>>;
const trip = stay(15, 3);
let traceId: string;
let results: HotelResult[];

interface RawRates {
  hotel: { id: string; name: string; images: unknown[]; attractions: unknown[] };
  rooms: { id: string; type: string; name: string }[];
  rates: {
    id: string;
    room_id: string;
    base_per_night: string;
    tax_per_night: string;
    total: string;
    refundable: boolean;
    meal_plan: string;
    cancellation: { from: string; to: string; penalty: string }[];
  }[];
}

beforeAll(async () => {
  setup = await contextBehindProxy();
  ({ ctx, proxy } = setup);
  const search = (await searchHotels(ctx, trip)).json();
  traceId = search.traceId as string;
  results = search.data as HotelResult[];
});
afterAll(() => setup?.close());
beforeEach(() => proxy.mode('pass'));

const itinerary = (over: Record<string, unknown> = {}) =>
  hotelCall(ctx, '/api/hotel/createItineraryV2', {
    traceId,
    hotelId: results[0]!.id,
    ...trip,
    occupancies: TWO_ADULTS,
    nationality: 'IN',
    ...over,
  });

const itineraryCount = async () =>
  Number(
    (await rows<{ n: number }>(ctx, sql`select count(*)::int as n from hotel_itineraries`))[0]?.n,
  );

describe('createItineraryV2', () => {
  it('answers the hotel’s page and one recommendation per supplier rate, cheapest first', async () => {
    const hotel = results.find((h) => !/(13|00|77)$/.test(h.id))!;
    const res = await itinerary({ hotelId: hotel.id });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as HotelItinerary;
    const raw = await supplierCall<RawRates>(ctx, `/hotels/v1/hotels/${hotel.id}/rates`, {
      check_in: trip.checkIn,
      check_out: trip.checkOut,
      occupancies: [{ adults: 2, child_ages: [] }],
      nationality: 'IN',
    });

    expect(data).toMatchObject({
      hotelId: hotel.id,
      name: hotel.name,
      stars: hotel.stars,
      address: hotel.address,
      city: hotel.city,
      checkIn: trip.checkIn,
      checkOut: trip.checkOut,
      nights: 3,
      occupancies: TWO_ADULTS,
      rating: hotel.rating,
      totalReviews: hotel.reviews[0]!.count,
      traceId,
      items: [{ code: data.itinerary.code, type: 'HOTEL' }],
      locationInfo: { hotelName: hotel.name, address: hotel.address },
    });
    expect(data.itinerary.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(data.images).toHaveLength(raw.hotel.images.length);
    expect(data.images[0]).toEqual({
      bigImage: expect.stringMatching(/\.jpg$/),
      bigImageWebp: expect.stringMatching(/\.webp$/),
      smallImage: expect.stringMatching(/\.jpg$/),
      smallImageWebp: expect.stringMatching(/\.webp$/),
      captionLabel: expect.any(String),
      url: data.images[0]!.bigImageWebp,
    });
    expect(data.amenitiesInfo.length).toBeGreaterThan(0);
    expect(data.nearByAttractions.length).toBeGreaterThan(0);
    const distances = data.nearByAttractions.map((a) => a.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    // One recommendation per rate, each rate's amounts the supplier's, in rupees.
    expect(data.recommendations).toHaveLength(raw.rates.length);
    const rates = data.recommendations.map((r) => {
      expect(r.rates).toHaveLength(1);
      return r.rates[0]!;
    });
    expect(new Set(rates.map((r) => r.rateId))).toEqual(new Set(raw.rates.map((r) => r.id)));
    const finals = rates.map((r) => r.finalRate);
    expect(finals).toEqual([...finals].sort((a, b) => a - b));
    for (const rate of rates) {
      const source = raw.rates.find((r) => r.id === rate.rateId)!;
      const room = raw.rooms.find((r) => r.id === source.room_id)!;
      expect(rate).toMatchObject({
        finalRate: Number(source.total),
        payNow: Number(source.total),
        baseRate: Number(source.base_per_night),
        taxAmount: Number(source.tax_per_night),
        currency: 'INR',
        refundable: source.refundable,
        mealPlan: source.meal_plan,
        breakfastIncluded: source.meal_plan !== 'ROOM_ONLY',
        rooms: [{ roomId: room.id, roomType: room.type, roomName: room.name }],
        cancellationPolicies: [
          {
            rules: source.cancellation.map((c) => ({
              end: c.to,
              estimatedValue: Number(c.penalty),
            })),
          },
        ],
      });
      // The first window opens "now" at the supplier: the two calls may fall in different seconds.
      const starts = rate.cancellationPolicies[0]!.rules.map((r) => Date.parse(r.start));
      source.cancellation.forEach((c, i) =>
        expect(Math.abs(starts[i]! - Date.parse(c.from))).toBeLessThanOrEqual(60_000),
      );
      expect(typeof rate.IsPANMandatory).toBe('boolean');
    }
    // The search showed the cheapest stay of this hotel: the cheapest rate here.
    expect(finals[0]).toBe(hotel.finalRate);

    const [stored] = await rows<{ hotel: string; trace: string; ttl: number; rates: number }>(
      ctx,
      sql`select hotel_id as hotel, trace_id::text as trace,
                 (extract(epoch from expires_at - created_at) * 1000)::int as ttl,
                 jsonb_array_length(content->'recommendations') as rates
            from hotel_itineraries where code = ${data.itinerary.code}`,
    );
    expect(stored).toEqual({
      hotel: hotel.id,
      trace: traceId,
      ttl: HOTEL_TRACE_TTL_MS,
      rates: raw.rates.length,
    });
  });

  it('prices every room asked: each rate books its room once per room', async () => {
    const rooms = [
      { numOfAdults: 2, childAges: [7] },
      { numOfAdults: 1, childAges: [] },
    ];
    const search = (await searchHotels(ctx, { ...trip, occupancies: rooms })).json();
    const hotel = (search.data as HotelResult[]).find((h) => !/(13|00|77)$/.test(h.id))!;
    const res = await itinerary({ traceId: search.traceId, hotelId: hotel.id, occupancies: rooms });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as HotelItinerary;
    for (const rec of data.recommendations) expect(rec.rates[0]!.rooms).toHaveLength(2);
    expect(Math.min(...data.recommendations.map((r) => r.rates[0]!.finalRate))).toBe(
      hotel.finalRate,
    );
  });

  it('a hotel without coordinates (id ending 00): latitude and longitude null', async () => {
    const res = await itinerary({ hotelId: '100000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.locationInfo).toMatchObject({ latitude: null, longitude: null });
  });

  it('a hotel the supplier fails (id ending 13): 502 HOTEL_SUPPLIER_ERROR, nothing stored', async () => {
    const before = await itineraryCount();
    const res = await itinerary({ hotelId: '100013' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'HOTEL_SUPPLIER_ERROR', result: false });
    expect(await itineraryCount()).toBe(before);
  });

  it('a hotel the supplier does not know: 404 HOTEL_NOT_FOUND', async () => {
    const res = await itinerary({ hotelId: '999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'HOTEL_NOT_FOUND',
      message: 'No valid hotel data found.',
    });
  });

  it('an expired or unknown session: 410, the supplier not asked, nothing stored', async () => {
    const { traceId: old } = (await searchHotels(ctx, trip)).json();
    await ctx.database.db.execute(
      sql`update hotel_search_sessions set created_at = now() - interval '61 minutes',
             expires_at = now() - interval '1 minute' where trace_id = ${old}`,
    );
    const before = await dataSnapshot(ctx);
    proxy.reset();
    for (const dead of [old, '8a0f4c1e-5d1b-4bb2-9a4e-2f8f5c1d7e33', 'x']) {
      const res = await itinerary({ traceId: dead });
      expect(res.statusCode).toBe(410);
      expect(res.json().code).toBe('HOTEL_SESSION_EXPIRED');
    }
    expect(proxy.requests()).toEqual([]);
    expect(await dataSnapshot(ctx)).toEqual(before);
  });

  it('the supplier unreachable: 503, nothing stored', async () => {
    const before = await itineraryCount();
    proxy.mode('down');
    const res = await itinerary();
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('HOTEL_SUPPLIER_UNAVAILABLE');
    expect(await itineraryCount()).toBe(before);
  });

  it.each([
    ['no traceId', { traceId: '' }, 'traceId', 'HOTEL_TRACE_REQUIRED'],
    ['a hotel id with a slash', { hotelId: '10/01' }, 'hotelId', 'HOTEL_ID_INVALID'],
    [
      'check-out before check-in',
      { checkOut: trip.checkIn, checkIn: trip.checkOut },
      'checkOut',
      'HOTEL_CHECKOUT_AFTER',
    ],
    [
      '13 guests',
      { occupancies: [{ numOfAdults: 12, childAges: [3] }] },
      'occupancies',
      'HOTEL_MAX_GUESTS',
    ],
  ])('%s: 400 on the field, nothing stored', async (_what, over, field, code) => {
    const before = await dataSnapshot(ctx);
    const res = await itinerary(over);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, code })]),
    );
    expect(await dataSnapshot(ctx)).toEqual(before);
  });
});
