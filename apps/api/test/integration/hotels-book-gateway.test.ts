import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rupeesToPaise } from '@kosh/contract/common/money';
import { LATE_PAYMENT_REASON } from '../../src/modules/hotels/payment/hotel-gateway-capture';
import { hotelOrderReceipt } from '../../src/modules/hotels/payment/hotel-gateway-parts';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, outbox, signUp, type SignedUp } from '../helpers/accounts';
import { book, bookingRow, readyItinerary, supplierBooking } from '../helpers/hotel-bookings';
import {
  awaitingBooking,
  bookingMoves,
  bookingWhen,
  CAPTURE,
  GATEWAY_REFUND,
  verifyHotel,
} from '../helpers/hotel-gateway';
import { expireItinerary } from '../helpers/hotel-room';
import { startSupplierProxy, type SupplierProxy } from '../helpers/hotels';
import { checkLedgerAndClose } from '../helpers/ledger';
import {
  forge,
  gatewayGet,
  pay,
  postWebhook,
  redeliver,
  settledDeliveries,
  signedWebhook,
} from '../helpers/wallet';

/**
 * A hotel booking paid by UPI or card (docs/hotels.md §5, "Gateway methods"): the gateway order is
 * the server's fare, paid at the sandbox's checkout as top-ups are; the verify call, the gateway's
 * webhooks and the reconcile job may all report the payment, in any order and at once, and it is
 * captured once, booked once at the supplier, and moved once in the ledger.
 */
