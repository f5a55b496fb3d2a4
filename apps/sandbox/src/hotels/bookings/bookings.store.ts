import { istIsoString } from '@kosh/contract/common/ist-day';
import { randomText } from '../../common/random-ids';
import { rupees } from '../hotel-summary';
import type { CancellationRule } from './bookings.cancellation';
import type { BookingBehaviour } from './bookings.magic';
import type { BookingRequest } from './bookings.validation';

export type BookingStatus = 'CONFIRMED' | 'PENDING' | 'REFUSED' | 'CANCELLED';

/** What the booked rate was when it was booked: its name, terms and price, fixed from then on. */
export interface BookedRate {
  hotelName: string;
  roomName: string;
  mealPlan: string;
  refundable: boolean;
  nights: number;
  totalPaise: number;
  cancellation: CancellationRule[];
  policies: { type: string; text: string }[];
}

export interface Booking extends BookedRate {
  id: string;
  confirmationNumber: string | null;
  status: BookingStatus;
  refusalReason: string | null;
  request: BookingRequest;
  /** The request as compared on a retry with the same client_reference. */
  fingerprint: string;
  behaviour: BookingBehaviour;
  createdAt: Date;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  cancellationResult: { penaltyPaise: number; refundPaise: number } | null;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const bookingId = () => `HB${randomText(ALPHANUMERIC, 12)}`;
/** The hotel's own confirmation number, given only once the hotel has confirmed. */
export const confirmationNumber = () => `KSB-${randomText(ALPHANUMERIC, 8)}`;

const instant = (date: Date | null) => (date === null ? null : istIsoString(date));

/** A booking in the supplier's words (snake_case, decimal rupees, instants in IST). */
export function bookingJson(booking: Booking) {
  const { request } = booking;
  return {
    id: booking.id,
    confirmation_number: booking.confirmationNumber,
    status: booking.status,
    refusal_reason: booking.refusalReason,
    client_reference: request.clientReference,
    hotel_id: request.hotelId,
    hotel_name: booking.hotelName,
    rate_id: request.rateId,
    room_name: booking.roomName,
    meal_plan: booking.mealPlan,
    refundable: booking.refundable,
    check_in: request.checkIn,
    check_out: request.checkOut,
    nights: booking.nights,
    occupancies: request.occupancies.map((room) => ({
      adults: room.adults,
      child_ages: room.childAges,
    })),
    guests: request.guests.map((guest) => ({
      title: guest.title,
      first_name: guest.firstName,
      last_name: guest.lastName,
      type: guest.type,
      age: guest.age,
      lead: guest.lead,
      pan: guest.pan,
      passport_number: guest.passportNumber,
      passport_expiry: guest.passportExpiry,
    })),
    contact: request.contact,
    special_requests: request.specialRequests,
    total: rupees(booking.totalPaise),
    currency: 'INR' as const,
    cancellation: booking.cancellation,
    policies: booking.policies,
    created_at: instant(booking.createdAt),
    confirmed_at: instant(booking.confirmedAt),
    cancelled_at: instant(booking.cancelledAt),
    cancellation_result:
      booking.cancellationResult === null
        ? null
        : {
            penalty: rupees(booking.cancellationResult.penaltyPaise),
            refund: rupees(booking.cancellationResult.refundPaise),
          },
  };
}

export type BookingJson = ReturnType<typeof bookingJson>;

const STORE_LIMIT = 10_000;

/** Bookings by id and by the buyer's client_reference, in memory; empty at each start. */
export class BookingStore {
  private readonly byId = new Map<string, Booking>();
  private readonly byReference = new Map<string, Booking>();

  get(id: string) {
    return this.byId.get(id);
  }

  byClientReference(reference: string) {
    return this.byReference.get(reference);
  }

  add(fields: Omit<Booking, 'id' | 'confirmedAt' | 'cancelledAt' | 'cancellationResult'>): Booking {
    const booking: Booking = {
      ...fields,
      id: bookingId(),
      confirmedAt: fields.status === 'CONFIRMED' ? fields.createdAt : null,
      cancelledAt: null,
      cancellationResult: null,
    };
    this.byId.set(booking.id, booking);
    this.byReference.set(booking.request.clientReference, booking);
    if (this.byId.size > STORE_LIMIT) {
      const oldest = this.byId.values().next().value;
      if (oldest !== undefined) {
        this.byId.delete(oldest.id);
        this.byReference.delete(oldest.request.clientReference);
      }
    }
    return booking;
  }
}
