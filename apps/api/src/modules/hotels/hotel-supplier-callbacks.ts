import { AppError } from '../../lib/app-error';
import { CallbackRejectedError, type HeaderReader } from '../../providers/provider-callbacks';
import type { HotelBookingDeps } from './bookings/hotel-booking-deps';
import type { HotelBookingSettlement } from './bookings/hotel-booking-settlement';

/** What each refusal of the supplier's adapter answers (the route checked the first three). */
const REJECTED = {
  unsigned: ['SIGNATURE_INVALID', 'SIGNATURE_INVALID'],
  not_json: ['VALIDATION_FAILED', 'WEBHOOK_NOT_JSON'],
  not_object: ['VALIDATION_FAILED', 'WEBHOOK_NOT_OBJECT'],
  incomplete: ['VALIDATION_FAILED', 'CALLBACK_INCOMPLETE'],
} as const;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The supplier's signed callbacks (POST /api/v1/webhooks/hotels; the route checks the signature),
 * read by its adapter into BookingEvents: `booking.confirmed` for a booking it had answered
 * PENDING. Deduplicated by event id; the booking is found by its client reference (Kosh's booking
 * id) or the supplier's id.
 */
export function createHotelSupplierCallbacks(
  deps: HotelBookingDeps,
  settlement: Pick<HotelBookingSettlement, 'apply'>,
) {
  const { db, bookings, supplier, faults, log } = deps;

  function read(rawBody: Buffer, header: HeaderReader) {
    try {
      return supplier.parseBookingCallback(header, rawBody);
    } catch (error) {
      if (!(error instanceof CallbackRejectedError)) throw error;
      const [kind, code] = REJECTED[error.reason];
      throw new AppError(kind, code, {
        ...(error.reason === 'incomplete'
          ? { internal: `hotel supplier callback not understood: ${error.detail}` }
          : { params: { what: 'callback' } }),
      });
    }
  }

  return {
    async callback(
      rawBody: Buffer,
      header: HeaderReader,
    ): Promise<{ status: 'processed' | 'duplicate' | 'ignored' }> {
      const { eventId, name, settles, booking, payload } = read(rawBody, header);
      if (await bookings.hasEvent(db, eventId)) return { status: 'duplicate' };
      const row =
        (UUID_PATTERN.test(booking.clientReference)
          ? await bookings.findAnyForSystem(db, booking.clientReference)
          : null) ?? (await bookings.findBySupplierIdForSystem(db, booking.id));
      let outcome: 'processed' | 'ignored' = 'ignored';
      if (!row) {
        log.warn({ eventId, supplierBookingId: booking.id }, 'hotel callback for no known booking');
      } else if (settles) {
        await settlement.apply(row.id, booking, 'callback');
        outcome = 'processed';
      }
      await faults('event-applied', { orderId: row?.id });
      // Applied first, recorded after: applying twice is a no-op, while recording first would
      // leave an event that a crash kept from applying marked seen for ever. Of two copies racing,
      // the one whose record lands first says processed.
      const first = await bookings.recordEvent(db, eventId, name, payload);
      return { status: first ? outcome : 'duplicate' };
    },
  };
}
