import { z } from 'zod';
import { SUPPLIER_BOOKING_STATUSES, type SupplierBooking } from '../hotels.port';
import { id, inr, instant, longText, paise } from './hotels-v1.wire-fields';

/*
 * The supplier's v1 booking as it answers a book or status call and as its callback carries it,
 * handed back in the port's shape. A failed parse is not a booking to act on (see hotels-v1.wire.ts).
 */

const booking = z
  .object({
    id,
    client_reference: id,
    status: z.enum(SUPPLIER_BOOKING_STATUSES),
    confirmation_number: id.nullable(),
    refusal_reason: longText.nullable(),
    hotel_id: id,
    rate_id: id,
    total: paise,
    currency: inr,
    cancellation: z.array(z.object({ from: instant, to: instant, penalty: paise })),
    created_at: instant,
    confirmed_at: instant.nullable(),
    cancelled_at: instant.nullable(),
    cancellation_result: z.object({ penalty: paise, refund: paise }).nullable(),
  })
  .transform((b): SupplierBooking => ({
    id: b.id,
    clientReference: b.client_reference,
    status: b.status,
    confirmationNumber: b.confirmation_number,
    refusalReason: b.refusal_reason,
    hotelId: b.hotel_id,
    rateId: b.rate_id,
    totalPaise: b.total,
    cancellation: b.cancellation.map((c) => ({
      from: c.from,
      to: c.to,
      penaltyPaise: c.penalty,
    })),
    createdAt: b.created_at,
    confirmedAt: b.confirmed_at,
    cancelledAt: b.cancelled_at,
    cancellationResult: b.cancellation_result && {
      penaltyPaise: b.cancellation_result.penalty,
      refundPaise: b.cancellation_result.refund,
    },
  }))
  // A confirmed booking always has the hotel's number; a cancelled one, what cancelling came to.
  .refine((b) => b.status !== 'CONFIRMED' || b.confirmationNumber !== null, {
    message: 'a confirmed booking without a confirmation number',
  })
  .refine((b) => b.status !== 'CANCELLED' || b.cancellationResult !== null, {
    message: 'a cancelled booking without its cancellation result',
  });

export const bookingAnswer = z.object({ booking });

/** The header that carries the hex HMAC-SHA256 of a callback's raw body. */
export const HOTELS_SIGNATURE_HEADER = 'x-hotels-signature';

/** The supplier's callback: `booking.confirmed` with the booking as it is now. */
export const bookingCallbackBody = z.object({
  event_id: z.string().trim().min(1).max(80),
  event: z.string().trim().min(1).max(80),
  booking,
});
