import {
  HOTEL_FACILITY_WIFI,
  HOTEL_REVIEW_RATINGS,
  HOTEL_SORTS,
  HOTEL_TAG_CHOICE,
  effectiveReviewRating,
  hotelSortBy,
  type HotelFilterBy,
  type HotelReviewRating,
  type HotelSort,
} from '@kosh/contract/hotels';

/** The Popular filters (docs/product-2.md §2), in the order the panel lists them. */
export const POPULAR_FILTERS = ['choice', 'freeCancellation', 'breakfast', 'wifi'] as const;
export type PopularFilter = (typeof POPULAR_FILTERS)[number];

/** What the customer chose in the filter panel and the sort bar. */
export interface SearchFilters {
  hotelName: string;
  popular: readonly PopularFilter[];
  /** Customer Ratings: at most one applies (docs/product-2.md §5). */
  reviewRating: HotelReviewRating | null;
  sort: HotelSort;
}

export const NO_FILTERS: SearchFilters = {
  hotelName: '',
  popular: [],
  reviewRating: null,
  sort: 'featured',
};

/**
 * The wire's filterBy: every field of the spec's, off or empty unless chosen (as its client
 * sends them), and Kosh's hotelName when a name is typed.
 */
export function filterByOf(filters: SearchFilters): HotelFilterBy {
  const on = (filter: PopularFilter) => filters.popular.includes(filter);
  const name = filters.hotelName.trim();
  return {
    freeBreakfast: on('breakfast'),
    isRefundable: on('freeCancellation'),
    subLocationIds: [],
    ratings: [],
    facilities: on('wifi') ? [HOTEL_FACILITY_WIFI] : [],
    type: [],
    tags: on('choice') ? [HOTEL_TAG_CHOICE] : [],
    reviewRatings: filters.reviewRating === null ? [] : [filters.reviewRating],
    ...(name ? { hotelName: name } : {}),
  };
}

export const sortByOf = (filters: SearchFilters) => hotelSortBy(filters.sort);

/** How many filters narrow the list (the mobile Filters button shows it); the sort is not one. */
export const activeFilterCount = (filters: SearchFilters) =>
  filters.popular.length +
  (filters.reviewRating === null ? 0 : 1) +
  (filters.hotelName.trim() ? 1 : 0);

// ---- in the address bar: Back from a hotel finds the list as it was left -----------------------

const PARAM = { name: 'name', popular: 'popular', rating: 'rating', sort: 'sort' } as const;

/**
 * The filters an address names. Anything it does not know is dropped; several ratings (a link
 * made by hand) keep the one the spec's precedence picks: 4.5, then 4, then 3.5.
 */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const popular = (params.get(PARAM.popular) ?? '')
    .split(',')
    .filter((v): v is PopularFilter => (POPULAR_FILTERS as readonly string[]).includes(v));
  const ratings = (params.get(PARAM.rating) ?? '').split(',').map(Number);
  const sort = params.get(PARAM.sort);
  return {
    hotelName: (params.get(PARAM.name) ?? '').slice(0, 100),
    popular: POPULAR_FILTERS.filter((f) => popular.includes(f)),
    reviewRating: effectiveReviewRating(
      ratings.filter((r) => HOTEL_REVIEW_RATINGS.includes(r as HotelReviewRating)),
    ),
    sort: (HOTEL_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as HotelSort)
      : 'featured',
  };
}

/** The address's query for the filters: only what differs from none (a clean URL by default). */
export function paramsOfFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.hotelName.trim()) params.set(PARAM.name, filters.hotelName);
  if (filters.popular.length > 0) params.set(PARAM.popular, filters.popular.join(','));
  if (filters.reviewRating !== null) params.set(PARAM.rating, String(filters.reviewRating));
  if (filters.sort !== NO_FILTERS.sort) params.set(PARAM.sort, filters.sort);
  return params;
}
