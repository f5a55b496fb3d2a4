import { describe, expect, it } from 'vitest';
import {
  HOTEL_MAX_GUESTS,
  addHotelDays,
  createItineraryRequestSchema,
  earliestCheckIn,
  effectiveReviewRating,
  hotelGuests,
  hotelNights,
  hotelRatingLabel,
  hotelSortBy,
  hotelSortOf,
  hotelStayIssue,
  searchHotelRequestSchema,
} from './hotels';

// 2026-11-23 20:00 UTC is already 24 November in India (01:30 IST).
const NOW = new Date('2026-11-23T20:00:00Z');
const tomorrow = earliestCheckIn();

function search(overrides: Record<string, unknown> = {}) {
  return searchHotelRequestSchema.safeParse({
    checkIn: tomorrow,
    checkOut: addHotelDays(tomorrow, 2),
    occupancies: [{ numOfAdults: 2, childAges: [] }],
    locationId: 'city-mumbai',
    ...overrides,
  });
}

function codes(result: ReturnType<typeof search>) {
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
}

describe('hotel stay rules', () => {
  it('counts nights and starts from tomorrow in India', () => {
    expect(earliestCheckIn(NOW)).toBe('2026-11-25');
    expect(hotelNights('2026-12-30', '2027-01-02')).toBe(3);
    expect(addHotelDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('refuses today, the far future, a backwards stay and over 30 nights', () => {
    expect(hotelStayIssue('2026-11-24', '2026-11-26', NOW)?.code).toBe('HOTEL_CHECKIN_MIN');
    expect(hotelStayIssue('2026-11-25', '2026-11-26', NOW)).toBeNull();
    expect(hotelStayIssue('2027-11-25', '2027-11-26', NOW)?.code).toBe('HOTEL_CHECKIN_TOO_FAR');
    expect(hotelStayIssue('2027-11-24', '2027-11-25', NOW)).toBeNull();
    expect(hotelStayIssue('2026-12-01', '2026-12-01', NOW)).toEqual({
      field: 'checkOut',
      code: 'HOTEL_CHECKOUT_AFTER',
    });
    expect(hotelStayIssue('2026-12-01', '2026-12-31', NOW)).toBeNull();
    expect(hotelStayIssue('2026-12-01', '2027-01-01', NOW)?.code).toBe('HOTEL_STAY_TOO_LONG');
  });
});

describe('searchHotelRequestSchema', () => {
  it('takes the spec request with its filters off or empty', () => {
    const parsed = search({
      hotelId: '',
      filterBy: {
        freeBreakfast: false,
        isRefundable: false,
        subLocationIds: [],
        ratings: [],
        facilities: [],
        type: '',
        tags: [],
        reviewRatings: [],
      },
      sortBy: { finalRate: 'asc' },
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ hotelId: null, traceId: null, page: 1, nationality: 'IN' });
  });

  it('refuses more than 12 guests, a room without an adult and a child of 18', () => {
    const twelve = [
      { numOfAdults: 4, childAges: [1, 2] },
      { numOfAdults: 6, childAges: [] },
    ];
    expect(hotelGuests(twelve)).toBe(HOTEL_MAX_GUESTS);
    expect(search({ occupancies: twelve }).success).toBe(true);
    expect(codes(search({ occupancies: [...twelve, { numOfAdults: 1 }] }))).toEqual([
      'occupancies:HOTEL_MAX_GUESTS',
    ]);
    expect(codes(search({ occupancies: [{ numOfAdults: 0, childAges: [] }] }))).toEqual([
      'occupancies.0.numOfAdults:HOTEL_ADULTS_MIN',
    ]);
    expect(codes(search({ occupancies: [{ numOfAdults: 1, childAges: [18] }] }))).toEqual([
      'occupancies.0.childAges.0:HOTEL_CHILD_AGE',
    ]);
    expect(codes(search({ occupancies: [] }))).toEqual(['occupancies:HOTEL_ROOMS_MIN']);
    expect(codes(search({ occupancies: [{ numOfAdults: 'abc', childAges: ['x'] }] }))).toEqual([
      'occupancies.0.numOfAdults:HOTEL_ADULTS_MIN',
      'occupancies.0.childAges.0:HOTEL_CHILD_AGE',
    ]);
    expect(
      search({ occupancies: [{ numOfAdults: '2', childAges: ['7'] }] }).data?.occupancies,
    ).toEqual([{ numOfAdults: 2, childAges: [7] }]);
  });

  it('names the field of a bad date, destination, sort or page', () => {
    expect(codes(search({ checkIn: '2026-02-30' }))).toEqual(['checkIn:HOTEL_DATE_INVALID']);
    expect(codes(search({ checkOut: tomorrow }))).toEqual(['checkOut:HOTEL_CHECKOUT_AFTER']);
    expect(codes(search({ locationId: '' }))).toEqual(['locationId:HOTEL_DESTINATION_REQUIRED']);
    expect(codes(search({ sortBy: { finalRate: 'desc' } }))).toEqual([
      'sortBy.finalRate:HOTEL_SORT_INVALID',
    ]);
    expect(codes(search({ page: 0 }))).toEqual(['page:PAGE_INVALID']);
    expect(codes(search({ filterBy: { reviewRatings: [5] } }))[0]).toMatch(
      /^filterBy.reviewRatings.0:/,
    );
  });

  it('needs a traceId for an itinerary', () => {
    const parsed = createItineraryRequestSchema.safeParse({
      hotelId: '100001',
      checkIn: tomorrow,
      checkOut: addHotelDays(tomorrow, 1),
      occupancies: [{ numOfAdults: 2, childAges: [] }],
      nationality: 'IN',
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['HOTEL_TRACE_REQUIRED']);
  });
});

describe('labels and sorts', () => {
  it('labels ratings as docs/product-2.md §9 says', () => {
    expect([4.9, 4.5, 4.4, 4, 3.9, 3, 2.9].map(hotelRatingLabel)).toEqual([
      'HOTEL_RATING_EXCELLENT',
      'HOTEL_RATING_EXCELLENT',
      'HOTEL_RATING_VERY_GOOD',
      'HOTEL_RATING_VERY_GOOD',
      'HOTEL_RATING_GOOD',
      'HOTEL_RATING_GOOD',
      'HOTEL_RATING_AVERAGE',
    ]);
  });

  it('applies the highest Customer Ratings filter set', () => {
    expect(effectiveReviewRating([3.5, 4.5, 4])).toBe(4.5);
    expect(effectiveReviewRating([3.5, 4])).toBe(4);
    expect(effectiveReviewRating([])).toBeNull();
  });

  it('maps the sort buttons to sortBy and back', () => {
    for (const sort of ['featured', 'rating', 'price'] as const) {
      expect(hotelSortOf(hotelSortBy(sort))).toBe(sort);
    }
  });
});
