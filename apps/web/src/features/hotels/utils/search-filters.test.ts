import { describe, expect, it } from 'vitest';
import { searchHotelRequestSchema } from '@kosh/contract/hotels';
import {
  NO_FILTERS,
  activeFilterCount,
  filterByOf,
  filtersFromParams,
  paramsOfFilters,
  sortByOf,
  type SearchFilters,
} from './search-filters';

const some: SearchFilters = {
  hotelName: ' Taj ',
  popular: ['choice', 'wifi'],
  reviewRating: 4,
  sort: 'price',
};

describe('the search filters', () => {
  it('send every filter of the spec, off or empty, when none is chosen', () => {
    expect(filterByOf(NO_FILTERS)).toEqual({
      freeBreakfast: false,
      isRefundable: false,
      subLocationIds: [],
      ratings: [],
      facilities: [],
      type: [],
      tags: [],
      reviewRatings: [],
    });
    expect(sortByOf(NO_FILTERS)).toBeNull();
  });

  it('send what is chosen in the wire’s words, which the contract accepts', () => {
    const filterBy = filterByOf({
      ...some,
      popular: ['choice', 'freeCancellation', 'breakfast', 'wifi'],
    });
    expect(filterBy).toMatchObject({
      tags: ['choice'],
      isRefundable: true,
      freeBreakfast: true,
      facilities: ['wifi'],
      reviewRatings: [4],
      hotelName: 'Taj',
    });
    const request = searchHotelRequestSchema.safeParse({
      checkIn: '2099-01-01',
      checkOut: '2099-01-02',
      occupancies: [{ numOfAdults: 2, childAges: [] }],
      locationId: 'city-new-delhi',
      filterBy,
      sortBy: sortByOf(some),
    });
    // Only the dates may be refused (too far ahead): never the filters or the sort.
    const fields = request.success ? [] : request.error.issues.map((i) => i.path[0]);
    expect(fields.filter((f) => f !== 'checkIn' && f !== 'checkOut')).toEqual([]);
    expect(sortByOf(some)).toEqual({ finalRate: 'asc' });
    expect(sortByOf({ ...some, sort: 'rating' })).toEqual({ rating: 'desc' });
  });

  it('count the filters that narrow the list, not the sort or a blank name', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, sort: 'rating', hotelName: '   ' })).toBe(0);
    expect(activeFilterCount(some)).toBe(4);
  });

  it('go through the address and come back the same', () => {
    const params = paramsOfFilters(some);
    expect(params.toString()).toBe('name=+Taj+&popular=choice%2Cwifi&rating=4&sort=price');
    expect(filtersFromParams(params)).toEqual(some);
    expect(paramsOfFilters(NO_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual(NO_FILTERS);
  });

  it('keep the highest rating a hand-made address names, and drop what they do not know', () => {
    const filters = filtersFromParams(
      new URLSearchParams('rating=3.5,4.5,4,2&popular=wifi,pool,choice&sort=cheapest'),
    );
    expect(filters.reviewRating).toBe(4.5);
    expect(filters.popular).toEqual(['choice', 'wifi']);
    expect(filters.sort).toBe('featured');
    expect(filtersFromParams(new URLSearchParams('rating=3')).reviewRating).toBeNull();
  });
});
