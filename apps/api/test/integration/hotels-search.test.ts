import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelResult } from '@kosh/contract/hotels';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  SUPPLIER,
  TWO_ADULTS,
  searchHotels,
  stay,
  supplierAvailability,
  type RawHotel,
} from '../helpers/hotels';

/**
 * Search filters, sorts and pages (docs/product-2.md §4, §5; docs/hotels.md §2) against the real sandbox
 * supplier's New Delhi (600+ hotels). What each answer should hold is worked out here from the
 * supplier's own answer to the same stay, independently of the API's code.
 */
let ctx: TestContext;
let supplier: RawHotel[];
let traceId: string;
const trip = stay(20, 2);

beforeAll(async () => {
  ctx = await createTestContext();
  supplier = (
    await supplierAvailability(ctx, {
      location_id: SUPPLIER.delhi,
      check_in: trip.checkIn,
      check_out: trip.checkOut,
      occupancies: [{ adults: 2, child_ages: [] }],
    })
  ).hotels;
  const first = await searchHotels(ctx, trip);
  expect(first.statusCode).toBe(200);
  traceId = first.json().traceId as string;
});
afterAll(() => ctx?.close());

interface Page {
  data: HotelResult[];
  page: number;
  pageSize: number;
  totalCount: number;
  hasMore: boolean;
  traceId: string;
  filterCounts: Record<string, number>;
}

/** Every page of the session's search with these filters and sort, checked as pages. */
async function everyPage(over: Record<string, unknown> = {}) {
  const pages: Page[] = [];
  for (let page = 1; ; page += 1) {
    const res = await searchHotels(ctx, { ...trip, traceId, page, ...over });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Page>();
    expect(body.traceId).toBe(traceId);
    pages.push(body);
    if (!body.hasMore) break;
  }
  const hotels = pages.flatMap((p) => p.data);
  const total = pages[0]!.totalCount;
  expect(hotels).toHaveLength(total);
  expect(new Set(hotels.map((h) => h.id)).size).toBe(total);
  for (const [i, p] of pages.entries()) {
    expect(p.totalCount).toBe(total);
    expect(p.pageSize).toBe(20);
    expect(p.data.length).toBe(i < pages.length - 1 ? 20 : total - 20 * i);
  }
  return { hotels, pages };
}

const idsOf = (hotels: { id: string }[]) => hotels.map((h) => h.id);
const rating = (h: RawHotel) => (h.guest_rating === null ? null : Number(h.guest_rating));
const hasWifi = (h: RawHotel) => h.flags.wifi || h.facilities.some((f) => f.code === 'wifi');

