import type { CallbackSignature, HeaderReader } from '../provider-callbacks';

/**
 * What Kosh needs from a hotel supplier (docs/architecture.md §5, docs/hotels.md §1): places to suggest, the
 * hotels of a place with their cheapest price for a stay, and one hotel's content, rooms and rates;
 * bookings; and, coming back, its signed booking callbacks, read by the vendor's adapter
 * (`providers/hotels/<vendor>/`) into a BookingEvent.
 * Amounts are integer paise here: the adapter converts the supplier's decimal rupee strings at the
 * boundary, so nothing past it sees a rupee.
 */

export const SUPPLIER_LOCATION_TYPES = ['city', 'area', 'landmark', 'hotel'] as const;
export type SupplierLocationType = (typeof SUPPLIER_LOCATION_TYPES)[number];

export const SUPPLIER_MEAL_PLANS = ['ROOM_ONLY', 'BREAKFAST', 'HALF_BOARD', 'FULL_BOARD'] as const;
export type SupplierMealPlan = (typeof SUPPLIER_MEAL_PLANS)[number];

export interface SupplierOccupancy {
  adults: number;
  childAges: number[];
}

/** The stay a price is for: dates (yyyy-MM-dd) and one occupancy per room. */
export interface SupplierStay {
  checkIn: string;
  checkOut: string;
  occupancies: SupplierOccupancy[];
}

export interface SupplierLocation {
  id: string;
  type: SupplierLocationType;
  name: string;
  fullName: string;
  cityId: string;
  /** The hotel's id when the suggestion is a hotel (its `id` is then its city's location). */
  hotelId: string | null;
}

export interface SupplierFacility {
  code: string;
  name: string;
  group: string;
}

export interface SupplierHotelFlags {
  choice: boolean;
  freeCancellation: boolean;
  breakfast: boolean;
  wifi: boolean;
}

/** The cheapest rate of the stay for all the rooms asked. */
export interface SupplierMinRate {
  basePerNightPaise: bigint;
  taxPerNightPaise: bigint;
  totalPaise: bigint;
  refundable: boolean;
  mealPlan: SupplierMealPlan;
}

/** What a hotel looks like in a list. */
export interface SupplierHotelBase {
  id: string;
  name: string;
  stars: number;
  /** 2.5–4.9, or null when the hotel has no reviews to rate it by. */
  guestRating: number | null;
  reviewCount: number;
  address: string;
  city: string;
  areaId: string;
  areaName: string;
  propertyType: string;
  latitude: number | null;
  longitude: number | null;
  image: { small: string; big: string };
  facilities: SupplierFacility[];
  flags: SupplierHotelFlags;
}

export interface SupplierHotelSummary extends SupplierHotelBase {
  minRate: SupplierMinRate;
}

export interface SupplierHotelImage {
  caption: string;
  smallJpg: string;
  smallWebp: string;
  bigJpg: string;
  bigWebp: string;
}

export interface SupplierAttraction {
  name: string;
  kind: string;
  category: string;
  latitude: number;
  longitude: number;
  distanceKm: number;
}

/** A hotel's page: the list's fields and everything the details page shows. */
export interface SupplierHotelContent extends SupplierHotelBase {
  description: string;
  phones: string[];
  checkInTime: string;
  checkOutTime: string;
  minAge: number;
  images: SupplierHotelImage[];
  amenities: { category: string; items: string[] }[];
  attractions: SupplierAttraction[];
}

export interface SupplierRoom {
  id: string;
  type: string;
  name: string;
  description: string;
  areaSqft: number | null;
  view: string | null;
  bedType: string | null;
  facilities: string[];
  images: { small: string; big: string }[];
}

/** One way to book a room type for the whole stay, for all the rooms asked. */
export interface SupplierRate {
  id: string;
  roomId: string;
  mealPlan: SupplierMealPlan;
  refundable: boolean;
  basePerNightPaise: bigint;
  taxPerNightPaise: bigint;
  /** (base + tax) × nights. */
  totalPaise: bigint;
  cancellation: { from: string; to: string; penaltyPaise: bigint }[];
  policies: { type: string; text: string }[];
  panRequired: boolean;
  passportRequired: boolean;
}

export type SupplierAvailability =
  | {
      status: 'found';
      location: { id: string; fullName: string };
      /** In the supplier's recommended order (Kosh's "Featured"). */
      hotels: SupplierHotelSummary[];
    }
  | { status: 'location_not_found' }
  | { status: 'hotel_not_found' };

export type SupplierHotelRates =
  | { status: 'found'; hotel: SupplierHotelContent; rooms: SupplierRoom[]; rates: SupplierRate[] }
  | { status: 'hotel_not_found' };

export const SUPPLIER_BOOKING_STATUSES = ['CONFIRMED', 'PENDING', 'REFUSED', 'CANCELLED'] as const;
export type SupplierBookingStatus = (typeof SUPPLIER_BOOKING_STATUSES)[number];

