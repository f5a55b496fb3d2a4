import { z } from 'zod';
import { addIstDays, istDate } from './common/ist-day';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { issue, type MessageCode } from './messages/catalogue';

/*
 * Hotels (docs/product-2.md §2 Hotel search and Hotel details page, §3, §4, §5, §7, §9): suggestions, a
 * search that opens a one-hour search session (`traceId`), and a hotel's itinerary (its photos,
 * rooms and rates). Booking itself is the next issue's. Amounts are rupee numbers on the wire
 * (`finalRate: 4599.5`) and paise everywhere else.
 */

// ---- constants (docs/product-2.md §9) -------------------------------------------------------------------

export const HOTEL_MAX_GUESTS = 12;
/** Every room needs an adult, so twelve guests make at most twelve rooms. */
export const HOTEL_MAX_ROOMS = HOTEL_MAX_GUESTS;
export const HOTEL_CHILD_AGE_MIN = 0;
export const HOTEL_CHILD_AGE_MAX = 17;
export const HOTEL_FIRST_PAGE = 1;
/** Results per page of a search (Kosh's choice: a phone screen holds three or four cards). */
export const HOTEL_PAGE_SIZE = 20;
/** A search session (the trace) is valid for an hour from its creation. */
export const HOTEL_TRACE_TTL_MS = 3_600_000;
export const HOTEL_NATIONALITY = 'IN';
/** Kosh's own bounds, as a supplier's: a stay of at most 30 nights, booked at most a year ahead. */
export const HOTEL_MAX_NIGHTS = 30;
export const HOTEL_MAX_DAYS_AHEAD = 365;

export const HOTEL_SUGGEST_DEBOUNCE_MS = 300;
export const HOTEL_SUGGEST_MIN_CHARS = 3;
export const HOTEL_SUGGEST_MAX_CHARS = 100;
/** Shown at first, and added on each scroll to the bottom of the list. */
export const HOTEL_SUGGEST_STEP = 5;
/** The most suggestions one term answers. */
export const HOTEL_SUGGEST_MAX = 30;

export const HOTEL_SKELETON_CARDS = 3;
export const HOTEL_CARD_FACILITIES = 5;
export const HOTEL_MOBILE_BREAKPOINT_PX = 991;
export const HOTEL_RATES_PER_TYPE = 3;
export const HOTEL_RATES_STEP = 3;
export const HOTEL_GALLERY_THUMBNAILS = 5;
export const HOTEL_AMENITY_IMAGES = 2;
export const HOTEL_ROOM_FACILITIES = 5;
export const HOTEL_DEFAULT_RATE_ADULTS = 2;
export const HOTEL_DEFAULT_RATINGS_COUNT = 100;
export const HOTEL_DEFAULT_MAP_CENTRE = { latitude: 28.6139, longitude: 77.209, zoom: 18 } as const;
/** Every hotel image is 4:3, so a page reserves its space before the picture arrives. */
export const HOTEL_IMAGE_ASPECT = { width: 4, height: 3 } as const;

export const HOTEL_SUGGESTION_TYPES = ['city', 'area', 'landmark', 'hotel'] as const;
export type HotelSuggestionType = (typeof HOTEL_SUGGESTION_TYPES)[number];

export const HOTEL_PROPERTY_TYPES = [
  'Hotel',
  'Resort',
  'Homestay',
  'Apartment',
  'Villa',
  'Guest House',
] as const;

export const HOTEL_MEAL_PLANS = ['ROOM_ONLY', 'BREAKFAST', 'HALF_BOARD', 'FULL_BOARD'] as const;
export type HotelMealPlan = (typeof HOTEL_MEAL_PLANS)[number];

/** The kinds of nearby place the map's menu offers (docs/product-2.md §2), as `nearByAttractions[].type`. */
export const HOTEL_ATTRACTION_KINDS = [
  'airport',
  'bar',
  'cafe',
  'nightlife',
  'restaurant',
  'shopping',
  'train',
] as const;
export type HotelAttractionKind = (typeof HOTEL_ATTRACTION_KINDS)[number];

/** `filterBy.tags` value of a Choice hotel, and `filterBy.facilities` value of Wi-Fi. */
export const HOTEL_TAG_CHOICE = 'choice';
export const HOTEL_FACILITY_WIFI = 'wifi';

