import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hotelBookings } from '../../src/db/schema';
import { hotelRefundReceipt } from '../../src/modules/hotels/payment/hotel-gateway-parts';
import { checkLedger } from '../../src/modules/ledger/ledger-check';
import { createTestContext, type TestContext } from '../helpers/app';
import { signUp, type SignedUp } from '../helpers/accounts';
import { bookingRow, cancel, getAs, readyItinerary } from '../helpers/hotel-bookings';
import {
  awaitingBooking,
  bookingMoves,
  bookingWhen,
  CAPTURE,
  GATEWAY_REFUND,
  verifyHotel,
} from '../helpers/hotel-gateway';
import { checkLedgerAndClose } from '../helpers/ledger';
import {
  gatewayGet,
  pay,
  postWebhook,
  redeliver,
  settledDeliveries,
  signedWebhook,
} from '../helpers/wallet';

interface GatewayRefund {
  id: string;
  amount: number;
  receipt: string | null;
  payment_id: string;
  status: string;
}

/**
 * The API reaches the gateway through this proxy, so a test can take the gateway down (every
 * connection is cut, as when Razorpay is unreachable) and count the refunds Kosh asks for.
 */
const gateway = {
  target: '',
  down: false,
  refundPosts: [] as string[],
  server: undefined as unknown as http.Server,
};

