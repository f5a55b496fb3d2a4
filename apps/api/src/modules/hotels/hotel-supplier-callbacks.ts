import { readProviderCallback } from '../../lib/signed-webhook';
import type { HeaderReader } from '../../providers/provider-callbacks';
import type { HotelBookingDeps } from './bookings/hotel-booking-deps';
import type { HotelBookingSettlement } from './bookings/hotel-booking-settlement';

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

  const read = (rawBody: Buffer, header: HeaderReader) =>
    readProviderCallback(
      () => supplier.parseBookingCallback(header, rawBody),
      (detail) => `hotel supplier callback not understood: ${detail}`,
    );

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