/** Customer Ratings filters, in their precedence (docs/product-2.md §5): the highest one set applies. */
export const HOTEL_REVIEW_RATINGS = [4.5, 4, 3.5] as const;
export type HotelReviewRating = (typeof HOTEL_REVIEW_RATINGS)[number];

export const HOTEL_SORTS = ['featured', 'rating', 'price'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
export const HOTEL_DEFAULT_SORT: HotelSort = 'featured';

// ---- rules both sides use ----------------------------------------------------------------------

const DAY_MS = 86_400_000;
const HOTEL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function dateUtc(yyyyMMdd: string): number {
  const [y, m, d] = yyyyMMdd.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function isRealDate(yyyyMMdd: string): boolean {
  if (!HOTEL_DATE_PATTERN.test(yyyyMMdd)) return false;
  const [y, m, d] = yyyyMMdd.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** yyyy-MM-dd `days` after another (negative: before). */
export const addHotelDays = (yyyyMMdd: string, days: number): string => addIstDays(yyyyMMdd, days);

/** Nights of a stay: the days between check-in and check-out, rounded up (docs/product-2.md §5). */
export function hotelNights(checkIn: string, checkOut: string): number {
  return Math.ceil((dateUtc(checkOut) - dateUtc(checkIn)) / DAY_MS);
}

/** The first day a stay may start: tomorrow in India. */
export function earliestCheckIn(now: Date = new Date()): string {
  return addHotelDays(istDate(now), 1);
}

/**
 * What is wrong with a stay's dates (both real yyyy-MM-dd dates), or null: check-in from tomorrow
 * (India's day) and at most a year ahead, check-out after check-in, at most 30 nights.
 */
export function hotelStayIssue(
  checkIn: string,
  checkOut: string,
  now: Date = new Date(),
): { field: 'checkIn' | 'checkOut'; code: MessageCode } | null {
  const earliest = earliestCheckIn(now);
  if (checkIn < earliest) return { field: 'checkIn', code: 'HOTEL_CHECKIN_MIN' };
  if (checkIn > addHotelDays(earliest, HOTEL_MAX_DAYS_AHEAD - 1)) {
    return { field: 'checkIn', code: 'HOTEL_CHECKIN_TOO_FAR' };
  }
  if (checkOut <= checkIn) return { field: 'checkOut', code: 'HOTEL_CHECKOUT_AFTER' };
  if (hotelNights(checkIn, checkOut) > HOTEL_MAX_NIGHTS) {
    return { field: 'checkOut', code: 'HOTEL_STAY_TOO_LONG' };
  }
  return null;
}

export interface HotelOccupancy {
  numOfAdults: number;
  childAges: number[];
}

/** Guests of a search: adults plus children over all rooms (docs/product-2.md §9). */
export function hotelGuests(occupancies: readonly HotelOccupancy[]): number {
  return occupancies.reduce((sum, room) => sum + room.numOfAdults + room.childAges.length, 0);
}

/** The spec's rating label (docs/product-2.md §9) as a catalogue code. */
export function hotelRatingLabel(score: number): MessageCode {
  if (score >= 4.5) return 'HOTEL_RATING_EXCELLENT';
  if (score >= 4) return 'HOTEL_RATING_VERY_GOOD';
  if (score >= 3) return 'HOTEL_RATING_GOOD';
  return 'HOTEL_RATING_AVERAGE';
}

/** The Customer Ratings threshold that applies when several are set (precedence 4.5, 4, 3.5). */
export function effectiveReviewRating(
  set: readonly number[] | null | undefined,
): HotelReviewRating | null {
  return HOTEL_REVIEW_RATINGS.find((r) => set?.includes(r)) ?? null;
}

/** The wire's `sortBy` of a sort button, and back. Featured sends none. */
export function hotelSortBy(sort: HotelSort): HotelSortBy {
  if (sort === 'price') return { finalRate: 'asc' };
  if (sort === 'rating') return { rating: 'desc' };
  return null;
}
export function hotelSortOf(sortBy: HotelSortBy | undefined): HotelSort {
  if (sortBy?.finalRate) return 'price';
  if (sortBy?.rating) return 'rating';
  return 'featured';
}

// ---- fields ----------------------------------------------------------------------------------

/** A whole number as a form may send it: 2 or "2". */
const wholeNumber = (code: MessageCode, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        text()
          .trim()
          .regex(/^\d{1,4}$/, issue(code)),
      ],
      { error: issue(code) },
    )
    .transform(Number)
    .pipe(z.number().int(issue(code)).min(min, issue(code)).max(max, issue(code)));

export const hotelDateSchema = (required: 'HOTEL_CHECKIN_REQUIRED' | 'HOTEL_CHECKOUT_REQUIRED') =>
  text({ error: issue(required) })
    .trim()
    .min(1, { error: issue(required), abort: true })
    .refine(isRealDate, issue('HOTEL_DATE_INVALID'));

export const hotelOccupancySchema = z.object(
  {
    numOfAdults: wholeNumber('HOTEL_ADULTS_MIN', 1, HOTEL_MAX_GUESTS),
    childAges: z
      .array(wholeNumber('HOTEL_CHILD_AGE', HOTEL_CHILD_AGE_MIN, HOTEL_CHILD_AGE_MAX), {
        error: issue('HOTEL_CHILD_AGE'),
      })
      .max(HOTEL_MAX_GUESTS - 1, issue('HOTEL_MAX_GUESTS'))
      .optional()
      .default([]),
  },
  { error: issue('HOTEL_ROOMS_MIN') },
);

export const hotelOccupanciesSchema = z
  .array(hotelOccupancySchema, { error: issue('HOTEL_ROOMS_MIN') })
  .min(1, issue('HOTEL_ROOMS_MIN'))
  .max(HOTEL_MAX_ROOMS, issue('HOTEL_MAX_GUESTS'))
  // A room whose counts are not numbers has its own message already: count only good ones.
  .refine(
    (rooms) =>
      !rooms.every(
        (r) => typeof r.numOfAdults === 'number' && r.childAges.every(Number.isFinite),
      ) || hotelGuests(rooms) <= HOTEL_MAX_GUESTS,
    issue('HOTEL_MAX_GUESTS'),
  );

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export const hotelLocationIdSchema = text({ error: issue('HOTEL_DESTINATION_REQUIRED') })
  .trim()
  .min(1, { error: issue('HOTEL_DESTINATION_REQUIRED'), abort: true })
  .max(80, { error: issue('HOTEL_LOCATION_UNKNOWN'), abort: true })
  .regex(ID_PATTERN, issue('HOTEL_LOCATION_UNKNOWN'));

export const hotelIdSchema = text({ error: issue('HOTEL_ID_INVALID') })
  .trim()
  .min(1, { error: issue('HOTEL_ID_INVALID'), abort: true })
  .max(40, { error: issue('HOTEL_ID_INVALID'), abort: true })
  .regex(ID_PATTERN, issue('HOTEL_ID_INVALID'));

/**
 * A search session's id as a client keeps it. Its form is not checked here: anything that is not a
 * live session — expired, unknown, or not an id at all — answers 410 HOTEL_SESSION_EXPIRED.
 */
export const hotelTraceIdSchema = text({ error: issue('HOTEL_TRACE_REQUIRED') })
  .trim()
  .min(1, { error: issue('HOTEL_TRACE_REQUIRED'), abort: true })
  .max(100, issue('HOTEL_TRACE_REQUIRED'));

const nationalitySchema = z
  .literal(HOTEL_NATIONALITY, { error: issue('HOTEL_NATIONALITY') })
  .optional()
  .default(HOTEL_NATIONALITY);

/** The stay rule as a refinement of a request that carries checkIn and checkOut. */
function refineStay(value: { checkIn: string; checkOut: string }, ctx: z.RefinementCtx) {
  // A date that is not one has its own message already.
  if (!isRealDate(value.checkIn) || !isRealDate(value.checkOut)) return;
  const problem = hotelStayIssue(value.checkIn, value.checkOut);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.code });
}

