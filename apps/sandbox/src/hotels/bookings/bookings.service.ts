import { istDate } from '@kosh/contract/common/ist-day';
import { rupeesToPaise } from '@kosh/contract/common/money';
import type { ImageUrls } from '../hotel-summary';
import { hotelsError, invalidRequest, type HotelsError } from '../hotels.errors';
import { failsRates } from '../hotels.magic';
import { inventory } from '../inventory/inventory';
import type { PriceRises } from '../price-rises';
import { nightsBetween } from '../pricing';
import { stayOffer } from '../stay-offer';
import type { BookingCallbacks } from './bookings.callbacks';
import { cancellationOutcome, checkInDayBegun } from './bookings.cancellation';
import { bookingBehaviour, REFUSAL_REASON } from './bookings.magic';
import {
  bookingJson,
  BookingStore,
  confirmationNumber,
  type BookedRate,
  type Booking,
} from './bookings.store';
import { parseBooking, type BookingRequest } from './bookings.validation';
import { checkLeadDocuments } from './guests.validation';

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; error: HotelsError };
const refuse = (status: number, error: HotelsError) => ({ ok: false, status, error }) as const;

export interface HotelBookingsOptions {
  images: ImageUrls;
  /** The supplier's clock: today, the cancellation windows and the booking's instants. */
  now: () => Date;
  /** Which stays' prices have risen (the price-change magic): a booking pays the price now. */
  priceRises: PriceRises;
  /** How long a Pending booking stays PENDING before the hotel confirms it. */
  pendingMs: number;
  /** Null when no callback URL is set: the buyer asks for its bookings instead. */
  callbacks: BookingCallbacks | null;
}

const notFound = () =>
  refuse(404, hotelsError('BOOKING_NOT_FOUND', 'No booking has this id or client_reference.'));

/**
 * The supplier's bookings: made against the rate /rates offers at that moment, once per
 * client_reference, confirmed at once or later (a magic value), cancelled by the rate's rules.
 */
