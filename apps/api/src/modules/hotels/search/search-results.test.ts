import { describe, expect, it } from 'vitest';
import { HOTEL_PAGE_SIZE } from '@kosh/contract/hotels';
import { applyFilters, applySort, filterCounts, pageOf, toHotelResult } from './search-results';
import type { StoredHotel } from '../stored';

function hotel(id: number, over: Partial<StoredHotel> = {}): StoredHotel {
  return {
    id: String(100000 + id),
    name: `Hotel ${id}`,
    imageUrl: `http://127.0.0.1:4010/hotels/v1/images/${id}/1-small.webp`,
    stars: 3,
    address: '12, MG Road',
    city: 'Pune',
    areaId: 'area-camp',
    area: 'Camp',
    propertyType: 'Hotel',
    rating: 4,
    reviewCount: 100,
    facilities: [],
    finalRatePaise: 500_000,
    choice: false,
    freeCancellation: false,
    breakfast: false,
    wifi: false,
    ...over,
  };
}

const ids = (hotels: StoredHotel[]) => hotels.map((h) => h.id.slice(-2));

describe('hotel search filters', () => {
  const list = [
    hotel(1, { breakfast: true, rating: 4.6, stars: 5, name: 'The Grand Palace' }),
    hotel(2, { freeCancellation: true, rating: 3.6, areaId: 'area-kp', propertyType: 'Resort' }),
    hotel(3, {
      choice: true,
      rating: null,
      facilities: ['pool'],
    }),
    hotel(4, { wifi: true, rating: 4.1, stars: 2, name: 'Palace Inn' }),
    hotel(5, {
      facilities: ['wifi'],
      rating: 3.4,
    }),
  ];

  it('keeps everything when nothing is set, or everything is off or empty', () => {
    expect(ids(applyFilters(list, undefined))).toEqual(['01', '02', '03', '04', '05']);
    expect(
      ids(
        applyFilters(list, {
          freeBreakfast: false,
          isRefundable: false,
          subLocationIds: [],
          ratings: [],
          facilities: [],
          type: '',
          tags: [],
          reviewRatings: [],
          hotelName: '',
        }),
      ),
    ).toHaveLength(5);
  });

  it('filters each way, and all set filters together', () => {
    expect(ids(applyFilters(list, { freeBreakfast: true }))).toEqual(['01']);
    expect(ids(applyFilters(list, { isRefundable: true }))).toEqual(['02']);
    expect(ids(applyFilters(list, { tags: ['choice'] }))).toEqual(['03']);
    expect(ids(applyFilters(list, { tags: ['unknown'] }))).toEqual([]);
    // Wi-Fi by the hotel's flag or by its facility list.
    expect(ids(applyFilters(list, { facilities: ['wifi'] }))).toEqual(['04', '05']);
    expect(ids(applyFilters(list, { facilities: ['wifi', 'pool'] }))).toEqual([]);
    expect(ids(applyFilters(list, { subLocationIds: ['area-kp'] }))).toEqual(['02']);
    expect(ids(applyFilters(list, { ratings: [5, 2] }))).toEqual(['01', '04']);
    expect(ids(applyFilters(list, { type: 'resort' }))).toEqual(['02']);
    expect(ids(applyFilters(list, { type: ['Hotel'] }))).toEqual(['01', '03', '04', '05']);
    expect(ids(applyFilters(list, { hotelName: '  pALACE ' }))).toEqual(['01', '04']);
    expect(ids(applyFilters(list, { hotelName: 'palace', ratings: [2] }))).toEqual(['04']);
  });

  it('applies the highest Customer Rating set (4.5 over 4 over 3.5), never an N/A hotel', () => {
    expect(ids(applyFilters(list, { reviewRatings: [3.5] }))).toEqual(['01', '02', '04']);
    expect(ids(applyFilters(list, { reviewRatings: [3.5, 4] }))).toEqual(['01', '04']);
    expect(ids(applyFilters(list, { reviewRatings: [4, 4.5, 3.5] }))).toEqual(['01']);
  });

  it('counts the Popular and rating filters over the whole list', () => {
    expect(filterCounts(list)).toEqual({
      choice: 1,
      freeCancellation: 1,
      breakfast: 1,
      wifi: 2,
      rating45: 1,
      rating4: 2,
      rating35: 3,
    });
  });
});

describe('hotel search sorts', () => {
  const list = () => [
    hotel(1, { rating: 4, reviewCount: 10, finalRatePaise: 300_000 }),
    hotel(2, { rating: null, reviewCount: 900, finalRatePaise: 100_000 }),
    hotel(3, { rating: 4, reviewCount: 50, finalRatePaise: 300_000 }),
    hotel(4, { rating: 4.8, reviewCount: 1, finalRatePaise: 900_000 }),
    hotel(5, { rating: 4, reviewCount: 50, finalRatePaise: 200_000 }),
  ];

  it('Featured keeps the supplier order', () => {
    expect(ids(applySort(list(), null))).toEqual(['01', '02', '03', '04', '05']);
    expect(ids(applySort(list(), {}))).toEqual(['01', '02', '03', '04', '05']);
  });

  it('Rating: highest first, more reviews first on a tie, then featured order; N/A last', () => {
    expect(ids(applySort(list(), { rating: 'desc' }))).toEqual(['04', '03', '05', '01', '02']);
  });

  it('Price: cheapest stay first, featured order on a tie', () => {
    expect(ids(applySort(list(), { finalRate: 'asc' }))).toEqual(['02', '05', '01', '03', '04']);
  });
});

describe('hotel search pages', () => {
  const list = Array.from({ length: 45 }, (_, i) => hotel(i));

  it('answers pages of 20 with the total and whether more follow', () => {
    const pages = [1, 2, 3, 4].map((page) => pageOf(list, {}, page));
    expect(pages.map((p) => p.data.length)).toEqual([20, 20, 5, 0]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false, false]);
    expect(pages.every((p) => p.totalCount === 45 && p.pageSize === HOTEL_PAGE_SIZE)).toBe(true);
    const seen = pages.flatMap((p) => p.data.map((h) => h.id));
    expect(new Set(seen).size).toBe(45);
  });

  it('shows a hotel as the spec’s result: rupees, N/A, reviews list, facilities without codes', () => {
    expect(
      toHotelResult(
        hotel(7, { rating: null, finalRatePaise: 459_950, facilities: ['wifi', 'gone', 'pool'] }),
        {
          wifi: { name: 'Free Wi-Fi', group: 'Internet' },
          pool: { name: 'Pool', group: 'Leisure' },
        },
      ),
    ).toMatchObject({
      id: '100007',
      rating: 'N/A',
      reviews: [{ count: 100 }],
      finalRate: 4599.5,
      currency: 'INR',
      facilityWithGroups: [
        { name: 'Free Wi-Fi', group: 'Internet' },
        { name: 'Pool', group: 'Leisure' },
      ],
    });
  });
});