// ---- GET hotel/locationSuggestion?searchString= -----------------------------------------------

export const locationSuggestionQuerySchema = z.object({
  searchString: text({ error: issue('HOTEL_DESTINATION_SHORT') })
    .trim()
    .min(HOTEL_SUGGEST_MIN_CHARS, issue('HOTEL_DESTINATION_SHORT'))
    .max(HOTEL_SUGGEST_MAX_CHARS, issue('HOTEL_DESTINATION_LONG')),
});
export type LocationSuggestionQuery = z.input<typeof locationSuggestionQuerySchema>;

export const locationSuggestionSchema = z.object({
  fullName: z.string(),
  type: z.enum(HOTEL_SUGGESTION_TYPES),
  /** The hotel's id for a hotel (the spec's spelling); null for a place. */
  refrenceId: z.string().nullable(),
  /** The location id to search: the place itself, or a hotel's city. */
  id: z.string(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;

export const locationSuggestionResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(locationSuggestionSchema),
});
export type LocationSuggestionResponse = z.infer<typeof locationSuggestionResponseSchema>;

// ---- POST hotel/searchHotel --------------------------------------------------------------------

const flag = z.boolean({ error: issue('HOTEL_FILTER_INVALID') }).nullish();
const filterTexts = (max: number) =>
  z
    .array(text().trim().max(80, issue('HOTEL_FILTER_INVALID')), {
      error: issue('HOTEL_FILTER_INVALID'),
    })
    .max(max, issue('HOTEL_FILTER_INVALID'))
    .nullish();

/**
 * The spec's filterBy (its client sends every field off or empty), plus Kosh's `hotelName`: the
 * name filter runs on the server like the others, so paging stays right.
 */
export const hotelFilterBySchema = z.object(
  {
    /** Breakfast Available. */
    freeBreakfast: flag,
    /** Free Cancellation. */
    isRefundable: flag,
    subLocationIds: filterTexts(50),
    /** Hotel stars. */
    ratings: z
      .array(
        z
          .number({ error: issue('HOTEL_FILTER_INVALID') })
          .int()
          .min(1)
          .max(5),
        {
          error: issue('HOTEL_FILTER_INVALID'),
        },
      )
      .max(5, issue('HOTEL_FILTER_INVALID'))
      .nullish(),
    /** Facility codes every result must have, e.g. 'wifi'. */
    facilities: filterTexts(30),
    /** Property types ('Hotel', 'Resort', …); '' or [] means any. */
    type: z
      .union([text().trim().max(40), z.array(text().trim().max(40)).max(10)], {
        error: issue('HOTEL_FILTER_INVALID'),
      })
      .nullish(),
    /** 'choice' = Choice hotels. */
    tags: filterTexts(10),
    /** Customer Ratings: guest rating at least this (the highest one set applies). */
    reviewRatings: z
      .array(z.union([z.literal(4.5), z.literal(4), z.literal(3.5)]), {
        error: issue('HOTEL_FILTER_INVALID'),
      })
      .max(3, issue('HOTEL_FILTER_INVALID'))
      .nullish(),
    /** Kosh: the hotel's name contains this, any case. */
    hotelName: text().trim().max(100, issue('HOTEL_FILTER_INVALID')).nullish(),
  },
  { error: issue('HOTEL_FILTER_INVALID') },
);
export type HotelFilterBy = z.input<typeof hotelFilterBySchema>;

/** Price is `{finalRate: 'asc'}`, Rating `{rating: 'desc'}`; none (or `{}`) is Featured. */
export const hotelSortBySchema = z
  .strictObject(
    {
      finalRate: z.literal('asc', { error: issue('HOTEL_SORT_INVALID') }).optional(),
      rating: z.literal('desc', { error: issue('HOTEL_SORT_INVALID') }).optional(),
    },
    { error: issue('HOTEL_SORT_INVALID') },
  )
  .refine((s) => !(s.finalRate && s.rating), issue('HOTEL_SORT_INVALID'))
  .nullish();
export type HotelSortBy = z.input<typeof hotelSortBySchema>;

export const searchHotelRequestSchema = z
  .object({
    checkIn: hotelDateSchema('HOTEL_CHECKIN_REQUIRED'),
    checkOut: hotelDateSchema('HOTEL_CHECKOUT_REQUIRED'),
    occupancies: hotelOccupanciesSchema,
    locationId: hotelLocationIdSchema,
    /** A hotel picked from the suggestions: search just it ('' or null: the whole place). */
    hotelId: z
      .union([z.literal(''), hotelIdSchema], { error: issue('HOTEL_ID_INVALID') })
      .nullish()
      .transform((v) => v || null),
    filterBy: hotelFilterBySchema.nullish(),
    sortBy: hotelSortBySchema,
    page: wholeNumber('PAGE_INVALID', HOTEL_FIRST_PAGE, 1000).optional().default(HOTEL_FIRST_PAGE),
    /** Kosh: continue this search session (its stored results) instead of searching again. */
    traceId: z
      .union([z.literal(''), hotelTraceIdSchema], { error: issue('HOTEL_TRACE_REQUIRED') })
      .nullish()
      .transform((v) => v || null),
    nationality: nationalitySchema,
  })
  .superRefine(refineStay);
export type SearchHotelRequest = z.input<typeof searchHotelRequestSchema>;
export type SearchHotelParams = z.output<typeof searchHotelRequestSchema>;

export const hotelFacilitySchema = z.object({ name: z.string(), group: z.string() });
export type HotelFacility = z.infer<typeof hotelFacilitySchema>;

/** 'N/A' when the hotel has no guest rating yet (docs/product-2.md §3). */
export const hotelRatingSchema = z.union([z.number(), z.literal('N/A')]);

export const hotelResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The small WebP picture, 4:3. */
  imageUrl: z.string(),
  stars: z.number().int(),
  address: z.string(),
  city: z.string(),
  /** The area of the city it is in. */
  area: z.string(),
  rating: hotelRatingSchema,
  /** The spec reads the count from the first entry. */
  reviews: z.array(z.object({ count: z.number().int() })),
  facilityWithGroups: z.array(hotelFacilitySchema),
  /** The cheapest stay for the rooms asked, taxes included, in rupees. */
  finalRate: z.number(),
  currency: z.literal('INR'),
  tripTalesChoice: z.boolean(),
  freeCancellation: z.boolean(),
  breakfastIncluded: z.boolean(),
  wifiAvailable: z.boolean(),
  propertyType: z.string(),
});
export type HotelResult = z.infer<typeof hotelResultSchema>;

