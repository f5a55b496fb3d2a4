import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildSandbox } from '../src/app';
import { inventory } from '../src/hotels/inventory/inventory';
import type { Hotel } from '../src/hotels/inventory/types';
import { API_KEY, NOW, stay, type Json } from './hotels-helpers';
import type { BookingCallbackBody } from '../src/hotels/bookings/bookings.callbacks';
import { WebhookReceiver } from './webhook-receiver';

/**
 * What the booking tests share: a listening sandbox whose supplier clock a test can move, short
 * pending and hang times, a receiver for the callbacks, the hotels and the bodies.
 */

export const CALLBACK_SECRET = 'hotels_spec_callback_secret';
export const PENDING_MS = 300;
export const HANG_MS = 800;

/** The supplier's clock: NOW unless a test moves it (reset before each test). */
let clock = NOW;
export const setClock = (instant: Date) => {
  clock = instant;
};
/** India's wall clock: '2026-10-04T12:00' → that instant. */
export const ist = (local: string) => new Date(`${local}:00+05:30`);

/** Kosh's hotel webhook: records every callback; answers 500 as often as `failures` says. */
export const receiver = new WebhookReceiver<BookingCallbackBody>();
let sandbox: FastifyInstance;
let base: string;

/** The file's sandbox and receiver: started before its tests, closed after; the clock reset. */
export function useBookingsSandbox() {
  beforeAll(async () => {
    const receiverUrl = await receiver.start();
    sandbox = await buildSandbox({
      smsApiKey: 'sms-key',
      hotelsApiKey: API_KEY,
      publicUrl: 'http://sandbox.test:4999',
      hotelsNow: () => clock,
      hotelsCallbackUrl: `${receiverUrl}/api/v1/webhooks/hotels`,
      hotelsCallbackSecret: CALLBACK_SECRET,
      hotelsPendingMs: PENDING_MS,
      hotelsHangMs: HANG_MS,
      callbackRetryDelaysMs: [50, 100],
    });
    await sandbox.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await sandbox?.close();
    await receiver.close();
  });

  beforeEach(() => {
    clock = NOW;
    receiver.failures = 0;
  });
}

export async function call(
  method: string,
  path: string,
  body?: unknown,
  key: string | null = API_KEY,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(key === null ? {} : { 'x-api-key': key }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  return { status: response.status, json: (await response.json()) as Json };
}

export const hmac = (secret: string, raw: string) =>
  createHmac('sha256', secret).update(raw).digest('hex');

export async function waitFor<T>(
  find: () => T | undefined,
  what: string,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// --- Hotels, stays and bodies --------------------------------------------------------------------

/** No magic id: rates that fail (13), no coordinates (00), a price that rises (77). */
const plainId = (hotel: Hotel) => !/(13|00|77)$/.test(hotel.id);
/** A hotel asking for no documents that sells refundable and non-refundable rates. */
export const plain = inventory().hotels.find(
  (h) =>
    plainId(h) &&
    !h.panAlways &&
    !h.passportRequired &&
    h.rates.some((r) => r.refundable) &&
    h.rates.some((r) => !r.refundable),
)!;
export const panHotel = inventory().hotels.find(
  (h) => plainId(h) && h.panAlways && !h.passportRequired,
)!;
/** A hotel asking for a passport whose cheaper rates for STAY stay under the PAN threshold. */
export const passportHotel = inventory().hotels.find(
  (h) => plainId(h) && h.passportRequired && !h.panAlways && h.cheapest.tariff < 4000,
)!;
export const noPan = (rate: Json) => rate.pan_required === false;

/** Tuesday to Thursday, 6–8 October 2026: free cancellation until 4 October 12:00 IST. */
export const STAY = stay('2026-10-06', '2026-10-08', [
  { adults: 2, child_ages: [7] },
  { adults: 1 },
]);

export async function ratesOf(hotelId: string, body: object = STAY) {
  const res = await call('POST', `/hotels/v1/hotels/${hotelId}/rates`, body);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.rates as Json[];
}

let refs = 0;
export const newRef = () => `spec_${Date.now()}-${(refs += 1)}`;

export const adult = (first: string, last: string, lead = false) => ({
  title: 'Mr',
  first_name: first,
  last_name: last,
  type: 'adult',
  lead,
});
/** The three adults and the child of STAY, the first the lead. */
export const GUESTS = [
  adult('Asha', 'Rao', true),
  adult('Vikram', 'Rao'),
  adult('Meera', 'Iyer'),
  { title: 'Ms', first_name: 'Tara', last_name: 'Rao', type: 'child', age: 7, lead: false },
];

export function bookingBody(hotelId: string, rate: Json, overrides: Record<string, unknown> = {}) {
  return {
    client_reference: newRef(),
    hotel_id: hotelId,
    rate_id: rate.id,
    check_in: STAY.check_in,
    check_out: STAY.check_out,
    occupancies: STAY.occupancies,
    guests: GUESTS,
    contact: { email: 'asha.rao@example.in', phone: '+919876543210' },
    expected_total: rate.total,
    special_requests: 'A quiet room, please',
    ...overrides,
  };
}

/** A lead guest named `first` (a magic value or not), the rest as GUESTS. */
export const led = (first: string) => [{ ...GUESTS[0], first_name: first }, ...GUESTS.slice(1)];

export async function book(hotelId: string, pick: (rate: Json) => boolean, overrides = {}) {
  const rate = (await ratesOf(hotelId)).find(pick);
  const body = bookingBody(hotelId, rate, overrides);
  const res = await call('POST', '/hotels/v1/bookings', body);
  return { res, rate, body, booking: res.json.booking as Json };
}
export const refundable = (rate: Json) => rate.refundable === true;
export const nonRefundable = (rate: Json) => rate.refundable === false;

export const byReference = (reference: string) =>
  call('GET', `/hotels/v1/bookings?client_reference=${encodeURIComponent(reference)}`);
export const callbacksOf = (bookingId: string) =>
  receiver.received.filter((r) => r.body.booking.id === bookingId);
export const cancel = (id: string) => call('POST', `/hotels/v1/bookings/${id}/cancel`, {});