export class HotelBookings {
  private readonly store = new BookingStore();
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly options: HotelBookingsOptions) {}

  find(id: string): Outcome<Booking> {
    const booking = this.store.get(id);
    return booking ? { ok: true, value: booking } : notFound();
  }

  findByReference(reference: string): Outcome<Booking> {
    const booking = this.store.byClientReference(reference);
    return booking ? { ok: true, value: booking } : notFound();
  }

  /**
   * Books, or answers the booking this client_reference already made. Nothing here waits, so two
   * identical calls arriving together cannot both get past the lookup: one booking.
   */
  book(body: unknown): Outcome<{ booking: Booking; created: boolean }> {
    const input = parseBooking(body);
    if (!input.ok) return refuse(400, input.error);
    const request = input.value;
    const fingerprint = JSON.stringify(request);
    const existing = this.store.byClientReference(request.clientReference);
    if (existing) {
      if (existing.fingerprint === fingerprint) {
        return { ok: true, value: { booking: existing, created: false } };
      }
      return refuse(
        409,
        hotelsError(
          'DUPLICATE_REFERENCE',
          'This client_reference was used for another booking request.',
          'client_reference',
        ),
      );
    }
    const clock = this.options.now();
    const rate = this.rateOf(request, clock);
    if (!rate.ok) return rate;
    const behaviour = bookingBehaviour(request.guests.find((g) => g.lead)!.firstName);
    const status =
      behaviour === 'refuse' ? 'REFUSED' : behaviour === 'pending' ? 'PENDING' : 'CONFIRMED';
    const booking = this.store.add({
      ...rate.value,
      status,
      confirmationNumber: status === 'CONFIRMED' ? confirmationNumber() : null,
      refusalReason: status === 'REFUSED' ? REFUSAL_REASON : null,
      request,
      fingerprint,
      behaviour,
      createdAt: clock,
    });
    if (status === 'PENDING') {
      const timer = setTimeout(() => {
        this.timers.delete(booking.id);
        if (booking.status === 'PENDING') this.confirm(booking);
      }, this.options.pendingMs);
      this.timers.set(booking.id, timer);
    }
    return { ok: true, value: { booking, created: true } };
  }

  /** The rate asked for, as /rates offers it now, once the request meets what it asks. */
  private rateOf(request: BookingRequest, clock: Date): Outcome<BookedRate> {
    const today = istDate(clock);
    if (request.checkIn < today) {
      return refuse(400, invalidRequest('check_in must not be in the past.', 'check_in'));
    }
    const hotel = inventory().hotelsById.get(request.hotelId);
    if (!hotel) return refuse(400, invalidRequest('No hotel has this id.', 'hotel_id'));
    if (failsRates(hotel.id)) {
      return refuse(
        500,
        hotelsError('SUPPLIER_ERROR', 'The hotel’s rates could not be fetched. Try again later.'),
      );
    }
    const dearer = this.options.priceRises.isRisen(hotel.id, request);
    const offer = stayOffer(hotel, request, this.options.images, clock, dearer);
    const rate = offer.rates.find((r) => r.id === request.rateId);
    if (!rate) {
      return refuse(
        400,
        invalidRequest('This hotel offers no such rate for this stay and these rooms.', 'rate_id'),
      );
    }
    const documents = checkLeadDocuments(request.guests, rate, today);
    if (!documents.ok) return refuse(400, documents.error);
    const totalPaise = Number(rupeesToPaise(rate.total));
    if (totalPaise !== request.expectedTotalPaise) {
      const error = hotelsError(
        'PRICE_CHANGED',
        'The rate’s price is not the expected_total: ask /rates again.',
        'expected_total',
      );
      return refuse(409, { error: { ...error.error, current_total: rate.total } });
    }
    return {
      ok: true,
      value: {
        hotelName: hotel.name,
        roomName: offer.rooms.find((r) => r.id === rate.room_id)!.name,
        mealPlan: rate.meal_plan,
        refundable: rate.refundable,
        nights: nightsBetween(request.checkIn, request.checkOut),
        totalPaise,
        cancellation: rate.cancellation,
        policies: rate.policies,
      },
    };
  }

  /**
   * Cancels by the rules fixed at booking; cancelling again answers the same outcome. A refused
   * booking holds nothing to cancel; once check-in day has begun in India the stay is the hotel's.
   */
  cancel(id: string): Outcome<Booking> {
    const booking = this.store.get(id);
    if (!booking) return notFound();
    if (booking.status === 'CANCELLED') return { ok: true, value: booking };
    const clock = this.options.now();
    if (booking.status === 'REFUSED') {
      return refuse(409, hotelsError('NOT_CANCELLABLE', 'A refused booking cannot be cancelled.'));
    }
    if (checkInDayBegun(booking.request.checkIn, clock)) {
      return refuse(
        409,
        hotelsError('NOT_CANCELLABLE', 'Check-in day has begun: the booking cannot be cancelled.'),
      );
    }
    this.stopTimer(booking.id);
    booking.cancellationResult = cancellationOutcome(
      {
        totalPaise: booking.totalPaise,
        rules: booking.cancellation,
        confirmed: booking.status === 'CONFIRMED',
      },
      clock,
    );
    booking.status = 'CANCELLED';
    booking.cancelledAt = clock;
    return { ok: true, value: booking };
  }

  /** Confirms a PENDING booking now (a test control): its callback's event id, if one is sent. */
  settle(id: string): Outcome<{ booking: Booking; eventId: string | null }> {
    const booking = this.store.get(id);
    if (!booking) return notFound();
    if (booking.status !== 'PENDING') {
      return refuse(
        409,
        hotelsError('NOT_PENDING', `The booking is ${booking.status}, not PENDING.`),
      );
    }
    this.stopTimer(booking.id);
    return { ok: true, value: { booking, eventId: this.confirm(booking) } };
  }

  /** The callbacks sent, for the test controls; null when callbacks are off. */
  get callbacks() {
    return this.options.callbacks;
  }

  /** Stops the pending confirmations and the callbacks (the sandbox is closing). */
  close() {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.options.callbacks?.close();
  }

  private stopTimer(id: string) {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
  }

  private confirm(booking: Booking) {
    booking.status = 'CONFIRMED';
    booking.confirmationNumber = confirmationNumber();
    booking.confirmedAt = this.options.now();
    return this.options.callbacks?.confirmed(bookingJson(booking)).event_id ?? null;
  }
}
