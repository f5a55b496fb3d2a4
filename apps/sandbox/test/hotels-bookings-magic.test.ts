import { describe, expect, it } from 'vitest';
import { loadSandboxConfig } from '../src/app';
import { caller, hotelsSandbox, type Json } from './hotels-helpers';
import {
  adult,
  book,
  bookingBody,
  byReference,
  call,
  CALLBACK_SECRET,
  callbacksOf,
  GUESTS,
  HANG_MS,
  hmac,
  led,
  PENDING_MS,
  plain,
  ratesOf,
  receiver,
  refundable,
  sleep,
  STAY,
  useBookingsSandbox,
  waitFor,
} from './hotels-bookings-helpers';

// The magic values (Fail, Pending, Timeout), the callbacks and the test controls.

useBookingsSandbox();

// --- Magic values --------------------------------------------------------------------------------

describe('magic values (the lead guest’s first name)', () => {
  it('Fail: the booking is made REFUSED with the reason, no confirmation, and cannot be cancelled', async () => {
    for (const name of ['Fail', 'FAIL', 'fail']) {
      const { res, booking } = await book(plain.id, refundable, { guests: led(name) });
      expect(res.status).toBe(201);
      expect(booking).toMatchObject({
        status: 'REFUSED',
        refusal_reason: 'The hotel has no room left at this rate',
        confirmation_number: null,
        confirmed_at: null,
      });
      const cancel = await call('POST', `/hotels/v1/bookings/${booking.id}/cancel`, {});
      expect(cancel.status).toBe(409);
      expect(cancel.json.error.code).toBe('NOT_CANCELLABLE');
    }
  });

  it('only the lead guest’s name counts', async () => {
    const guests = [...GUESTS.slice(0, 2), adult('Fail', 'Iyer'), GUESTS[3]];
    const { res, booking } = await book(plain.id, refundable, { guests });
    expect(res.status).toBe(201);
    expect(booking.status).toBe('CONFIRMED');
  });

  it('Pending: PENDING at once, CONFIRMED after the pending time with one signed callback', async () => {
    const { res, booking } = await book(plain.id, refundable, { guests: led('pending') });
    expect(res.status).toBe(201);
    expect(booking).toMatchObject({
      status: 'PENDING',
      confirmation_number: null,
      confirmed_at: null,
    });
    expect(callbacksOf(booking.id)).toHaveLength(0);

    const callback = await waitFor(() => callbacksOf(booking.id)[0], 'the callback');
    const now = (await call('GET', `/hotels/v1/bookings/${booking.id}`)).json.booking;
    expect(now).toMatchObject({
      status: 'CONFIRMED',
      confirmation_number: expect.stringMatching(/^KSB-/),
      confirmed_at: '2026-06-01T10:00:00+05:30',
    });
    expect(callback.headers['content-type']).toBe('application/json');
    expect(callback.headers['x-hotels-signature']).toBe(hmac(CALLBACK_SECRET, callback.raw));
    expect(callback.headers['x-hotels-signature']).not.toBe(hmac('another', callback.raw));
    expect(callback.body).toEqual({
      event_id: expect.stringMatching(/^EVT[A-Z0-9]{14}$/),
      event: 'booking.confirmed',
      booking: now,
    });
    expect(callback.headers['x-hotels-event-id']).toBe(callback.body.event_id);
    await sleep(PENDING_MS);
    expect(callbacksOf(booking.id)).toHaveLength(1);
  });

  it('Timeout: the booking is made, but its answer is held and the connection dropped', async () => {
    const rate = (await ratesOf(plain.id)).find(refundable);
    const body = bookingBody(plain.id, rate, { guests: led('Timeout') });
    const started = Date.now();
    const held = call('POST', '/hotels/v1/bookings', body).then(
      () => 'answered',
      () => 'dropped',
    );
    await sleep(100);
    // Meanwhile the buyer finds it by its reference: made and confirmed.
    const meanwhile = await byReference(body.client_reference);
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.json.booking).toMatchObject({
      status: 'CONFIRMED',
      confirmation_number: expect.stringMatching(/^KSB-/),
    });
    expect(await held).toBe('dropped');
    expect(Date.now() - started).toBeGreaterThanOrEqual(HANG_MS - 50);
    // A retry of the same body answers it at once.
    expect(await call('POST', '/hotels/v1/bookings', body)).toEqual({
      status: 200,
      json: meanwhile.json,
    });
  });
});

// --- Test controls -------------------------------------------------------------------------------

