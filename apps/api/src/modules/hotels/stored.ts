import { MoneyFormatError, paiseToRupees, rupeesToPaise } from '@kosh/contract/common/money';
import type { HotelGuest } from '@kosh/contract/hotel-booking';
import type { HotelItinerary, HotelRate, HotelRoom } from '@kosh/contract/hotels';

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

/** The guests a stay is for: adults and children of every room. */
export const guestsOf = (occupancies: readonly StoredOccupancy[]): number =>
  occupancies.reduce((sum, o) => sum + o.numOfAdults + o.childAges.length, 0);

/** The photo a hotel is shown by (its first, large). */
export const heroImageOf = (content: Pick<StoredItinerary, 'images'>): string =>
  content.images[0]?.bigImageWebp ?? '';

/** The supplier's cancellation rules (its windows and penalties) as a stored rate keeps them. */
export const storedCancellation = (
  rules: readonly { from: string; to: string; penaltyPaise: bigint }[],
): StoredRate['cancellationPolicies'] => [
  {
    rules: rules.map((c) => ({ start: c.from, end: c.to, penaltyPaise: Number(c.penaltyPaise) })),
  },
];

/** A booking's lead guest (the first, when none is marked): the name it is booked under. */
export function leadGuestOf(row: {
  id: string;
  snapshot: Pick<StoredBookingSnapshot, 'guests'>;
}): StoredGuest {
  const { guests } = row.snapshot;
  const lead = guests.find((g) => g.isLeadGuest) ?? guests[0];
  if (!lead) throw new Error(`hotel booking ${row.id} has no lead guest`);
  return lead;
}

/** A guest's phone number with its country code, as the supplier and the gateway take it. */
export const phoneOf = (guest: Pick<StoredGuest, 'isdCode' | 'contactNumber'>): string =>
  `+${guest.isdCode}${guest.contactNumber}`;

/** An amount the customer was shown (the wire's rupees) in paise; null when it is no amount. */
export function shownPaise(rupees: number): bigint | null {
  try {
    return rupeesToPaise(rupees);
  } catch (error) {
    if (error instanceof MoneyFormatError) return null;
    throw error;
  }
}

/** The room and rate a customer chose on the hotel page (selectRoomRates). */
export interface StoredSelection {
  recommendationId: string;
  rateId: string;
  roomId: string;
  selectedAt: string;
}

/** A traveller as allocateRooms keeps it (documents the rate does not ask for are null). */
export type StoredGuest = HotelGuest;

/**
 * What a booking bought, fixed when it was made: the voucher, My Bookings and the cancellation
 * rules read this, never the itinerary (purged after 7 days) or the supplier's current offer.
 */
export interface StoredBookingSnapshot {
  hotel: {
    hotelId: string;
    name: string;
    address: string;
    city: string;
    stars: number;
    heroImage: string;
    phones: string[];
    checkInTime: string;
    checkOutTime: string;
  };
  occupancies: StoredOccupancy[];
  rate: StoredRate;
  room: HotelRoom;
  guests: StoredGuest[];
  specialRequests: string | null;
  nights: number;
}
