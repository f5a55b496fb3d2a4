import { AppError } from '../../lib/app-error';
import { bookingCallbackBody } from '../../providers/hotels/supplier-answers';
import type { HotelBookingDeps } from './bookings/hotel-booking-deps';
import type { HotelBookingSettlement } from './bookings/hotel-booking-settlement';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The supplier's signed callbacks (POST /api/v1/webhooks/hotels; the route checks the signature):
 * `booking.confirmed` for a booking it had answered PENDING. Deduplicated by event id; the booking
 * is found by its client reference (Kosh's booking id) or the supplier's id.
 */
export function createHotelSupplierCallbacks(
  deps: HotelBookingDeps,
  settlement: Pick<HotelBookingSettlement, 'apply'>,
) {
  const { db, bookings, faults, log } = deps;

  return {
    async callback(rawBody: Buffer): Promise<{ status: 'processed' | 'duplicate' | 'ignored' }> {
      // The route has verified the signature and that the bytes are a JSON object.
      const body: unknown = JSON.parse(rawBody.toString('utf8'));
      const parsed = bookingCallbackBody.safeParse(body);
      if (!parsed.success) {
        throw new AppError('VALIDATION_FAILED', 'CALLBACK_INCOMPLETE', {
          internal: `hotel supplier callback not understood: ${parsed.error.message}`,
        });
      }
      const { event_id: eventId, event, booking } = parsed.data;
      if (await bookings.hasEvent(db, eventId)) return { status: 'duplicate' };
      const row =
        (UUID_PATTERN.test(booking.clientReference)
          ? await bookings.findAnyForSystem(db, booking.clientReference)
          : null) ?? (await bookings.findBySupplierIdForSystem(db, booking.id));
      let outcome: 'processed' | 'ignored' = 'ignored';
      if (!row) {
        log.warn({ eventId, supplierBookingId: booking.id }, 'hotel callback for no known booking');
      } else if (event === 'booking.confirmed' || event === 'booking.updated') {
        await settlement.apply(row.id, booking, 'callback');
        outcome = 'processed';
      }
      await faults('event-applied', { orderId: row?.id });
      // Applied first, recorded after: applying twice is a no-op, while recording first would
      // leave an event that a crash kept from applying marked seen for ever. Of two copies racing,
      // the one whose record lands first says processed.
      const first = await bookings.recordEvent(db, eventId, event, body);
      return { status: first ? outcome : 'duplicate' };
    },
  };
}
