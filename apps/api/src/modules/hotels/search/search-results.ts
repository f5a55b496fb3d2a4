import {
  HOTEL_FACILITY_WIFI,
  HOTEL_PAGE_SIZE,
  HOTEL_TAG_CHOICE,
  effectiveReviewRating,
  hotelSortOf,
  type HotelFilterBy,
  type HotelFilterCounts,
  type HotelResult,
  type HotelSortBy,
} from '@kosh/contract/hotels';
import { toRupees, type StoredFacilities, type StoredHotel } from '../stored';

/*
 * Filters, sorts and pages of a search session's stored list (docs/hotels.md §2): pure functions,
 * so a further page or another filter costs no supplier call and no SQL beyond reading the list.
 */

type Filters = NonNullable<HotelFilterBy>;

const lower = (value: string) => value.toLocaleLowerCase('en-IN');

/** A hotel has a facility when the supplier lists it; Wi-Fi also by the hotel's own flag. */
function hasFacility(hotel: StoredHotel, code: string): boolean {
  const wanted = lower(code);
  if (wanted === HOTEL_FACILITY_WIFI && hotel.wifi) return true;
  return hotel.facilities.some((code) => lower(code) === wanted);
}

/** A predicate per filter that is set; an unset, false or empty filter keeps everything. */
function predicates(filters: Filters | null | undefined): ((hotel: StoredHotel) => boolean)[] {
  if (!filters) return [];
  const tests: ((hotel: StoredHotel) => boolean)[] = [];
  if (filters.freeBreakfast) tests.push((h) => h.breakfast);
  if (filters.isRefundable) tests.push((h) => h.freeCancellation);
  const areas = filters.subLocationIds?.filter(Boolean) ?? [];
  if (areas.length > 0) tests.push((h) => areas.includes(h.areaId));
  const stars = filters.ratings ?? [];
  if (stars.length > 0) tests.push((h) => stars.includes(h.stars));
  const facilities = filters.facilities?.filter(Boolean) ?? [];
  if (facilities.length > 0) tests.push((h) => facilities.every((code) => hasFacility(h, code)));
  const types = (typeof filters.type === 'string' ? [filters.type] : (filters.type ?? []))
    .filter(Boolean)
    .map(lower);
  if (types.length > 0) tests.push((h) => types.includes(lower(h.propertyType)));
  const tags = filters.tags?.filter(Boolean).map(lower) ?? [];
  if (tags.length > 0) {
    // A tag Kosh does not know matches no hotel, as a facility nobody has would.
    tests.push((h) => tags.every((tag) => tag === HOTEL_TAG_CHOICE && h.choice));
  }
  const minRating = effectiveReviewRating(filters.reviewRatings);
  if (minRating !== null) tests.push((h) => h.rating !== null && h.rating >= minRating);
  const name = filters.hotelName?.trim();
  if (name) {
    const part = lower(name);
    tests.push((h) => lower(h.name).includes(part));
  }
  return tests;
}

export function applyFilters(
  hotels: readonly StoredHotel[],
  filters: Filters | null | undefined,
): StoredHotel[] {
  const tests = predicates(filters);
  return tests.length === 0 ? [...hotels] : hotels.filter((h) => tests.every((t) => t(h)));
}

/**
 * Featured is the supplier's order (the list as stored); Rating is guest rating descending, 'N/A'
 * last, ties by more reviews; Price is the stay total ascending. Array.prototype.sort is stable,
 * so every other tie keeps the featured order.
 */
export function applySort(hotels: StoredHotel[], sortBy: HotelSortBy | undefined): StoredHotel[] {
  const sort = hotelSortOf(sortBy ?? undefined);
  if (sort === 'price') return hotels.sort((a, b) => a.finalRatePaise - b.finalRatePaise);
  if (sort === 'rating') {
    return hotels.sort(
      (a, b) => (b.rating ?? -1) - (a.rating ?? -1) || b.reviewCount - a.reviewCount,
    );
  }
  return hotels;
}

/** How many of the session's hotels, before any filter, each Popular and rating filter keeps. */
export function filterCounts(hotels: readonly StoredHotel[]): HotelFilterCounts {
  const counts: HotelFilterCounts = {
    choice: 0,
    freeCancellation: 0,
    breakfast: 0,
    wifi: 0,
    rating45: 0,
    rating4: 0,
    rating35: 0,
  };
  for (const h of hotels) {
    if (h.choice) counts.choice += 1;
    if (h.freeCancellation) counts.freeCancellation += 1;
    if (h.breakfast) counts.breakfast += 1;
    if (hasFacility(h, HOTEL_FACILITY_WIFI)) counts.wifi += 1;
    if (h.rating !== null && h.rating >= 4.5) counts.rating45 += 1;
    if (h.rating !== null && h.rating >= 4) counts.rating4 += 1;
    if (h.rating !== null && h.rating >= 3.5) counts.rating35 += 1;
  }
  return counts;
}

/** A stored hotel as the spec's result card reads it (rupees, 'N/A', the reviews list). */
export function toHotelResult(hotel: StoredHotel, facilities: StoredFacilities): HotelResult {
  return {
    id: hotel.id,
    name: hotel.name,
    imageUrl: hotel.imageUrl,
    stars: hotel.stars,
    address: hotel.address,
    city: hotel.city,
    area: hotel.area,
    rating: hotel.rating ?? 'N/A',
    reviews: [{ count: hotel.reviewCount }],
    facilityWithGroups: hotel.facilities.flatMap((code) => {
      const facility = facilities[code];
      return facility ? [{ name: facility.name, group: facility.group }] : [];
    }),
    finalRate: toRupees(hotel.finalRatePaise),
    currency: 'INR',
    tripTalesChoice: hotel.choice,
    freeCancellation: hotel.freeCancellation,
    breakfastIncluded: hotel.breakfast,
    wifiAvailable: hotel.wifi,
    propertyType: hotel.propertyType,
  };
}

/** One page (from 1) of a filtered and sorted list, and whether another follows. */
export function pageOf(hotels: readonly StoredHotel[], facilities: StoredFacilities, page: number) {
  const start = (page - 1) * HOTEL_PAGE_SIZE;
  return {
    data: hotels.slice(start, start + HOTEL_PAGE_SIZE).map((h) => toHotelResult(h, facilities)),
    page,
    pageSize: HOTEL_PAGE_SIZE,
    totalCount: hotels.length,
    hasMore: start + HOTEL_PAGE_SIZE < hotels.length,
  };
}
