import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CallbackRejectedError } from '../../provider-callbacks';
import type { HotelSupplier } from '../hotels.port';
import { createHotelsV1Supplier } from './hotels-v1.supplier';

const CALLBACK_SECRET = 'hotels-callback-secret-for-tests';

const supplier: HotelSupplier = createHotelsV1Supplier({
  // Nothing here calls out: the incoming half needs no server.
  baseUrl: 'http://127.0.0.1:9',
  apiKey: 'unit-key',
  timeoutMs: 1000,
  callbackSecret: CALLBACK_SECRET,
});

const hmac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** A callback as the supplier sends it: the body and its signature in a header. */
function delivery(body: unknown, secret = CALLBACK_SECRET) {
  const raw = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const headers: Record<string, string> = { 'x-hotels-signature': hmac(secret, raw.toString()) };
  return { raw, header: (name: string) => headers[name] };
}

const parse = (d: ReturnType<typeof delivery>) => supplier.parseBookingCallback(d.header, d.raw);

function rejection(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof CallbackRejectedError) return error.reason;
    throw error;
  }
  throw new Error('not rejected');
}

const booking = {
  id: 'HB1',
  client_reference: '3f1c2a4e-0b7d-4c1e-9a55-2d7e8f901234',
  status: 'CONFIRMED',
  confirmation_number: 'KSB-1',
  refusal_reason: null,
  hotel_id: '100123',
  rate_id: 'R1',
  total: '4599.50',
  currency: 'INR',
  cancellation: [
    { from: '2026-12-01T00:00:00+05:30', to: '2026-12-18T12:00:00+05:30', penalty: '0.00' },
  ],
  created_at: '2026-11-29T10:00:00+05:30',
  confirmed_at: '2026-11-29T10:00:20+05:30',
  cancelled_at: null,
  cancellation_result: null,
};
const confirmed = { event_id: 'EVT1', event: 'booking.confirmed', booking };

describe('the hotels v1 adapter: booking callbacks', () => {
  it('accepts only the HMAC of the exact bytes with the callback secret', () => {
    const good = delivery(confirmed);
    expect(supplier.bookingCallbackSignature.isSigned(good.header, good.raw)).toBe(true);
    const other = delivery(confirmed, 'another-secret');
    expect(supplier.bookingCallbackSignature.isSigned(other.header, other.raw)).toBe(false);
    expect(supplier.bookingCallbackSignature.isSigned(() => undefined, good.raw)).toBe(false);
    expect(rejection(() => parse(other))).toBe('unsigned');
  });

  it('reads booking.confirmed into a settling event with the booking in the port’s shape', () => {
    expect(parse(delivery(confirmed))).toEqual({
      eventId: 'EVT1',
      name: 'booking.confirmed',
      settles: true,
      booking: {
        id: 'HB1',
        clientReference: booking.client_reference,
        status: 'CONFIRMED',
        confirmationNumber: 'KSB-1',
        refusalReason: null,
        hotelId: '100123',
        rateId: 'R1',
        totalPaise: 459950n,
        cancellation: [
          {
            from: booking.cancellation[0]!.from,
            to: booking.cancellation[0]!.to,
            penaltyPaise: 0n,
          },
        ],
        createdAt: booking.created_at,
        confirmedAt: booking.confirmed_at,
        cancelledAt: null,
        cancellationResult: null,
      },
      payload: confirmed,
    });
    expect(parse(delivery({ ...confirmed, event: 'booking.updated' })).settles).toBe(true);
  });

  it('notes an event it does not settle by', () => {
    const read = parse(delivery({ ...confirmed, event: 'booking.reminder' }));
    expect(read.settles).toBe(false);
    expect(read.name).toBe('booking.reminder');
  });

  it('refuses a body that is not a JSON object, or not a whole callback', () => {
    expect(rejection(() => parse(delivery('{not json')))).toBe('not_json');
    expect(rejection(() => parse(delivery([confirmed])))).toBe('not_object');
    expect(rejection(() => parse(delivery({ event: 'booking.confirmed', booking })))).toBe(
      'incomplete',
    );
    const unconfirmed = { ...booking, confirmation_number: null };
    expect(rejection(() => parse(delivery({ ...confirmed, booking: unconfirmed })))).toBe(
      'incomplete',
    );
  });
});