/** How many of the session's hotels (before any filter) each filter would keep. */
export const hotelFilterCountsSchema = z.object({
  choice: z.number().int(),
  freeCancellation: z.number().int(),
  breakfast: z.number().int(),
  wifi: z.number().int(),
  rating45: z.number().int(),
  rating4: z.number().int(),
  rating35: z.number().int(),
});
export type HotelFilterCounts = z.infer<typeof hotelFilterCountsSchema>;

export const searchHotelResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(hotelResultSchema),
  traceId: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Results after the filters, over all pages. */
  totalCount: z.number().int(),
  hasMore: z.boolean(),
  location: z.object({ id: z.string(), fullName: z.string() }),
  filterCounts: hotelFilterCountsSchema,
  /** When the session stops answering (ISO 8601). */
  expiresAt: z.string(),
});
export type SearchHotelResponse = z.infer<typeof searchHotelResponseSchema>;

// ---- POST hotel/createItineraryV2 --------------------------------------------------------------

export const createItineraryRequestSchema = z
  .object({
    traceId: hotelTraceIdSchema,
    hotelId: hotelIdSchema,
    checkIn: hotelDateSchema('HOTEL_CHECKIN_REQUIRED'),
    checkOut: hotelDateSchema('HOTEL_CHECKOUT_REQUIRED'),
    occupancies: hotelOccupanciesSchema,
    nationality: nationalitySchema,
  })
  .superRefine(refineStay);