/** A guest as the supplier books them; Kosh sends the lead guest only (the supplier needs no more). */
export interface SupplierGuest {
  title: 'Mr' | 'Mrs' | 'Ms';
  firstName: string;
  lastName: string;
  lead: boolean;
  pan: string | null;
  passportNumber: string | null;
  passportExpiry: string | null;
}

/**
 * A booking request. `clientReference` is Kosh's booking id: the supplier makes one booking per
 * reference, so a retry, a second caller or the reconcile job sending it again meet the same one.
 * `expectedTotalPaise` is the rate's total as the supplier priced it (before Kosh's promotion).
 */
export interface SupplierBookingRequest {
  clientReference: string;
  hotelId: string;
  rateId: string;
  stay: SupplierStay;
  guests: SupplierGuest[];
  contact: { email: string; phone: string };
  expectedTotalPaise: bigint;
  specialRequests: string | null;
}

/** A booking as the supplier holds it. Instants are the supplier's ISO 8601 (IST offset). */
export interface SupplierBooking {
  id: string;
  clientReference: string;
  status: SupplierBookingStatus;
  /** The hotel's own number, once it has confirmed. */
  confirmationNumber: string | null;
  refusalReason: string | null;
  hotelId: string;
  rateId: string;
  totalPaise: bigint;
  /** The rate's cancellation rules, fixed at booking. */
  cancellation: { from: string; to: string; penaltyPaise: bigint }[];
  createdAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  /** What cancelling cost and gave back (the supplier's figures are authoritative), once cancelled. */
  cancellationResult: { penaltyPaise: bigint; refundPaise: bigint } | null;
}

/**
 * What asking for a booking came to. Only `booked` means the supplier has a booking; `refused`
 * and `price_changed` mean it has none (nothing is held there); `no_answer` means nobody knows —
 * the booking may exist (a timeout after the supplier made it), so the caller must ask again by
 * client reference before it gives the money back.
 */
export type SupplierBookingOutcome =
  | { status: 'booked'; booking: SupplierBooking }
  | { status: 'price_changed'; currentTotalPaise: bigint | null }
  | { status: 'refused'; code: string; field: string | null; description: string }
  | { status: 'no_answer'; reason: string };

export type SupplierCancelOutcome =
  | { status: 'cancelled'; booking: SupplierBooking }
  | { status: 'not_cancellable'; description: string }
  | { status: 'not_found' };

/** A booking callback, read: the supplier telling Kosh that a booking changed on its side. */
export interface BookingEvent {
  /** The same on every redelivery of one event: what deduplicates it. */
  eventId: string;
  /** The supplier's own name for the event, kept with its record. */
  name: string;
  /** Whether the event reports the booking's new state, which Kosh settles by; others are noted. */
  settles: boolean;
  /** The booking as the supplier holds it now. */
  booking: SupplierBooking;
  /** The body as the supplier sent it, kept with the event's record. */
  payload: unknown;
}

export interface HotelSupplier {
  /** Places and hotels whose names start with the words of `query`, best first. */
  locations(query: string, limit: number): Promise<SupplierLocation[]>;
  /** The hotels of a place (or the one hotel named) with their cheapest price for the stay. */
  availability(
    input: SupplierStay & { locationId: string; hotelId: string | null },
  ): Promise<SupplierAvailability>;
  /** One hotel's content, room types and every rate of the stay. */
  rates(hotelId: string, stay: SupplierStay): Promise<SupplierHotelRates>;
  /** Books a rate (or answers the booking this client reference already made). Never throws. */
  createBooking(request: SupplierBookingRequest): Promise<SupplierBookingOutcome>;
  /** A booking by the supplier's id, or null when it has none; unavailable throws. */
  getBooking(bookingId: string): Promise<SupplierBooking | null>;
  /** The booking a client reference made, or null when none was made; unavailable throws. */
  findBookingByReference(clientReference: string): Promise<SupplierBooking | null>;
  /** Cancels by the rules fixed at booking (cancelling again answers the same); unavailable throws. */
  cancelBooking(bookingId: string): Promise<SupplierCancelOutcome>;

  /** How its booking callbacks prove they are the supplier's (checked before anything reads them). */
  readonly bookingCallbackSignature: CallbackSignature;
  /** A signed booking callback as Kosh's BookingEvent; throws CallbackRejectedError otherwise. */
  parseBookingCallback(header: HeaderReader, rawBody: Buffer): BookingEvent;
}

/**
 * The supplier said, in its own error format, that it could not do it (its `SUPPLIER_ERROR`, a
 * request it refused): an answer, not an outage — Kosh answers 502.
 */
export class HotelSupplierError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HotelSupplierError';
  }
}

/** No answer in time, unreachable, a refused key, an answer that makes no sense: Kosh answers 503. */
export class HotelSupplierUnavailableError extends Error {
  constructor(message = 'the hotel supplier is unavailable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'HotelSupplierUnavailableError';
  }
}
