import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hotelSupplierEvents } from '../../src/db/schema';
import type { FaultInjector } from '../../src/lib/faults';
import { createTestContext, type TestContext } from '../helpers/app';
import { outbox, signUp, waitForOutbox, type SignedUp } from '../helpers/accounts';
import {
  book,
  booked,
  bookingRow,
  bookingsOf,
  bookingTransfers,
  movableClock,
  readyItinerary,
  settleAtSupplier,
  supplierBooking,
  supplierCallbacks,
} from '../helpers/hotel-bookings';
import { stay as stayDates, SUPPLIER, supplierAvailability } from '../helpers/hotels';
import { checkLedgerAndClose } from '../helpers/ledger';
import { eventually, fund } from '../helpers/recharges';
import { balancePaise } from '../helpers/wallet';

const paise = (rupees: number) => BigInt(Math.round(rupees * 100));
const SECRET = 'kosh_sandbox_hotels_callback_secret';

describe('hotel bookings the supplier settles later: its callbacks and the reconcile job', () => {
  let ctx: TestContext;
  const clock = movableClock();
  /** Requests made under this Idempotency-Key stop for good once the money is held (a crash). */
  let crashKey: string | null = null;
  const faults: FaultInjector = (phase, context) =>
    phase === 'held' && context.key !== undefined && context.key === crashKey
      ? new Promise<void>(() => undefined)
      : undefined;

  beforeAll(async () => {
    ctx = await createTestContext({
      listen: true,
      clock: clock.now,
      hotelsNow: clock.now,
      faults,
      // A Pending booking waits for the test to settle it; a Timeout one is held past the API's
      // patience (HOTELS_TIMEOUT_MS).
      hotelsPendingMs: 600_000,
      hotelsHangMs: 5000,
      env: { HOTELS_TIMEOUT_MS: '2500' },
    });
    // The supplier draws its inventory at its first call: not within the short timeout above.
    const warm = stayDates();
    await supplierAvailability(ctx, {
      location_id: SUPPLIER.delhi,
      check_in: warm.checkIn,
      check_out: warm.checkOut,
      occupancies: [{ adults: 2, child_ages: [] }],
    });
  });
  beforeEach(() => {
    clock.reset();
    ctx.hotelCallbacksToApi();
  });
  afterAll(() => checkLedgerAndClose(ctx));

  async function customerWith(rupees: number): Promise<SignedUp> {
    const customer = await signUp(ctx);
    await fund(ctx, customer.UId, paise(rupees));
    return customer;
  }

  const reconcile = () => ctx.services.hotels.reconcileBookings();

  it('Pending: the money stays held, then the callback confirms it once; a redelivery changes nothing', async () => {
    const customer = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token, { firstName: 'Pending' });
    const res = await book(ctx, customer.token, ready);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'The hotel has not confirmed yet. We will text you as soon as it does.',
    );
    const booking = res.json().data.booking;
    expect(booking).toMatchObject({
      status: 'pending',
      supplierBookingId: expect.stringMatching(/^HB/),
      confirmationNumber: null,
      cancellable: true,
      voucherUrl: null,
    });
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100_000) - paise(ready.fare.total));
    expect(await bookingTransfers(ctx, booking.bookingId)).toEqual([
      { kind: 'pending', code: 'HOTEL_BOOKING', amountPaise: paise(ready.fare.total) },
    ]);

    const { event_id: eventId } = await settleAtSupplier(ctx, booking.supplierBookingId);
    expect(eventId).toMatch(/^EVT/);
    const row = await eventually(
      async () => {
        const r = await bookingRow(ctx, booking.bookingId);
        return r.status === 'confirmed' ? r : undefined;
      },
      8000,
      'the callback to confirm the booking',
    );
    expect(row.confirmationNumber).toMatch(/^KSB-/);
    // The sandbox marks the delivery once Kosh's answer reaches it, which may be just after the
    // row changed: wait for the log, not a moment.
    const delivery = await eventually(
      async () => {
        const [d] = await supplierCallbacks(ctx, booking.supplierBookingId);
        return d?.delivery === 'delivered' ? d : undefined;
      },
      8000,
      'the sandbox to log the delivery',
    );
    expect(delivery).toMatchObject({ event_id: eventId, delivery: 'delivered' });
    const texts = await waitForOutbox(ctx, customer.mobile, 2);
    expect(texts[0]?.text).toContain('is confirmed');

    // The same event again: recognised, nothing moves twice.
    const redelivered = await fetch(
      `${ctx.sandboxUrl}/hotels/v1/test/callbacks/${eventId}/redeliver`,
      { method: 'POST' },
    );
    expect(redelivered.ok).toBe(true);
    expect(await bookingTransfers(ctx, booking.bookingId)).toEqual([
      { kind: 'pending', code: 'HOTEL_BOOKING', amountPaise: paise(ready.fare.total) },
      { kind: 'post', code: 'HOTEL_BOOKING', amountPaise: paise(ready.fare.total) },
    ]);
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100_000) - paise(ready.fare.total));
    expect(await outbox(ctx, customer.mobile)).toHaveLength(2);
  });

  it('Pending confirmed by the callback and the reconcile job at once: posted once, texted once', async () => {
    const customer = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token, { firstName: 'Pending', skip: 1 });
    const booking = await booked(ctx, customer.token, ready);
    expect(booking.status).toBe('pending');
    await Promise.all([
      settleAtSupplier(ctx, booking.supplierBookingId as string),
      reconcile(),
      reconcile(),
    ]);
    await eventually(
      async () =>
        (await supplierCallbacks(ctx, booking.supplierBookingId as string))[0]?.delivery ===
        'delivered',
      8000,
      'the callback to be delivered',
    );
    const row = await bookingRow(ctx, booking.bookingId);
    expect(row.status).toBe('confirmed');
    expect(await bookingTransfers(ctx, booking.bookingId)).toEqual([
      { kind: 'pending', code: 'HOTEL_BOOKING', amountPaise: paise(ready.fare.total) },
      { kind: 'post', code: 'HOTEL_BOOKING', amountPaise: paise(ready.fare.total) },
    ]);
    const texts = await waitForOutbox(ctx, customer.mobile, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(texts.filter((t) => t.text.includes('is confirmed'))).toHaveLength(1);
    expect(await outbox(ctx, customer.mobile)).toHaveLength(2);
  });

  it('Pending with the callback lost: the reconcile job asks and confirms it', async () => {
    ctx.hotelCallbacksNowhere();
    const customer = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token, { firstName: 'Pending', skip: 2 });
    const booking = await booked(ctx, customer.token, ready);
    await settleAtSupplier(ctx, booking.supplierBookingId as string);
    expect((await bookingRow(ctx, booking.bookingId)).status).toBe('pending');
    const run = await reconcile();
    expect(run).toMatchObject({ settled: 1 });
    expect(await bookingRow(ctx, booking.bookingId)).toMatchObject({
      status: 'confirmed',
      confirmationNumber: expect.stringMatching(/^KSB-/),
    });
  });

  it('Timeout: no answer leaves the booking processing; a minute later the job finds it by reference', async () => {
    const customer = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token, { firstName: 'Timeout', skip: 3 });
    const res = await book(ctx, customer.token, ready);
    expect(res.statusCode).toBe(200);
    const booking = res.json().data.booking;
    expect(booking).toMatchObject({ status: 'processing', supplierBookingId: null });
    expect(res.json().message).toBe(
      'The hotel has not confirmed yet. We will text you as soon as it does.',
    );
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100_000) - paise(ready.fare.total));
    // Too early: its caller may still be talking to the supplier.
    await reconcile();
    expect((await bookingRow(ctx, booking.bookingId)).status).toBe('processing');
    clock.offsetMs = 61_000;
    await reconcile();
    const row = await bookingRow(ctx, booking.bookingId);
    expect(row).toMatchObject({
      status: 'confirmed',
      supplierBookingId: expect.stringMatching(/^HB/),
    });
    expect((await supplierBooking(ctx, booking.bookingId))?.id).toBe(row.supplierBookingId);
    expect(await bookingTransfers(ctx, booking.bookingId)).toHaveLength(2);
  });

  it('a crash after the hold: the job sends the booking while it is young, and gives the money back once it is not', async () => {
    const young = await customerWith(100_000);
    const youngReady = await readyItinerary(ctx, young.token, { skip: 4 });
    crashKey = randomUUID();
    void book(ctx, young.token, youngReady, { key: crashKey });
    const youngRow = await eventually(
      async () => (await bookingsOf(ctx, young.UId))[0],
      8000,
      'the held booking',
    );
    expect(youngRow.status).toBe('processing');
    expect(await supplierBooking(ctx, youngRow.id)).toBeNull();
    clock.offsetMs = 61_000;
    await reconcile();
    expect((await bookingRow(ctx, youngRow.id)).status).toBe('confirmed');

    const old = await customerWith(100_000);
    clock.reset();
    const oldReady = await readyItinerary(ctx, old.token, { skip: 5 });
    crashKey = randomUUID();
    void book(ctx, old.token, oldReady, { key: crashKey });
    const oldRow = await eventually(
      async () => (await bookingsOf(ctx, old.UId))[0],
      8000,
      'the held booking',
    );
    expect(await balancePaise(ctx, old.token)).toBe(paise(100_000) - paise(oldReady.fare.total));
    clock.offsetMs = 3 * 60_000;
    await reconcile();
    expect(await bookingRow(ctx, oldRow.id)).toMatchObject({
      status: 'failed',
      failureReason: 'The hotel did not receive this booking in time.',
      refundStatus: 'refunded',
    });
    expect(await supplierBooking(ctx, oldRow.id)).toBeNull();
    expect(await balancePaise(ctx, old.token)).toBe(paise(100_000));
    crashKey = null;
  });

  it('refuses an unsigned or forged callback (401) and ignores one for no booking of Kosh’s', async () => {
    const body = JSON.stringify({
      event_id: `EVT${randomUUID().slice(0, 8).toUpperCase()}`,
      event: 'booking.confirmed',
      booking: {
        id: 'HBUNKNOWN00001',
        client_reference: randomUUID(),
        status: 'CONFIRMED',
        confirmation_number: 'KSB-ABCDEFGH',
        refusal_reason: null,
        hotel_id: '100001',
        rate_id: '100001-1-ROOM_ONLY-R',
        total: '4599.00',
        currency: 'INR',
        cancellation: [],
        created_at: '2026-10-04T12:00:00+05:30',
        confirmed_at: '2026-10-04T12:00:00+05:30',
        cancelled_at: null,
        cancellation_result: null,
      },
    });
    const post = (signature?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/hotels',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-hotels-signature': signature } : {}),
        },
        payload: body,
      });
    const unsigned = await post();
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('SIGNATURE_INVALID');
    const forged = await post(createHmac('sha256', 'not-the-secret').update(body).digest('hex'));
    expect(forged.statusCode).toBe(401);
    const signed = await post(createHmac('sha256', SECRET).update(body).digest('hex'));
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ status: 'ignored' });
    const again = await post(createHmac('sha256', SECRET).update(body).digest('hex'));
    expect(again.json()).toEqual({ status: 'duplicate' });
    const events = await ctx.database.db.select().from(hotelSupplierEvents);
    expect(events.some((e) => body.includes(e.eventId))).toBe(true);
  });
});
