import { randomText } from '../../common/random-ids';
import {
  SignedDeliveries,
  signedSender,
  type SignedDelivery,
  type SignedSenderOptions,
} from '../../common/signed-deliveries';
import { hmacSha256Hex } from '../../common/signing';
import type { BookingJson } from './bookings.store';

/** The callback's body, as the buyer receives it. */
export interface BookingCallbackBody {
  event_id: string;
  event: 'booking.confirmed';
  booking: BookingJson;
}

interface Logged {
  body: BookingCallbackBody;
  createdAt: string;
}

/** X-Hotels-Signature: hex HMAC-SHA256 of the raw callback body with the callback secret. */
export const hotelsCallbackSignature = (rawBody: string, secret: string) =>
  hmacSha256Hex(secret, rawBody);

function shown({ id, meta, ...d }: SignedDelivery<Logged>) {
  return {
    event_id: id,
    event: meta.body.event,
    booking_id: meta.body.booking.id,
    url: d.url,
    delivery: d.state,
    attempts: d.attempts.map((a) => ({
      at: a.at,
      response_status: a.responseStatus,
      error: a.error,
    })),
    last_response_status: d.lastResponseStatus,
    created_at: meta.createdAt,
    delivered_at: d.deliveredAt?.toISOString() ?? null,
    body: meta.body,
  };
}

/**
 * Tells the buyer that a booking it was answered PENDING is now confirmed, signed with
 * X-Hotels-Signature; a redelivery sends the very same bytes under the same event id.
 */
export class BookingCallbacks extends SignedDeliveries<Logged, ReturnType<typeof shown>> {
  constructor(options: SignedSenderOptions) {
    super(
      signedSender(
        options,
        {
          userAgent: 'Kosh-Sandbox-Hotels/1',
          signatureHeader: 'x-hotels-signature',
          eventIdHeader: 'x-hotels-event-id',
          sign: hotelsCallbackSignature,
        },
        shown,
      ),
    );
  }

  confirmed(booking: BookingJson) {
    const body: BookingCallbackBody = {
      event_id: `EVT${randomText('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 14)}`,
      event: 'booking.confirmed',
      booking,
    };
    return this.send(body.event_id, body, { body, createdAt: new Date().toISOString() });
  }

  /** The delivery log, newest first. */
  list(filter: { bookingId?: string }) {
    return this.entries(
      ({ body }) => filter.bookingId === undefined || body.booking.id === filter.bookingId,
    );
  }
}