describe('test controls (no key)', () => {
  it('settles a PENDING booking now, with its callback; 409 when not pending, 404 when unknown', async () => {
    const { booking } = await book(plain.id, refundable, { guests: led('Pending') });
    const settled = await call('POST', `/hotels/v1/test/bookings/${booking.id}/settle`, {}, null);
    expect(settled.status).toBe(200);
    expect(settled.json).toEqual({
      booking: expect.objectContaining({ id: booking.id, status: 'CONFIRMED' }),
      event_id: expect.stringMatching(/^EVT/),
    });
    const callback = await waitFor(() => callbacksOf(booking.id)[0], 'the callback');
    expect(callback.body).toEqual({
      event_id: settled.json.event_id,
      event: 'booking.confirmed',
      booking: settled.json.booking,
    });
    const again = await call('POST', `/hotels/v1/test/bookings/${booking.id}/settle`, {}, null);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('NOT_PENDING');
    // Settled by hand, the timer is gone: no second callback.
    await sleep(PENDING_MS + 100);
    expect(callbacksOf(booking.id)).toHaveLength(1);

    const unknown = await call('POST', '/hotels/v1/test/bookings/HB000000000000/settle', {}, null);
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('BOOKING_NOT_FOUND');
    const route = await call('GET', '/hotels/v1/test/nothing', undefined, null);
    expect(route.status).toBe(404);
    expect(route.json.error.code).toBe('NOT_FOUND');
  });

  it('retries a callback the buyer refused, logs every try, and redelivers the same bytes', async () => {
    receiver.failures = 1;
    const { booking } = await book(plain.id, refundable, { guests: led('Pending') });
    await call('POST', `/hotels/v1/test/bookings/${booking.id}/settle`, {}, null);
    await waitFor(() => (callbacksOf(booking.id).length === 2 ? true : undefined), 'the retry');
    const [first, retry] = callbacksOf(booking.id);
    expect(retry!.raw).toBe(first!.raw);
    expect(retry!.headers['x-hotels-signature']).toBe(first!.headers['x-hotels-signature']);

    const log = await call(
      'GET',
      `/hotels/v1/test/callbacks?booking_id=${booking.id}`,
      undefined,
      null,
    );
    expect(log.json.callbacks).toHaveLength(1);
    const entry = log.json.callbacks[0];
    expect(entry).toMatchObject({
      event_id: first!.body.event_id,
      event: 'booking.confirmed',
      booking_id: booking.id,
      delivery: 'delivered',
      last_response_status: 200,
      body: first!.body,
    });
    expect(entry.attempts.map((a: Json) => a.response_status)).toEqual([500, 200]);

    const redelivered = await call(
      'POST',
      `/hotels/v1/test/callbacks/${entry.event_id}/redeliver`,
      {},
      null,
    );
    expect(redelivered.json.attempts).toHaveLength(3);
    expect(callbacksOf(booking.id).at(-1)!.raw).toBe(first!.raw);
    const none = await call('POST', '/hotels/v1/test/callbacks/EVT0/redeliver', {}, null);
    expect(none.status).toBe(404);
  });

  it('sends no callback when no callback URL is set', async () => {
    const quiet = await hotelsSandbox();
    try {
      const api = caller(quiet);
      const rate = (await api.post(`/hotels/v1/hotels/${plain.id}/rates`, STAY)).json.rates.find(
        refundable,
      );
      const made = await api.post(
        '/hotels/v1/bookings',
        bookingBody(plain.id, rate, { guests: led('Pending') }),
      );
      expect(made.status).toBe(201);
      const settled = await api.post(
        `/hotels/v1/test/bookings/${made.json.booking.id}/settle`,
        {},
        null,
      );
      expect(settled.json).toMatchObject({ booking: { status: 'CONFIRMED' }, event_id: null });
      expect((await api.get('/hotels/v1/test/callbacks', null)).json).toEqual({ callbacks: [] });
    } finally {
      await quiet.close();
    }
  });
});

describe('configuration', () => {
  it('reads the booking settings from the environment, with the documented defaults', () => {
    expect(loadSandboxConfig({})).toMatchObject({
      hotelsCallbackUrl: undefined,
      hotelsCallbackSecret: 'kosh_sandbox_hotels_callback_secret',
      hotelsPendingMs: 20_000,
      hotelsHangMs: 120_000,
    });
    expect(
      loadSandboxConfig({
        HOTELS_CALLBACK_URL: 'http://127.0.0.1:3000/api/v1/webhooks/hotels',
        HOTELS_CALLBACK_SECRET: 's2',
        HOTELS_PENDING_MS: '500',
        HOTELS_HANG_MS: '900',
      }),
    ).toMatchObject({
      hotelsCallbackUrl: 'http://127.0.0.1:3000/api/v1/webhooks/hotels',
      hotelsCallbackSecret: 's2',
      hotelsPendingMs: 500,
      hotelsHangMs: 900,
    });
    expect(() => loadSandboxConfig({ HOTELS_CALLBACK_URL: 'webhooks/hotels' })).toThrow(
      /HOTELS_CALLBACK_URL/,
    );
    expect(() => loadSandboxConfig({ HOTELS_PENDING_MS: '20s' })).toThrow(/HOTELS_PENDING_MS/);
  });
});
