import { paiseToRupees } from '@kosh/contract/common/money';
import type { HotelItinerary, HotelRate } from '@kosh/contract/hotels';

/*
 * What the hotel tables keep in their jsonb columns. Amounts are integer paise held as JSON
 * numbers: a stay costs far below 2^53 paise (the contract's MAX_PAISE is 10^10), so a number is
 * exact, and the lists sort without parsing strings.
 */

/** A room's guests as the search asked them. */
export interface StoredOccupancy {
  numOfAdults: number;
  childAges: number[];
}

/** The place a search was for. */
export interface StoredLocation {
  id: string;
  fullName: string;
}

/** One hotel of a search session: what a result card shows and what the filters read. */
export interface StoredHotel {
  id: string;
  name: string;
  imageUrl: string;
  stars: number;
  address: string;
  city: string;
  areaId: string;
  area: string;
  propertyType: string;
  /** The guest rating, or null when the hotel has none ('N/A'). */
  rating: number | null;
  reviewCount: number;
  /** Facility codes, in the supplier's display order (their words: StoredFacilities). */
  facilities: string[];
  /** The cheapest stay for every room asked, taxes included. */
  finalRatePaise: number;
  choice: boolean;
  freeCancellation: boolean;
  breakfast: boolean;
  wifi: boolean;
}

/**
 * The facilities a session's hotels name, by code, once per session: a New Delhi list names 26
 * facilities 7,000 times, half its size when each hotel carried the words.
 */
export type StoredFacilities = Record<string, { name: string; group: string }>;

/** A rate as the itinerary keeps it: the wire's rate with its amounts in paise. */
export interface StoredRate extends Omit<
  HotelRate,
  'finalRate' | 'baseRate' | 'taxAmount' | 'payNow' | 'cancellationPolicies'
> {
  /** The supplier's room type the rate books (each of `rooms` is one of it). */
  roomId: string;
  finalRatePaise: number;
  baseRatePaise: number;
  taxAmountPaise: number;
  cancellationPolicies: { rules: { start: string; end: string; penaltyPaise: number }[] }[];
}

/** What createItineraryV2 answered, its rates' amounts in paise. */
export interface StoredItinerary extends Omit<HotelItinerary, 'recommendations'> {
  recommendations: { recommendationId: string; rates: StoredRate[] }[];
}

/** Stored paise as the wire's rupee number (two decimals at most: 4599.5). */
export const toRupees = (paise: number): number => Number(paiseToRupees(BigInt(paise)));
