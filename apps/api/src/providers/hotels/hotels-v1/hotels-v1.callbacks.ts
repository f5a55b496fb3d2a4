import {
  CallbackRejectedError,
  hmacHeaderSignature,
  readSignedObject,
} from '../../provider-callbacks';
import type { BookingEvent, HotelSupplier } from '../hotels.port';
import { bookingCallbackBody, HOTELS_SIGNATURE_HEADER } from './hotels-v1.booking-wire';

/** Events that report a booking's new state; any other is only recorded. */
const SETTLING_EVENTS = new Set(['booking.confirmed', 'booking.updated']);

/**
 * The supplier's booking callbacks: `{event_id, event, booking}`, signed with an HMAC of the raw
 * body (X-Hotels-Signature) — `booking.confirmed` for a booking it had answered PENDING.
 */
export function hotelsV1Callbacks(
  callbackSecret: string,
): Pick<HotelSupplier, 'bookingCallbackSignature' | 'parseBookingCallback'> {
  const bookingCallbackSignature = hmacHeaderSignature(
    HOTELS_SIGNATURE_HEADER,
    callbackSecret,
    'Hotel supplier callbacks (X-Hotels-Signature over the raw body; deduplicated by event_id)',
  );
  return {
    bookingCallbackSignature,
    parseBookingCallback(header, rawBody): BookingEvent {
      const body = readSignedObject(bookingCallbackSignature, header, rawBody);
      const parsed = bookingCallbackBody.safeParse(body);
      if (!parsed.success) throw new CallbackRejectedError('incomplete', parsed.error.message);
      const { event_id: eventId, event, booking } = parsed.data;
      return { eventId, name: event, settles: SETTLING_EVENTS.has(event), booking, payload: body };
    },
  };
}