describe('hotel search over New Delhi', () => {
  it('finds every hotel the supplier has, in its order (Featured), a page of 20 at a time', async () => {
    expect(supplier.length).toBeGreaterThanOrEqual(600);
    const { hotels, pages } = await everyPage();
    expect(idsOf(hotels)).toEqual(idsOf(supplier));
    expect(pages.map((p) => p.hasMore)).toEqual(pages.map((_, i) => i < pages.length - 1));
    const beyond = await searchHotels(ctx, { ...trip, traceId, page: pages.length + 1 });
    expect(beyond.json()).toMatchObject({ data: [], hasMore: false, totalCount: supplier.length });
  });

  it('shows each hotel with the spec’s fields and the supplier’s cheapest stay in rupees', async () => {
    const { hotels } = await everyPage();
    const byId = new Map(supplier.map((h) => [h.id, h]));
    for (const h of hotels) {
      const raw = byId.get(h.id)!;
      expect(h).toEqual({
        id: raw.id,
        name: raw.name,
        imageUrl: raw.image.small,
        stars: raw.stars,
        address: raw.address,
        city: raw.city,
        area: raw.area_name,
        rating: rating(raw) ?? 'N/A',
        reviews: [{ count: raw.review_count }],
        facilityWithGroups: raw.facilities.map((f) => ({ name: f.name, group: f.group })),
        finalRate: Number(raw.min_rate.total),
        currency: 'INR',
        tripTalesChoice: raw.flags.choice,
        freeCancellation: raw.flags.free_cancellation,
        breakfastIncluded: raw.flags.breakfast,
        wifiAvailable: raw.flags.wifi,
        propertyType: raw.property_type,
      });
    }
    expect(hotels.some((h) => h.rating === 'N/A')).toBe(true);
  });

  const areaId = () => supplier[3]!.area_id;
  const someType = () => supplier.find((h) => h.property_type !== 'Hotel')!.property_type;
  const namePart = () => supplier[7]!.name.split(' ')[0]!.toUpperCase();

  const filters: [string, () => Record<string, unknown>, (h: RawHotel) => boolean][] = [
    ['freeBreakfast', () => ({ freeBreakfast: true }), (h) => h.flags.breakfast],
    ['isRefundable', () => ({ isRefundable: true }), (h) => h.flags.free_cancellation],
    ['tags choice', () => ({ tags: ['choice'] }), (h) => h.flags.choice],
    ['facilities wifi', () => ({ facilities: ['wifi'] }), hasWifi],
    ['ratings (stars) 4 and 5', () => ({ ratings: [4, 5] }), (h) => h.stars >= 4],
    ['type', () => ({ type: someType() }), (h) => h.property_type === someType()],
    [
      'type as a list',
      () => ({ type: ['Resort', 'Villa'] }),
      (h) => ['Resort', 'Villa'].includes(h.property_type),
    ],
    ['subLocationIds', () => ({ subLocationIds: [areaId()] }), (h) => h.area_id === areaId()],
    ['reviewRatings 3.5', () => ({ reviewRatings: [3.5] }), (h) => (rating(h) ?? 0) >= 3.5],
    [
      'reviewRatings 4 and 3.5: 4 applies',
      () => ({ reviewRatings: [3.5, 4] }),
      (h) => (rating(h) ?? 0) >= 4,
    ],
    [
      'reviewRatings all three: 4.5 applies',
      () => ({ reviewRatings: [4, 3.5, 4.5] }),
      (h) => (rating(h) ?? 0) >= 4.5,
    ],
    [
      'hotelName, any case',
      () => ({ hotelName: namePart() }),
      (h) => h.name.toLowerCase().includes(namePart().toLowerCase()),
    ],
    [
      'several at once',
      () => ({ freeBreakfast: true, reviewRatings: [4], ratings: [3, 4, 5] }),
      (h) => h.flags.breakfast && (rating(h) ?? 0) >= 4 && h.stars >= 3,
    ],
  ];

  it.each(filters)('filters by %s, keeping the featured order', async (_name, filterBy, keeps) => {
    const expected = supplier.filter(keeps);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(supplier.length);
    const { hotels } = await everyPage({ filterBy: filterBy() });
    expect(idsOf(hotels)).toEqual(idsOf(expected));
  });

  it('counts each Popular and rating filter over the whole session, whatever is filtered', async () => {
    const expected = {
      choice: supplier.filter((h) => h.flags.choice).length,
      freeCancellation: supplier.filter((h) => h.flags.free_cancellation).length,
      breakfast: supplier.filter((h) => h.flags.breakfast).length,
      wifi: supplier.filter(hasWifi).length,
      rating45: supplier.filter((h) => (rating(h) ?? 0) >= 4.5).length,
      rating4: supplier.filter((h) => (rating(h) ?? 0) >= 4).length,
      rating35: supplier.filter((h) => (rating(h) ?? 0) >= 3.5).length,
    };
    const plain = (await searchHotels(ctx, { ...trip, traceId })).json<Page>();
    const filtered = (
      await searchHotels(ctx, { ...trip, traceId, filterBy: { tags: ['choice'] } })
    ).json<Page>();
    expect(plain.filterCounts).toEqual(expected);
    expect(filtered.filterCounts).toEqual(expected);
    expect(filtered.totalCount).toBe(expected.choice);
  });

  it('sorts by Rating: highest first, more reviews first on a tie, N/A last', async () => {
    const order = supplier
      .map((h, featured) => ({ h, featured }))
      .sort(
        (a, b) =>
          (rating(b.h) ?? -1) - (rating(a.h) ?? -1) ||
          b.h.review_count - a.h.review_count ||
          a.featured - b.featured,
      )
      .map(({ h }) => h.id);
    const { hotels } = await everyPage({ sortBy: { rating: 'desc' } });
    expect(idsOf(hotels)).toEqual(order);
    expect(hotels.at(-1)!.rating).toBe('N/A');
  });

  it('sorts by Price: cheapest stay first, featured order on a tie', async () => {
    const order = supplier
      .map((h, featured) => ({ h, featured }))
      .sort(
        (a, b) =>
          Number(a.h.min_rate.total) - Number(b.h.min_rate.total) || a.featured - b.featured,
      )
      .map(({ h }) => h.id);
    const { hotels } = await everyPage({ sortBy: { finalRate: 'asc' } });
    expect(idsOf(hotels)).toEqual(order);
  });

  it('Featured again (no sortBy, or {}) restores the supplier’s order', async () => {
    expect(idsOf((await everyPage({ sortBy: {} })).hotels)).toEqual(idsOf(supplier));
    expect(idsOf((await everyPage({ sortBy: null })).hotels)).toEqual(idsOf(supplier));
  });

  it('pages a filtered, sorted list without gaps or repeats', async () => {
    const expected = supplier
      .filter((h) => h.flags.free_cancellation)
      .map((h, featured) => ({ h, featured }))
      .sort(
        (a, b) =>
          Number(a.h.min_rate.total) - Number(b.h.min_rate.total) || a.featured - b.featured,
      )
      .map(({ h }) => h.id);
    expect(expected.length).toBeGreaterThan(40);
    const { hotels } = await everyPage({
      filterBy: { isRefundable: true },
      sortBy: { finalRate: 'asc' },
    });
    expect(idsOf(hotels)).toEqual(expected);
  });
});

describe('hotel search of one hotel, and of a place with none', () => {
  it('a hotel picked from the suggestions (hotelId): that hotel alone', async () => {
    const picked = supplier[11]!;
    const res = await searchHotels(ctx, { ...trip, hotelId: picked.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalCount: 1, hasMore: false });
    expect(idsOf(res.json().data)).toEqual([picked.id]);
    expect(res.json().data[0].finalRate).toBe(Number(picked.min_rate.total));
  });

  it('Nowhere: a session with no hotels', async () => {
    const res = await searchHotels(ctx, { locationId: SUPPLIER.nowhere, occupancies: TWO_ADULTS });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: true,
      success: true,
      data: [],
      totalCount: 0,
      hasMore: false,
      location: { id: SUPPLIER.nowhere },
      traceId: expect.any(String),
    });
  });
});