export type CreateItineraryRequest = z.input<typeof createItineraryRequestSchema>;
export type CreateItineraryParams = z.output<typeof createItineraryRequestSchema>;

export const hotelImageSchema = z.object({
  bigImage: z.string(),
  bigImageWebp: z.string(),
  smallImage: z.string(),
  smallImageWebp: z.string(),
  captionLabel: z.string(),
  /** The big WebP picture. */
  url: z.string(),
});
export type HotelImage = z.infer<typeof hotelImageSchema>;

export const hotelRoomSchema = z.object({
  roomId: z.string(),
  /** 'Unknown Type' when the supplier names none (docs/product-2.md §3). */
  roomType: z.string(),
  roomName: z.string(),
  roomDescription: z.string(),
  bedType: z.string(),
  facilities: z.array(z.string()),
  images: z.array(
    z.object({
      links: z.array(z.object({ url: z.string(), size: z.enum(['small', 'big']) })),
    }),
  ),
  area: z.object({ squareFeet: z.number().int().nullable() }),
  view: z.string(),
});
export type HotelRoom = z.infer<typeof hotelRoomSchema>;

export const hotelCancellationRuleSchema = z.object({
  /** ISO 8601 instants: the rule applies from start to end. */
  start: z.string(),
  end: z.string(),
  /** What cancelling in this window costs, in rupees (0: free). */
  estimatedValue: z.number(),
});

