import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOTEL_TRACE_TTL_MS, addHotelDays, earliestCheckIn } from '@kosh/contract/hotels';
import { buildApp } from '../../src/app';
import type { TestContext } from '../helpers/app';
import { bearer, signUp } from '../helpers/accounts';
import {
  SUPPLIER,
  TWO_ADULTS,
  searchHotels,
  contextBehindProxy,
  stay,
  type SupplierProxy,
} from '../helpers/hotels';
import { dataSnapshot } from '../helpers/snapshot';
import { rows } from '../helpers/wallet';

/**
 * Search sessions (docs/hotels.md §2, §3): a search without a traceId asks the supplier once and
 * stores the whole list; a live traceId of the same stay answers from it (counted at a proxy in
 * front of the supplier: no request); another stay starts a new session; an expired or unknown
 * one is 410. Bad input and a supplier that fails store nothing.
 */
let ctx: TestContext;
let proxy: SupplierProxy;
let setup: Awaited<ReturnType<typeof contextBehindProxy>>;

beforeAll(async () => {
  setup = await contextBehindProxy();
  ({ ctx, proxy } = setup);
});
afterAll(() => setup?.close());
beforeEach(() => {
  proxy.mode('pass');
  proxy.reset();
});

const sessionCount = async () =>
  Number(
    (await rows<{ n: number }>(ctx, sql`select count(*)::int as n from hotel_search_sessions`))[0]
      ?.n,
  );