function startGatewayProxy() {
  gateway.server = http.createServer((request, response) => {
    if (gateway.down) {
      request.socket.destroy();
      return;
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '');
    if (request.method === 'POST' && refund?.[1]) gateway.refundPosts.push(refund[1]);
    const upstream = http.request(
      new URL(request.url ?? '/', gateway.target),
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise<string>((resolve) =>
    gateway.server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`),
    ),
  );
}

/**
 * What a gateway-paid booking owes back goes back once (docs/hotels.md §5, §8): a booking the
 * supplier refuses after the capture is refunded in full, a cancelled one by its quote; each
 * at the gateway exactly once however many paths ask — the verify call, the webhooks, the
 * reconcile job — even across a gateway outage or a crash between making the refund and
 * recording it, and the ledger gives the money back to the gateway's clearing account once.
 */
describe('refunds of hotel bookings paid through the gateway', () => {
  let ctx: TestContext;
  let customer: SignedUp;

  beforeAll(async () => {
    const proxyUrl = await startGatewayProxy();
    ctx = await createTestContext({ listen: true, env: { RAZORPAY_BASE_URL: proxyUrl } });
    gateway.target = ctx.sandboxUrl;
    customer = await signUp(ctx, { name: 'Refund Guest' });
  });
  beforeEach(() => {
    gateway.down = false;
    ctx.webhooksNowhere();
  });
  afterAll(async () => {
    await checkLedgerAndClose(ctx);
    await new Promise((resolve) => gateway.server?.close(resolve));
  });

  const payments = () => ctx.services.hotelPayments;
  const refundsAtGateway = async (paymentId: string) =>
    (await gatewayGet<{ items: GatewayRefund[] }>(ctx, `/v1/payments/${paymentId}/refunds`)).items;
  const refundPostsFor = (paymentId: string) =>
    gateway.refundPosts.filter((id) => id === paymentId).length;

  async function gatewayPost<T>(pathname: string, body: unknown): Promise<T> {
    const auth = Buffer.from(
      `${ctx.config.razorpay.keyId}:${ctx.config.razorpay.keySecret}`,
    ).toString('base64');
    const res = await fetch(`${ctx.sandboxUrl}${pathname}`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`gateway POST ${pathname} ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  async function setClaim(bookingId: string, until: Date | null) {
    await ctx.database.db
      .update(hotelBookings)
      .set({ refundClaimedUntil: until })
      .where(eq(hotelBookings.id, bookingId));
  }

  /** A booking the supplier refuses (lead guest "Fail"), paid at the checkout, webhooks missed. */
  async function refusedAfterPayment(user = customer) {
    const itinerary = await readyItinerary(ctx, user.token, { firstName: 'Fail' });
    const booking = await awaitingBooking(ctx, user.token, itinerary);
    const paid = await pay(ctx, booking.checkout.orderId);
    await settledDeliveries(ctx, booking.checkout.orderId, 2);
    return { itinerary, booking, paid };
  }

  it('refunds a refused booking in full, once at the gateway, however many paths report the payment', async () => {
    const { booking, paid } = await refusedAfterPayment();
    const orderId = booking.checkout.orderId;
    const paymentId = paid.razorpay_payment_id;
    const logged = await settledDeliveries(ctx, orderId, 2);
    ctx.webhooksToApi();
    const captured = await signedWebhook(ctx, paymentId);
    const orderPaid = await signedWebhook(ctx, paymentId, { event: 'order.paid' });

    const [browser, hooks] = await Promise.all([
      Promise.all([
        verifyHotel(ctx, customer.token, booking.bookingId, paid),
        verifyHotel(ctx, customer.token, booking.bookingId, paid),
      ]),
      Promise.all([
        postWebhook(ctx, captured.body, captured.signature, `evt_HRCap_${booking.reference}`),
        postWebhook(ctx, orderPaid.body, orderPaid.signature, `evt_HROrd_${booking.reference}`),
      ]),
      Promise.all(logged.map((d) => redeliver(ctx, d.event_id))),
      Promise.all([
        payments().reconcile({ unpaidAfterMs: 0 }),
        payments().reconcile({ unpaidAfterMs: 0 }),
      ]),
    ]);
    for (const res of browser) expect(res.statusCode, res.body).toBe(200);
    for (const res of hooks) expect(res.statusCode).toBe(200);

    const row = await bookingWhen(ctx, booking.bookingId, (r) => r.refundStatus === 'refunded');
    expect(row).toMatchObject({
      status: 'failed',
      gatewayPaymentId: paymentId,
      refundPaise: row.amountPaise,
      refundError: null,
      refundClaimedUntil: null,
    });
    expect(row.refundedAt).toBeInstanceOf(Date);
    const refunds = await refundsAtGateway(paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      id: row.gatewayRefundId,
      amount: Number(row.amountPaise),
      receipt: hotelRefundReceipt(booking.bookingId),
      status: 'processed',
    });
    expect(refundPostsFor(paymentId)).toBe(1);
    expect(await gatewayGet(ctx, `/v1/payments/${paymentId}`)).toMatchObject({
      status: 'refunded',
      amount_refunded: Number(row.amountPaise),
    });
    expect(await bookingMoves(ctx, booking.bookingId)).toEqual([
      { ...CAPTURE, amount: String(row.amountPaise) },
      { ...GATEWAY_REFUND, amount: String(row.amountPaise) },
    ]);
    // The verify call answers the refusal with the booking's words.
    const again = await verifyHotel(ctx, customer.token, booking.bookingId, paid);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      status: 'failed',
      refund: { status: 'refunded', to: 'gateway' },
    });

    // The gateway's refund.created and refund.processed reach the API too: nothing more.
    const log = await settledDeliveries(ctx, orderId, 4);
    expect(log.filter((d) => d.event.startsWith('refund.')).map((d) => d.status)).toEqual([
      'delivered',
      'delivered',
    ]);
    await payments().reconcile({ unpaidAfterMs: 0 });
    for (const d of log) await redeliver(ctx, d.event_id);
    expect(await refundsAtGateway(paymentId)).toHaveLength(1);
    expect(refundPostsFor(paymentId)).toBe(1);
    expect(await bookingMoves(ctx, booking.bookingId)).toHaveLength(2);
  });

  it('keeps the refund due while the gateway is down, and the next reconcile makes it once', async () => {
    const { booking, paid } = await refusedAfterPayment();
    const paymentId = paid.razorpay_payment_id;
    // Verify needs only the signature; the gateway goes down before the refund is asked for.
    gateway.down = true;
    const answer = await verifyHotel(ctx, customer.token, booking.bookingId, paid);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.status).toBe('failed');
    const due = await bookingRow(ctx, booking.bookingId);
    expect(due).toMatchObject({
      status: 'failed',
      refundStatus: 'due',
      gatewayRefundId: null,
      refundClaimedUntil: null,
      refundAttempts: 1,
    });
    expect(due.refundError).toMatch(/unreachable/);

    const whileDown = await payments().reconcile({ unpaidAfterMs: 0 });
    expect(whileDown.refunded).toBe(0);
    expect(await bookingRow(ctx, booking.bookingId)).toMatchObject({
      refundStatus: 'due',
      refundAttempts: 2,
    });

    gateway.down = false;
    const run = await payments().reconcile({ unpaidAfterMs: 0 });
    expect(run.refunded).toBeGreaterThanOrEqual(1);
    const refunds = await refundsAtGateway(paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: Number(due.amountPaise),
      receipt: hotelRefundReceipt(booking.bookingId),
    });
    expect(await bookingRow(ctx, booking.bookingId)).toMatchObject({
      refundStatus: 'refunded',
      gatewayRefundId: refunds[0]!.id,
      refundAttempts: 3,
      refundError: null,
    });
    await payments().reconcile({ unpaidAfterMs: 0 });
    expect(await refundsAtGateway(paymentId)).toHaveLength(1);
    expect(await bookingMoves(ctx, booking.bookingId)).toHaveLength(2);
  });

  it('never refunds twice after a crash between the gateway’s refund and recording it', async () => {
    const { booking, paid } = await refusedAfterPayment();
    const paymentId = paid.razorpay_payment_id;
    gateway.down = true;
    await verifyHotel(ctx, customer.token, booking.bookingId, paid);
    gateway.down = false;
    const row = await bookingRow(ctx, booking.bookingId);
    expect(row.refundStatus).toBe('due');
    // The crashed attempt: it claimed the refund, the gateway made it, and then nothing.
    await setClaim(booking.bookingId, new Date(Date.now() + 60_000));
    const made = await gatewayPost<GatewayRefund>(`/v1/payments/${paymentId}/refund`, {
      amount: Number(row.amountPaise),
      receipt: hotelRefundReceipt(booking.bookingId),
    });

    // While the dead attempt's claim lasts, nobody else touches the refund.
    await payments().reconcile({ unpaidAfterMs: 0 });
    expect((await bookingRow(ctx, booking.bookingId)).refundStatus).toBe('due');

    // Once it lapses, the next run finds that refund by its receipt instead of making another.
    await setClaim(booking.bookingId, new Date(Date.now() - 1000));
    const posts = refundPostsFor(paymentId);
    await payments().reconcile({ unpaidAfterMs: 0 });
    expect(refundPostsFor(paymentId)).toBe(posts);
    expect(await refundsAtGateway(paymentId)).toHaveLength(1);
    expect(await bookingRow(ctx, booking.bookingId)).toMatchObject({
      refundStatus: 'refunded',
      gatewayRefundId: made.id,
    });
  });

  it('is marked refunded by the gateway’s refund.processed webhook, deduplicated', async () => {
    const { booking, paid } = await refusedAfterPayment();
    const paymentId = paid.razorpay_payment_id;
    gateway.down = true;
    await verifyHotel(ctx, customer.token, booking.bookingId, paid);
    gateway.down = false;
    const row = await bookingRow(ctx, booking.bookingId);
    expect(row.refundStatus).toBe('due');
    // A refund Kosh's attempt made just before the API went down: the webhook is the news of it.
    await setClaim(booking.bookingId, new Date(Date.now() + 60_000));
    ctx.webhooksToApi();
    const made = await gatewayPost<GatewayRefund>(`/v1/payments/${paymentId}/refund`, {
      receipt: hotelRefundReceipt(booking.bookingId),
    });
    const log = await settledDeliveries(ctx, booking.checkout.orderId, 4);
    const processed = log.find((d) => d.event === 'refund.processed')!;
    expect(processed).toMatchObject({ status: 'delivered', last_response_status: 200 });
    expect(await bookingRow(ctx, booking.bookingId)).toMatchObject({
      refundStatus: 'refunded',
      gatewayRefundId: made.id,
      refundClaimedUntil: null,
    });

    expect(await redeliver(ctx, processed.event_id)).toMatchObject({ status: 'delivered' });
    await payments().reconcile({ unpaidAfterMs: 0 });
    expect(await refundsAtGateway(paymentId)).toHaveLength(1);
    expect(await bookingRow(ctx, booking.bookingId)).toMatchObject({ gatewayRefundId: made.id });
  });

  it('is watched by the ledger check: taken in once, refunded what it owes once', async () => {
    const { booking, paid } = await refusedAfterPayment();
    await verifyHotel(ctx, customer.token, booking.bookingId, paid);
    const row = await bookingWhen(ctx, booking.bookingId, (r) => r.refundStatus === 'refunded');
    const flagged = async () =>
      (await checkLedger(ctx.database.db))
        .filter((p) => p.check === 'gateway hotel booking moved once')
        .map((p) => p.detail);
    expect(await flagged()).toEqual([]);
    const set = (patch: Partial<typeof row>) =>
      ctx.database.db.update(hotelBookings).set(patch).where(eq(hotelBookings.id, row.id));

    await set({ refundPaise: row.refundPaise - 100n });
    expect(await flagged()).toEqual([expect.stringContaining(`${row.reference}: refunded`)]);
    await set({ refundPaise: row.refundPaise, gatewayRefundId: null });
    expect(await flagged()).toEqual([`${row.reference}: refunded without the gateway's refund`]);
    await set({ gatewayRefundId: row.gatewayRefundId, gatewayPaymentId: null });
    expect(await flagged()).toEqual([
      `${row.reference}: payment taken in 1 time(s), gateway payment none`,
    ]);
    await set({ gatewayPaymentId: row.gatewayPaymentId });
    expect(await flagged()).toEqual([]);
  });

  it('refunds a cancelled card booking by its quote, once at the gateway', async () => {
    const itinerary = await readyItinerary(ctx, customer.token, { refundable: true });
    const booking = await awaitingBooking(ctx, customer.token, itinerary, 'DEBIT_CARD');
    const paid = await pay(ctx, booking.checkout.orderId);
    const verified = await verifyHotel(ctx, customer.token, booking.bookingId, paid);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.status).toBe('confirmed');

    const quote = await getAs(
      ctx,
      customer.token,
      `/api/hotel/bookings/${booking.bookingId}/cancellation`,
    );
    expect(quote.statusCode, quote.body).toBe(200);
    const { refund, penalty, to } = quote.json().data as {
      refund: number;
      penalty: number;
      to: string;
    };
    expect(to).toBe('gateway');
    expect(refund).toBeGreaterThan(0);

    const [first, second] = await Promise.all([
      cancel(ctx, customer.token, booking.bookingId, refund),
      cancel(ctx, customer.token, booking.bookingId, refund),
    ]);
    expect([first.statusCode, second.statusCode]).toContain(200);
    const row = await bookingWhen(ctx, booking.bookingId, (r) => r.refundStatus === 'refunded');
    expect(row.status).toBe('cancelled');
    expect(Number(row.refundPaise)).toBe(Math.round(refund * 100));
    expect(Number(row.penaltyPaise)).toBe(Math.round(penalty * 100));
    const refunds = await refundsAtGateway(paid.razorpay_payment_id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      id: row.gatewayRefundId,
      amount: Number(row.refundPaise),
      receipt: hotelRefundReceipt(booking.bookingId),
    });
    expect(await bookingMoves(ctx, booking.bookingId)).toEqual([
      { ...CAPTURE, amount: String(row.amountPaise) },
      { ...GATEWAY_REFUND, amount: String(row.refundPaise) },
    ]);

    // Asked again: the same refund, nothing more.
    await payments().refundIfDue(booking.bookingId, 'reconcile');
    await payments().reconcile({ unpaidAfterMs: 0 });
    expect(await refundsAtGateway(paid.razorpay_payment_id)).toHaveLength(1);
    expect(refundPostsFor(paid.razorpay_payment_id)).toBe(1);
  });
});