export const hotelRateSchema = z.object({
  rateId: z.string(),
  /** The whole stay for every room, taxes included, in rupees. */
  finalRate: z.number(),
  /** One night for every room, before taxes. */
  baseRate: z.number(),
  /** Taxes and fees of one night for every room. */
  taxAmount: z.number(),
  /** Paid now, from the Kosh wallet, at booking. */
  payNow: z.number(),
  currency: z.literal('INR'),
  refundable: z.boolean(),
  mealPlan: z.enum(HOTEL_MEAL_PLANS),
  breakfastIncluded: z.boolean(),
  /** One entry per room asked, in the order of the search's occupancies. */
  rooms: z.array(hotelRoomSchema),
  cancellationPolicies: z.array(z.object({ rules: z.array(hotelCancellationRuleSchema) })),
  policies: z.array(z.object({ type: z.string(), text: z.string() })),
  IsPANMandatory: z.boolean(),
  IsPassportMandatory: z.boolean(),
});
export type HotelRate = z.infer<typeof hotelRateSchema>;

export const hotelRecommendationSchema = z.object({
  recommendationId: z.string(),
  rates: z.array(hotelRateSchema),
});
export type HotelRecommendation = z.infer<typeof hotelRecommendationSchema>;

export const hotelAttractionSchema = z.object({
  name: z.string(),
  type: z.enum(HOTEL_ATTRACTION_KINDS),
  category: z.string(),
  /** From the hotel, in kilometres. */
  distance: z.number(),
  latitude: z.number(),
  longitude: z.number(),
});
export type HotelAttraction = z.infer<typeof hotelAttractionSchema>;

export const hotelItinerarySchema = z.object({
  hotelId: z.string(),
  name: z.string(),
  stars: z.number().int(),
  address: z.string(),
  city: z.string(),
  description: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  occupancies: z.array(z.object({ numOfAdults: z.number(), childAges: z.array(z.number()) })),
  /** The hotel's times, "14:00". */
  checkInTime: z.string(),
  checkOutTime: z.string(),
  images: z.array(hotelImageSchema),
  recommendations: z.array(hotelRecommendationSchema),
  amenitiesInfo: z.array(z.object({ category: z.string(), items: z.array(z.string()) })),
  locationInfo: z.object({
    hotelName: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    phones: z.array(z.string()),
    address: z.string(),
  }),
  nearByAttractions: z.array(hotelAttractionSchema),
  rating: hotelRatingSchema,
  totalReviews: z.number().int(),
  facilities: z.array(hotelFacilitySchema),
  itinerary: z.object({ code: z.string() }),
  items: z.array(z.object({ code: z.string(), type: z.literal('HOTEL') })),
  traceId: z.string(),
  /** When the itinerary stops answering (ISO 8601). */
  expiresAt: z.string(),
});
export type HotelItinerary = z.infer<typeof hotelItinerarySchema>;

export const createItineraryResponseSchema = successEnvelope(['result', 'success'], {
  data: hotelItinerarySchema,
});
export type CreateItineraryResponse = z.infer<typeof createItineraryResponseSchema>;

// ---- GET /api/v1/hotels/map --------------------------------------------------------------------

export const hotelMapConfigSchema = z.object({
  /** A Leaflet tile URL template: `https://…/{z}/{x}/{y}.png`. */
  tileUrl: z.string(),
  attribution: z.string(),
  maxZoom: z.number().int(),
});
export type HotelMapConfig = z.infer<typeof hotelMapConfigSchema>;

export const hotelMapConfigResponseSchema = successEnvelope(['result', 'success'], {
  data: hotelMapConfigSchema,
});
export type HotelMapConfigResponse = z.infer<typeof hotelMapConfigResponseSchema>;