describe('a search session', () => {
  it('is opened by a search, stored whole, and answers its next pages without the supplier', async () => {
    const first = await searchHotels(ctx);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ result: true, success: true, page: 1, pageSize: 20 });
    expect(body.traceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(proxy.requests()).toEqual(['POST /hotels/v1/availability']);

    const [stored] = await rows<{ n: number; location: string; hotel: string | null }>(
      ctx,
      sql`select json_array_length(results) as n, location_id as location, hotel_id as hotel,
                 extract(epoch from expires_at - created_at) * 1000 as ttl
            from hotel_search_sessions where trace_id = ${body.traceId}`,
    );
    expect(stored).toMatchObject({ n: body.totalCount, location: SUPPLIER.delhi, hotel: null });
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(HOTEL_TRACE_TTL_MS - 60_000);

    proxy.reset();
    const second = await searchHotels(ctx, { traceId: body.traceId, page: 2 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ traceId: body.traceId, page: 2 });
    const sorted = await searchHotels(ctx, {
      traceId: body.traceId,
      sortBy: { finalRate: 'asc' },
      filterBy: { freeBreakfast: true },
    });
    expect(sorted.statusCode).toBe(200);
    expect(sorted.json().traceId).toBe(body.traceId);
    expect(proxy.requests()).toEqual([]);
  });

  it('is answered by another API copy on the same database (the list read from there)', async () => {
    const first = (await searchHotels(ctx, { sortBy: { rating: 'desc' } })).json();
    // Another copy: its own (empty) memory of sessions, the same database.
    const { app: other } = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
    });
    try {
      proxy.reset();
      const again = await other.inject({
        method: 'POST',
        url: '/api/hotel/searchHotel',
        payload: {
          ...stay(),
          occupancies: TWO_ADULTS,
          locationId: SUPPLIER.delhi,
          traceId: first.traceId,
          sortBy: { rating: 'desc' },
        },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first);
      expect(proxy.requests()).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('starts a new session when a live traceId comes with another stay', async () => {
    const { traceId } = (await searchHotels(ctx)).json();
    const later = stay(12, 3);
    for (const change of [
      later,
      { occupancies: [{ numOfAdults: 1, childAges: [] }] },
      { occupancies: [{ numOfAdults: 2, childAges: [5] }] },
      { hotelId: null, locationId: SUPPLIER.nowhere },
    ]) {
      proxy.reset();
      const res = await searchHotels(ctx, { traceId, ...change });
      expect(res.statusCode).toBe(200);
      expect(res.json().traceId).not.toBe(traceId);
      expect(proxy.requests()).toEqual(['POST /hotels/v1/availability']);
    }
  });

  it('answers 410 HOTEL_SESSION_EXPIRED for an expired, an unknown and a malformed traceId', async () => {
    const { traceId } = (await searchHotels(ctx)).json();
    await ctx.database.db.execute(
      sql`update hotel_search_sessions
             set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour'
           where trace_id = ${traceId}`,
    );
    proxy.reset();
    for (const dead of [traceId, '0b9c5a4e-1c1f-4f57-9d6b-5c8f1b2e7a10', 'not-a-trace']) {
      const res = await searchHotels(ctx, { traceId: dead });
      expect(res.statusCode, dead).toBe(410);
      expect(res.json()).toMatchObject({
        result: false,
        success: false,
        code: 'HOTEL_SESSION_EXPIRED',
        message: 'Your session has expired. Please start your hotel search again.',
      });
    }
    expect(proxy.requests()).toEqual([]);
  });

  it('remembers who searched when a token comes with the search', async () => {
    const customer = await signUp(ctx);
    const res = await searchHotels(ctx, {}, bearer(customer.token));
    expect(res.statusCode).toBe(200);
    const [row] = await rows<{ user: string | null }>(
      ctx,
      sql`select user_id::text as user from hotel_search_sessions where trace_id = ${res.json().traceId}`,
    );
    expect(row?.user).toBe(customer.UId);
  });
});

describe('a search that cannot be answered', () => {
  const earliest = earliestCheckIn();
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no destination', { locationId: '' }, 'locationId', 'HOTEL_DESTINATION_REQUIRED'],
    [
      'an unknown destination',
      { locationId: 'city-atlantis' },
      'locationId',
      'HOTEL_LOCATION_UNKNOWN',
    ],
    [
      'check-in today',
      { checkIn: addHotelDays(earliest, -1), checkOut: addHotelDays(earliest, 1) },
      'checkIn',
      'HOTEL_CHECKIN_MIN',
    ],
    [
      'check-in over a year ahead',
      { checkIn: addHotelDays(earliest, 366), checkOut: addHotelDays(earliest, 367) },
      'checkIn',
      'HOTEL_CHECKIN_TOO_FAR',
    ],
    [
      'check-out on check-in',
      { checkIn: earliest, checkOut: earliest },
      'checkOut',
      'HOTEL_CHECKOUT_AFTER',
    ],
    [
      '31 nights',
      { checkIn: earliest, checkOut: addHotelDays(earliest, 31) },
      'checkOut',
      'HOTEL_STAY_TOO_LONG',
    ],
    ['not a date', { checkIn: '2026-02-30' }, 'checkIn', 'HOTEL_DATE_INVALID'],
    ['no room', { occupancies: [] }, 'occupancies', 'HOTEL_ROOMS_MIN'],
    [
      'a room without adults',
      { occupancies: [{ numOfAdults: 0, childAges: [] }] },
      'occupancies.0.numOfAdults',
      'HOTEL_ADULTS_MIN',
    ],
    [
      'a child of 18',
      { occupancies: [{ numOfAdults: 1, childAges: [18] }] },
      'occupancies.0.childAges.0',
      'HOTEL_CHILD_AGE',
    ],
    [
      '13 guests',
      {
        occupancies: [
          { numOfAdults: 7, childAges: [] },
          { numOfAdults: 6, childAges: [] },
        ],
      },
      'occupancies',
      'HOTEL_MAX_GUESTS',
    ],
    ['a nationality other than IN', { nationality: 'US' }, 'nationality', 'HOTEL_NATIONALITY'],
    [
      'a sort Kosh does not offer',
      { sortBy: { finalRate: 'desc' } },
      'sortBy.finalRate',
      'HOTEL_SORT_INVALID',
    ],
    ['page 0', { page: 0 }, 'page', 'PAGE_INVALID'],
  ];

  it.each(cases)('%s: 400 on the field, nothing stored', async (_what, over, field, code) => {
    const before = await dataSnapshot(ctx);
    const res = await searchHotels(ctx, over);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, code })]),
    );
    expect(await dataSnapshot(ctx)).toEqual(before);
  });

  it('an unknown hotel of a known place: 400 on hotelId, nothing stored', async () => {
    const before = await sessionCount();
    const res = await searchHotels(ctx, { hotelId: '999999' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'hotelId', code: 'HOTEL_NOT_FOUND' }),
    ]);
    expect(await sessionCount()).toBe(before);
  });

  it('the supplier unreachable: 503 after one retry, nothing stored', async () => {
    const before = await sessionCount();
    proxy.mode('down');
    const res = await searchHotels(ctx);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'HOTEL_SUPPLIER_UNAVAILABLE' });
    expect(await sessionCount()).toBe(before);
  });

  it('the supplier silent: 503 once HOTELS_TIMEOUT_MS has passed, asked once, nothing stored', async () => {
    const before = await sessionCount();
    proxy.mode('hang');
    const started = Date.now();
    const res = await searchHotels(ctx);
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(proxy.requests()).toEqual(['POST /hotels/v1/availability']);
    expect(await sessionCount()).toBe(before);
  });

  it('a connection reset once: the retry answers', async () => {
    proxy.mode('reset-once');
    const res = await searchHotels(ctx);
    expect(res.statusCode).toBe(200);
    expect(proxy.requests()).toEqual(['POST /hotels/v1/availability']);
  });
});