describe('hotel bookings paid through the gateway', () => {
  let ctx: TestContext;
  let proxy: SupplierProxy;
  let customer: SignedUp;

  beforeAll(async () => {
    proxy = await startSupplierProxy();
    ctx = await createTestContext({ listen: true, env: { HOTELS_BASE_URL: proxy.url } });
    proxy.to(ctx.sandboxUrl);
    customer = await signUp(ctx, { name: 'Gateway Guest' });
  });
  // Webhooks miss unless a test lets them through, so each test decides who captures first.
  beforeEach(() => {
    ctx.webhooksNowhere();
    proxy.mode('pass');
  });
  afterAll(async () => {
    await checkLedgerAndClose(ctx);
    await proxy.close();
  });

  const payments = () => ctx.services.hotelPayments;
  /** The texts telling the customer a booking could not be made and its money goes back. */
  async function refusalTexts(reference: string) {
    const texts = async () =>
      (await outbox(ctx, customer.mobile)).filter(
        (m) => m.text.includes(reference) && m.text.includes('could not be confirmed'),
      );
    // Sent after the fact: waited for, then a moment more for any second one.
    const deadline = Date.now() + 3000;
    while ((await texts()).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    return texts();
  }
  const supplierBookingCalls = () =>
    proxy.requests().filter((r) => r === 'POST /hotels/v1/bookings').length;

  /** A booking awaiting payment, paid at the sandbox, its webhooks missing the API. */
  async function paidBooking(user = customer, method = 'UPI') {
    const itinerary = await readyItinerary(ctx, user.token);
    const booking = await awaitingBooking(ctx, user.token, itinerary, method);
    // Earlier tests' paid checkouts are the job's to finish: done now, so they never count here.
    await payments().reconcile({ unpaidAfterMs: 0 });
    const paid = await pay(ctx, booking.checkout.orderId);
    await settledDeliveries(ctx, booking.checkout.orderId, 2);
    return { itinerary, booking, paid };
  }

  it('opens one gateway order for the server’s fare, the same checkout on every retry', async () => {
    const itinerary = await readyItinerary(ctx, customer.token);
    const first = await book(ctx, customer.token, itinerary, { method: 'UPI' });
    expect(first.statusCode, first.body).toBe(200);
    const { booking, checkout } = first.json().data;
    expect(booking.status).toBe('awaiting_payment');
    const amountPaise = rupeesToPaise(itinerary.fare.total);
    expect(checkout).toEqual({
      key: ctx.config.razorpay.keyId,
      scriptUrl: ctx.config.razorpay.checkoutUrl,
      orderId: expect.stringMatching(/^order_/),
      amount: Number(amountPaise),
      currency: 'INR',
      name: 'Kosh',
      description: expect.stringContaining(booking.reference),
      prefill: { name: 'Asha Rao', email: 'asha.rao@example.in', contact: '+919876543210' },
    });
    const order = await gatewayGet<{ amount: number; receipt: string; status: string }>(
      ctx,
      `/v1/orders/${checkout.orderId}`,
    );
    expect(order).toMatchObject({
      amount: Number(amountPaise),
      receipt: hotelOrderReceipt(booking.bookingId),
      status: 'created',
    });
    const row = await bookingRow(ctx, booking.bookingId);
    expect(row).toMatchObject({
      status: 'awaiting_payment',
      paymentMethod: 'UPI',
      amountPaise,
      gatewayOrderId: checkout.orderId,
      gatewayPaymentId: null,
      paidAt: null,
    });

    // A double click, a retry with another key: the same booking and the same order.
    const again = await book(ctx, customer.token, itinerary, { method: 'UPI' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.booking.bookingId).toBe(booking.bookingId);
    expect(again.json().data.checkout).toEqual(checkout);
    expect(await payments().openOrder(row)).toEqual(checkout);
    expect(await bookingMoves(ctx, booking.bookingId)).toEqual([]);
  });

  it('refuses a forged signature, another booking’s order and another customer: nothing moves', async () => {
    const calls = supplierBookingCalls();
    const { booking, paid } = await paidBooking();
    const forged = await verifyHotel(ctx, customer.token, booking.bookingId, {
      ...paid,
      razorpay_signature: forge(paid.razorpay_signature),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      code: 'PAYMENT_VERIFY_FAILED',
      errors: [{ field: 'razorpay_signature', code: 'PAYMENT_VERIFY_FAILED' }],
    });

    // Paid, but not reconciled (which would capture the first booking too).
    const otherBooking = await awaitingBooking(
      ctx,
      customer.token,
      await readyItinerary(ctx, customer.token),
    );
    const other = { paid: await pay(ctx, otherBooking.checkout.orderId) };
    const crossed = await verifyHotel(ctx, customer.token, booking.bookingId, other.paid);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().errors[0]).toMatchObject({ field: 'razorpay_order_id' });

    const stranger = await signUp(ctx);
    const notYours = await verifyHotel(ctx, stranger.token, booking.bookingId, paid);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().code).toBe('HOTEL_BOOKING_NOT_FOUND');
    // Exactly as a booking that does not exist answers (docs/architecture.md §4).
    const unknown = await verifyHotel(ctx, stranger.token, randomUUID(), paid);
    expect([unknown.statusCode, unknown.body]).toEqual([notYours.statusCode, notYours.body]);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/hotel/bookings/${booking.bookingId}/verifyPayment`,
      payload: paid,
    });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await verifyHotel(ctx, customer.token, booking.bookingId, {
      razorpay_order_id: paid.razorpay_order_id,
    });
    expect(malformed.statusCode).toBe(400);

    expect(await bookingRow(ctx, booking.bookingId)).toMatchObject({
      status: 'awaiting_payment',
      gatewayPaymentId: null,
      supplierBookingId: null,
    });
    expect(await bookingMoves(ctx, booking.bookingId)).toEqual([]);
    expect(await supplierBooking(ctx, booking.bookingId)).toBeNull();
    expect(supplierBookingCalls()).toBe(calls);
  });

  it('captures once, books once and moves the money once when verify, the webhooks and reconcile race', async () => {
    const { booking, paid } = await paidBooking();
    const orderId = booking.checkout.orderId;
    const logged = await settledDeliveries(ctx, orderId, 2);
    ctx.webhooksToApi();
    const captured = await signedWebhook(ctx, paid.razorpay_payment_id);
    const orderPaid = await signedWebhook(ctx, paid.razorpay_payment_id, { event: 'order.paid' });
    const calls = supplierBookingCalls();

    const [browser, hooks, redelivered, runs] = await Promise.all([
      Promise.all([
        verifyHotel(ctx, customer.token, booking.bookingId, paid),
        verifyHotel(ctx, customer.token, booking.bookingId, paid),
      ]),
      Promise.all([
        postWebhook(ctx, captured.body, captured.signature, `evt_HotelCap_${booking.reference}`),
        postWebhook(ctx, orderPaid.body, orderPaid.signature, `evt_HotelOrd_${booking.reference}`),
      ]),
      Promise.all(logged.map((d) => redeliver(ctx, d.event_id))),
      Promise.all([
        payments().reconcile({ unpaidAfterMs: 0 }),
        payments().reconcile({ unpaidAfterMs: 0 }),
      ]),
    ]);
    for (const res of browser) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.bookingId).toBe(booking.bookingId);
    }
    for (const res of hooks) expect(res.statusCode).toBe(200);
    for (const d of redelivered) expect(d.status).toBe('delivered');
    // (The runs may capture other tests' paid checkouts too: only this booking's moves count.)
    for (const run of runs) expect(run).toMatchObject({ captured: expect.any(Number) });

    const row = await bookingWhen(ctx, booking.bookingId, (r) => r.status === 'confirmed');
    expect(row).toMatchObject({
      gatewayOrderId: orderId,
      gatewayPaymentId: paid.razorpay_payment_id,
      refundStatus: 'none',
      gatewayRefundId: null,
    });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.supplierBookingId).toMatch(/^HB/);
    expect(supplierBookingCalls() - calls).toBe(1);
    expect(await supplierBooking(ctx, booking.bookingId)).toMatchObject({
      id: row.supplierBookingId,
      status: 'CONFIRMED',
    });
    expect(await bookingMoves(ctx, booking.bookingId)).toEqual([
      { ...CAPTURE, amount: String(row.amountPaise) },
    ]);
    expect(row.ledgerTransferId).not.toBeNull();

    // Reported again by anyone: the booking as it is, nothing more.
    const late = await verifyHotel(ctx, customer.token, booking.bookingId, paid);
    expect(late.statusCode).toBe(200);
    expect(late.json().data.status).toBe('confirmed');
    await payments().reconcile({ unpaidAfterMs: 0 });
    expect(await bookingMoves(ctx, booking.bookingId)).toHaveLength(1);
    expect(supplierBookingCalls() - calls).toBe(1);
  });

  it('is booked by the gateway’s webhook alone, over HTTP, when the browser never comes back', async () => {
    ctx.webhooksToApi();
    const itinerary = await readyItinerary(ctx, customer.token);
    const booking = await awaitingBooking(ctx, customer.token, itinerary, 'CREDIT_CARD');
    await pay(ctx, booking.checkout.orderId);
    const log = await settledDeliveries(ctx, booking.checkout.orderId, 2);
    expect(log.map((d) => [d.event, d.last_response_status]).sort()).toEqual([
      ['order.paid', 200],
      ['payment.captured', 200],
    ]);
    const row = await bookingWhen(ctx, booking.bookingId, (r) => r.status === 'confirmed');
    expect(row.paymentMethod).toBe('CREDIT_CARD');
    expect(await bookingMoves(ctx, booking.bookingId)).toHaveLength(1);
  });

  it('is booked by the reconcile job when no callback ever came', async () => {
    const { booking, paid } = await paidBooking();
    // Younger than the job's wait: left for the callbacks.
    expect((await payments().reconcile()).captured).toBe(0);
    expect((await bookingRow(ctx, booking.bookingId)).status).toBe('awaiting_payment');
    const run = await payments().reconcile({ unpaidAfterMs: 0 });
    expect(run.captured).toBe(1);
    const row = await bookingWhen(ctx, booking.bookingId, (r) => r.status === 'confirmed');
    expect(row.gatewayPaymentId).toBe(paid.razorpay_payment_id);
  });

  it('closes a checkout never paid once its itinerary’s hour is over, and refunds a payment that comes after', async () => {
    const itinerary = await readyItinerary(ctx, customer.token);
    const booking = await awaitingBooking(ctx, customer.token, itinerary);
    // Still within the hour: left open.
    await payments().reconcile({ unpaidAfterMs: 0 });
    expect((await bookingRow(ctx, booking.bookingId)).status).toBe('awaiting_payment');

    await expireItinerary(ctx, itinerary.code);
    const run = await payments().reconcile({ unpaidAfterMs: 0 });
    expect(run.abandoned).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(ctx, booking.bookingId)).toMatchObject({
      status: 'abandoned',
      gatewayPaymentId: null,
      refundStatus: 'none',
    });
    expect(await bookingMoves(ctx, booking.bookingId)).toEqual([]);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/hotel/bookings?scope=past',
      headers: bearer(customer.token),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((b: { bookingId: string }) => b.bookingId)).not.toContain(
      booking.bookingId,
    );

    // The checkout was still open in a tab: the payment comes, and goes straight back.
    const calls = supplierBookingCalls();
    const paid = await pay(ctx, booking.checkout.orderId);
    const answer = await verifyHotel(ctx, customer.token, booking.bookingId, paid);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.status).toBe('failed');
    const row = await bookingRow(ctx, booking.bookingId);
    expect(row).toMatchObject({
      status: 'failed',
      gatewayPaymentId: paid.razorpay_payment_id,
      refundStatus: 'refunded',
      refundPaise: row.amountPaise,
      penaltyPaise: 0n,
      failureReason: LATE_PAYMENT_REASON,
      supplierBookingId: null,
    });
    expect(row.gatewayRefundId).toMatch(/^rfnd_/);
    const refunds = await gatewayGet<{ items: { id: string; amount: number }[] }>(
      ctx,
      `/v1/payments/${paid.razorpay_payment_id}/refunds`,
    );
    expect(refunds.items).toEqual([
      expect.objectContaining({ id: row.gatewayRefundId, amount: Number(row.amountPaise) }),
    ]);
    expect(supplierBookingCalls()).toBe(calls);
    expect(await bookingMoves(ctx, booking.bookingId)).toEqual([
      { ...CAPTURE, amount: String(row.amountPaise) },
      { ...GATEWAY_REFUND, amount: String(row.amountPaise) },
    ]);
    expect(await refusalTexts(booking.reference)).toHaveLength(1);

    // The webhooks arrive after: the same, nothing more.
    ctx.webhooksToApi();
    for (const d of await settledDeliveries(ctx, booking.checkout.orderId, 2)) {
      await redeliver(ctx, d.event_id);
    }
    await payments().reconcile({ unpaidAfterMs: 0 });
    expect(await bookingMoves(ctx, booking.bookingId)).toHaveLength(2);
    const after = await gatewayGet<{ items: unknown[] }>(
      ctx,
      `/v1/payments/${paid.razorpay_payment_id}/refunds`,
    );
    expect(after.items).toHaveLength(1);
    expect(await refusalTexts(booking.reference)).toHaveLength(1);
  });
});