describe('the hotels-purge job', () => {
  it('deletes sessions a day past their hour and itineraries a week past theirs, nothing younger', async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const session = (traceId: string, expiredHoursAgo: number) =>
      ctx.database.db.execute(
        sql`insert into hotel_search_sessions
              (trace_id, location_id, check_in, check_out, occupancies, location, results, facilities,
               created_at, expires_at)
            values (${traceId}, 'city-nowhere', '2030-01-01', '2030-01-02', '[{"numOfAdults":1,"childAges":[]}]',
                    '{"id":"city-nowhere","fullName":"Nowhere"}', '[]', '{}',
                    ${hoursAgo(expiredHoursAgo + 1)}, ${hoursAgo(expiredHoursAgo)})`,
      );
    const itinerary = (code: string, expiredHoursAgo: number) =>
      ctx.database.db.execute(
        sql`insert into hotel_itineraries
              (code, trace_id, hotel_id, check_in, check_out, occupancies, content, created_at, expires_at)
            values (${code}, '00000000-0000-4000-8000-000000000001', '100001', '2030-01-01', '2030-01-02',
                    '[{"numOfAdults":1,"childAges":[]}]', '{}', ${hoursAgo(expiredHoursAgo + 1)},
                    ${hoursAgo(expiredHoursAgo)})`,
      );
    const purgeable = '00000000-0000-4000-8000-00000000aa01';
    const kept = '00000000-0000-4000-8000-00000000aa02';
    await session(purgeable, 25);
    await session(kept, 23);
    await itinerary('purge-me-0001', 7 * 24 + 1);
    await itinerary('keep-me-00001', 7 * 24 - 1);

    const purged = await ctx.services.hotels.sessions.purgeExpired();
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.itineraries).toBeGreaterThanOrEqual(1);
    const left = await rows<{ id: string }>(
      ctx,
      sql`select trace_id::text as id from hotel_search_sessions where trace_id in (${purgeable}, ${kept})
          union all select code from hotel_itineraries where code in ('purge-me-0001', 'keep-me-00001')`,
    );
    expect(left.map((r) => r.id).sort()).toEqual([kept, 'keep-me-00001']);
  });
});
