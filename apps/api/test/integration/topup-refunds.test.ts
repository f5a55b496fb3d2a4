import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../src/db/schema';
import { refundReceipt } from '../../src/modules/payments/topup-refunds.service';
import { createTestContext, type TestContext } from '../helpers/app';
import { checkLedgerAndClose } from '../helpers/ledger';
import {
  bearer,
  outbox,
  signInAdmin,
  signUp,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import {
  balancePaise,
  gatewayGet,
  orderFor,
  orderTransfers,
  pay,
  paymentOrder,
  postWebhook,
  redeliver,
  settledDeliveries,
  signedWebhook,
  update,
  verify,
  type CheckoutSuccess,
} from '../helpers/wallet';

const LIMIT_MESSAGE =
  'A minimum-KYC wallet can hold at most ₹10,000. You can add up to ₹4,000 now, or complete your KYC to hold up to ₹2,00,000.';
const RECONCILE = { olderThanMs: 0, maxAgeMs: 86_400_000 };

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

describe('refunds of paid top-ups the wallet could not take', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    const proxyUrl = await startGatewayProxy();
    ctx = await createTestContext({ listen: true, env: { RAZORPAY_BASE_URL: proxyUrl } });
    gateway.target = ctx.sandboxUrl;
    admin = await signInAdmin(ctx);
  });
  beforeEach(() => {
    gateway.down = false;
    ctx.webhooksNowhere();
  });
  afterAll(async () => {
    await checkLedgerAndClose(ctx);
    await new Promise((resolve) => gateway.server?.close(resolve));
  });

  /** An order paid at the gateway, its webhooks missing the API. */
  async function paidOrder(user: SignedUp, amount: number): Promise<CheckoutSuccess> {
    const orderId = await orderFor(ctx, user.token, amount);
    const paid = await pay(ctx, orderId);
    await settledDeliveries(ctx, orderId, 2);
    return paid;
  }

  /**
   * A minimum-KYC customer with ₹6,000 credited and a second top-up of ₹5,000 paid at the
   * gateway: crediting it would break the ₹10,000 limit, so it is owed back.
   */
  async function overLimit(name = 'Refund Customer') {
    const customer = await signUp(ctx, { name });
    const credited = await paidOrder(customer, 6000);
    const owed = await paidOrder(customer, 5000);
    expect((await verify(ctx, customer.token, credited)).statusCode).toBe(200);
    return { customer, credited, owed };
  }

  /** Verifies the owed top-up with the gateway down: refused, marked refund_due, not refunded. */
  async function stuckRefund(name?: string) {
    const setup = await overLimit(name);
    gateway.down = true;
    const refused = await verify(ctx, setup.customer.token, setup.owed);
    gateway.down = false;
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(LIMIT_MESSAGE);
    return setup;
  }

  /** Pays `orderId` by UPI from `vpa`: the sandbox's collect request, approved on the app. */
  async function payByUpi(orderId: string, vpa: string) {
    const started = (await sandboxPost(`/checkout/orders/${orderId}/upi`, {
      flow: 'collect',
      vpa,
    })) as { razorpay_payment_id: string };
    const approved = await sandboxPost(`/checkout/upi/${started.razorpay_payment_id}/approve`, {});
    expect(approved).toMatchObject({ status: 'captured' });
  }

  async function sandboxPost(pathname: string, body: unknown): Promise<unknown> {
    const res = await fetch(`${ctx.sandboxUrl}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${pathname} ${res.status}: ${await res.text()}`);
    return res.json();
  }

  const refundsAtGateway = async (paymentId: string) =>
    (await gatewayGet<{ items: GatewayRefund[] }>(ctx, `/v1/payments/${paymentId}/refunds`)).items;

  const refundTexts = async (mobile: string) =>
    (await outbox(ctx, mobile)).filter((m) => m.text.includes('could not be added'));

  /** The refund texts to `mobile` once `count` arrived and no more came for a moment after. */
  async function settledRefundTexts(mobile: string, count: number) {
    const deadline = Date.now() + 5000;
    while ((await refundTexts(mobile)).length < count) {
      if (Date.now() > deadline) throw new Error(`no refund text to ${mobile}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    return refundTexts(mobile);
  }

  const refundPostsFor = (paymentId: string) =>
    gateway.refundPosts.filter((id) => id === paymentId).length;

  async function setClaim(orderId: string, until: Date | null) {
    await ctx.database.db
      .update(paymentOrders)
      .set({ refundClaimedUntil: until })
      .where(eq(paymentOrders.gatewayOrderId, orderId));
  }

  it('refunds once at the gateway when verify, update, the webhooks and reconciliation all ask at once', async () => {
    const { customer, owed } = await overLimit();
    const orderId = owed.razorpay_order_id;
    const paymentId = owed.razorpay_payment_id;
    const logged = await settledDeliveries(ctx, orderId, 2);
    ctx.webhooksToApi();
    const captured = await signedWebhook(ctx, paymentId);
    const orderPaid = await signedWebhook(ctx, paymentId, { event: 'order.paid' });
    const input = { ...owed, userId: customer.userId, amount: 5000 };

    const [browser, hooks, redelivered, runs] = await Promise.all([
      Promise.all([
        verify(ctx, customer.token, owed),
        update(ctx, customer.token, input),
        verify(ctx, customer.token, owed),
      ]),
      Promise.all([
        postWebhook(ctx, captured.body, captured.signature, 'evt_RefundRaceCap01'),
        postWebhook(ctx, orderPaid.body, orderPaid.signature, 'evt_RefundRaceOrd01'),
      ]),
      Promise.all(logged.map((d) => redeliver(ctx, d.event_id))),
      Promise.all([
        ctx.services.payments.reconcile(RECONCILE),
        ctx.services.payments.reconcile(RECONCILE),
      ]),
    ]);
    // Every browser call is refused with the limit's words. Whichever path meets the limit first
    // answers with the limit's own code (the web links it to KYC), every later one with
    // PAYMENT_REFUND_DUE; which path wins the race is the database's choice, but only one can.
    for (const res of browser) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(LIMIT_MESSAGE);
      expect(['PAYMENT_REFUND_DUE', 'WALLET_LIMIT_MIN_KYC_BALANCE']).toContain(res.json().code);
    }
    const firstRefusals = browser.filter((r) => r.json().code === 'WALLET_LIMIT_MIN_KYC_BALANCE');
    expect(firstRefusals.length).toBeLessThanOrEqual(1);
    for (const res of hooks) expect(res.statusCode).toBe(200);
    for (const d of redelivered) expect(d.status).toBe('delivered');
    expect(runs.reduce((n, r) => n + r.refunded, 0)).toBeLessThanOrEqual(1);

    // The gateway's own refund.created and refund.processed reach the API too.
    const log = await settledDeliveries(ctx, orderId, 4);
    expect(log.map((d) => [d.event, d.status]).sort()).toEqual([
      ['order.paid', 'delivered'],
      ['payment.captured', 'delivered'],
      ['refund.created', 'delivered'],
      ['refund.processed', 'delivered'],
    ]);

    const row = await paymentOrder(ctx, orderId);
    const refunds = await refundsAtGateway(paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: 5000_00,
      payment_id: paymentId,
      receipt: refundReceipt(row.id),
      status: 'processed',
    });
    expect(refundPostsFor(paymentId)).toBe(1);
    expect(row).toMatchObject({
      status: 'refunded',
      gatewayRefundId: refunds[0]!.id,
      failureReason: LIMIT_MESSAGE,
      refundError: null,
      refundClaimedUntil: null,
      creditedAt: null,
    });
    expect(['verify', 'update', 'webhook', 'reconcile']).toContain(row.refundedBy);
    expect(row.refundedAt).toBeInstanceOf(Date);
    expect(await gatewayGet(ctx, `/v1/payments/${paymentId}`)).toMatchObject({
      status: 'refunded',
      amount_refunded: 5000_00,
      refund_status: 'full',
    });
    expect(await balancePaise(ctx, customer.token)).toBe(6000_00n);
    expect(await orderTransfers(ctx, orderId)).toEqual([]);

    const texts = await settledRefundTexts(customer.mobile, 1);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toBe(
      `₹5,000.00 paid for your Kosh wallet top-up could not be added to your wallet and has been refunded to your card/account, ref ${refunds[0]!.id}. It can take 5-7 working days to show. -KOSH`,
    );

    // Asked again by anyone, nothing more happens: no refund, no text, the same refusal.
    await ctx.services.payments.reconcile(RECONCILE);
    for (const d of log) await redeliver(ctx, d.event_id);
    const again = await verify(ctx, customer.token, owed);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(LIMIT_MESSAGE);
    expect(await refundsAtGateway(paymentId)).toHaveLength(1);
    expect(refundPostsFor(paymentId)).toBe(1);
    expect(await settledRefundTexts(customer.mobile, 1)).toHaveLength(1);
    expect(await paymentOrder(ctx, orderId)).toMatchObject({ gatewayRefundId: refunds[0]!.id });
  });

  it('keeps the refund due while the gateway is down, and the next reconciliation makes it', async () => {
    const { customer, owed } = await stuckRefund();
    const orderId = owed.razorpay_order_id;
    const paymentId = owed.razorpay_payment_id;
    const due = await paymentOrder(ctx, orderId);
    expect(due).toMatchObject({
      status: 'refund_due',
      gatewayPaymentId: paymentId,
      gatewayRefundId: null,
      refundAttempts: 1,
      refundClaimedUntil: null,
      failureReason: LIMIT_MESSAGE,
    });
    expect(due.refundError).toMatch(/unreachable/);
    expect(await refundsAtGateway(paymentId)).toEqual([]);

    gateway.down = true;
    const whileDown = await ctx.services.payments.reconcile(RECONCILE);
    expect(whileDown.refunded).toBe(0);
    expect(await paymentOrder(ctx, orderId)).toMatchObject({
      status: 'refund_due',
      refundAttempts: 2,
    });

    gateway.down = false;
    const run = await ctx.services.payments.reconcile(RECONCILE);
    expect(run.refunded).toBeGreaterThanOrEqual(1);
    const refunds = await refundsAtGateway(paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 5000_00, receipt: refundReceipt(due.id) });
    expect(await paymentOrder(ctx, orderId)).toMatchObject({
      status: 'refunded',
      refundedBy: 'reconcile',
      gatewayRefundId: refunds[0]!.id,
      refundAttempts: 3,
      refundError: null,
    });
    expect(await settledRefundTexts(customer.mobile, 1)).toHaveLength(1);

    await ctx.services.payments.reconcile(RECONCILE);
    expect(await refundsAtGateway(paymentId)).toHaveLength(1);
    expect(await balancePaise(ctx, customer.token)).toBe(6000_00n);
  });

  it('never refunds twice after a crash between the gateway’s refund and recording it', async () => {
    const { customer, owed } = await stuckRefund();
    const orderId = owed.razorpay_order_id;
    const paymentId = owed.razorpay_payment_id;
    const row = await paymentOrder(ctx, orderId);
    // The crashed attempt: it claimed the order, the gateway refunded, and then nothing.
    await setClaim(orderId, new Date(Date.now() + 60_000));
    const made = await gatewayPost(`/v1/payments/${paymentId}/refund`, {
      amount: 5000_00,
      receipt: refundReceipt(row.id),
    });

    // While the dead attempt's claim lasts, nobody else touches the refund.
    await ctx.services.payments.reconcile(RECONCILE);
    expect(await paymentOrder(ctx, orderId)).toMatchObject({ status: 'refund_due' });

    // Once it lapses, the next run finds that refund by its receipt instead of making another.
    await setClaim(orderId, new Date(Date.now() - 1000));
    const posts = refundPostsFor(paymentId);
    await ctx.services.payments.reconcile(RECONCILE);
    expect(refundPostsFor(paymentId)).toBe(posts);
    expect(await refundsAtGateway(paymentId)).toHaveLength(1);
    expect(await paymentOrder(ctx, orderId)).toMatchObject({
      status: 'refunded',
      gatewayRefundId: made.id,
      refundedBy: 'reconcile',
    });
    expect(await settledRefundTexts(customer.mobile, 1)).toHaveLength(1);
  });

  it('is marked refunded by the gateway’s refund.processed webhook, deduplicated', async () => {
    const { customer, owed } = await stuckRefund();
    const orderId = owed.razorpay_order_id;
    const paymentId = owed.razorpay_payment_id;
    const row = await paymentOrder(ctx, orderId);
    // A refund Kosh's attempt made just before the API went down: the webhook is the news of it.
    await setClaim(orderId, new Date(Date.now() + 60_000));
    ctx.webhooksToApi();
    const made = await gatewayPost(`/v1/payments/${paymentId}/refund`, {
      receipt: refundReceipt(row.id),
    });
    const log = await settledDeliveries(ctx, orderId, 4);
    const processed = log.find((d) => d.event === 'refund.processed')!;
    expect(processed).toMatchObject({ status: 'delivered', last_response_status: 200 });
    expect(await paymentOrder(ctx, orderId)).toMatchObject({
      status: 'refunded',
      gatewayRefundId: made.id,
      refundedBy: 'webhook',
      refundClaimedUntil: null,
    });
    expect(await settledRefundTexts(customer.mobile, 1)).toHaveLength(1);

    expect(await redeliver(ctx, processed.event_id)).toMatchObject({ status: 'delivered' });
    await ctx.services.payments.reconcile(RECONCILE);
    expect(await refundsAtGateway(paymentId)).toHaveLength(1);
    expect(await settledRefundTexts(customer.mobile, 1)).toHaveLength(1);
    expect(await paymentOrder(ctx, orderId)).toMatchObject({ gatewayRefundId: made.id });
  });

  describe('back office', () => {
    const list = (query: string, token = admin.token) =>
      ctx.app.inject({ method: 'GET', url: `/api/admin/payments${query}`, headers: bearer(token) });
    const retry = (id: string, token = admin.token) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${id}/refund`,
        headers: bearer(token),
      });

    it('lists online top-ups by status, newest first, a page at a time', async () => {
      const { customer, credited, owed } = await stuckRefund('Listed Customer');
      const row = await paymentOrder(ctx, owed.razorpay_order_id);

      const due = await list('?status=refund_due&pageSize=100');
      expect(due.statusCode).toBe(200);
      const body = due.json();
      expect(body).toMatchObject({ result: true, success: true, page: 1, pageSize: 100 });
      expect(body.data.every((t: { status: string }) => t.status === 'refund_due')).toBe(true);
      const item = body.data.find((t: { id: string }) => t.id === row.id);
      expect(item).toEqual({
        id: row.id,
        status: 'refund_due',
        amount: 5000,
        orderId: owed.razorpay_order_id,
        paymentId: owed.razorpay_payment_id,
        refundId: null,
        receipt: 'kosh_5000',
        failureReason: LIMIT_MESSAGE,
        refundError: expect.stringMatching(/unreachable/),
        refundAttempts: 1,
        creditedBy: null,
        refundedBy: null,
        customer: { name: 'Listed Customer', mobile: customer.mobile, userId: customer.userId },
        createdAt: row.createdAt.toISOString(),
        creditedAt: null,
        refundedAt: null,
        updatedAt: expect.any(String),
      });

      const paid = (await list('?status=paid&pageSize=100')).json().data;
      expect(paid.map((t: { orderId: string }) => t.orderId)).toContain(credited.razorpay_order_id);
      expect(paid.map((t: { orderId: string }) => t.orderId)).not.toContain(owed.razorpay_order_id);

      const all = (await list('')).json();
      expect(all.total).toBeGreaterThanOrEqual(2);
      const times = all.data.map((t: { createdAt: string }) => Date.parse(t.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const first = (await list('?pageSize=1')).json();
      const second = (await list('?pageSize=1&page=2')).json();
      expect(first.data).toHaveLength(1);
      expect(second.data).toHaveLength(1);
      expect(first.data[0].id).not.toBe(second.data[0].id);
      expect(first.total).toBe(all.total);

      for (const [query, field] of [
        ['?status=lost', 'status'],
        ['?page=0', 'page'],
        ['?pageSize=101', 'pageSize'],
        ['?page=abc', 'page'],
      ]) {
        const res = await list(query!);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      }
    });

    it('retries a stuck refund once: 503 while the gateway is down, then refunded, then 409', async () => {
      const { customer, credited, owed } = await stuckRefund();
      const row = await paymentOrder(ctx, owed.razorpay_order_id);
      const paymentId = owed.razorpay_payment_id;

      gateway.down = true;
      const unreachable = await retry(row.id);
      expect(unreachable.statusCode).toBe(503);
      expect(unreachable.json()).toMatchObject({ result: false, code: 'TOPUP_REFUND_FAILED' });
      expect(await paymentOrder(ctx, owed.razorpay_order_id)).toMatchObject({
        status: 'refund_due',
        refundAttempts: 2,
      });
      gateway.down = false;

      // Two presses at once: one refund.
      const [a, b] = await Promise.all([retry(row.id), retry(row.id)]);
      const ok = [a, b].filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(1);
      expect([a, b].map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refunds = await refundsAtGateway(paymentId);
      expect(refunds).toHaveLength(1);
      expect(ok[0]!.json()).toMatchObject({
        result: true,
        data: {
          id: row.id,
          status: 'refunded',
          refundId: refunds[0]!.id,
          refundedBy: 'admin',
          refundError: null,
          refundedAt: expect.any(String),
        },
      });
      expect(await settledRefundTexts(customer.mobile, 1)).toHaveLength(1);

      const again = await retry(row.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This top-up is not awaiting a refund: it is refunded.');
      expect(await refundsAtGateway(paymentId)).toHaveLength(1);

      const paid = await paymentOrder(ctx, credited.razorpay_order_id);
      expect((await retry(paid.id)).statusCode).toBe(409);
      expect(await refundsAtGateway(credited.razorpay_payment_id)).toEqual([]);
      expect((await retry('6f1c7c1e-8f43-4d5e-9a51-0c6a4f7e2b10')).statusCode).toBe(404);
      expect((await retry('not-a-uuid')).statusCode).toBe(400);
      expect(await balancePaise(ctx, customer.token)).toBe(6000_00n);
    });

    it('says how each top-up was paid: UPI with the masked id only, or card', async () => {
      const customer = await signUp(ctx, { name: 'UPI Customer' });
      const credited = await paidOrder(customer, 6000);
      const orderId = await orderFor(ctx, customer.token, 5000);
      expect((await verify(ctx, customer.token, credited)).statusCode).toBe(200);
      // The second is paid by UPI, over the limit: the webhook brings the method, and the refund
      // waits for the back office because the gateway cannot be reached.
      gateway.down = true;
      ctx.webhooksToApi();
      await payByUpi(orderId, 'rahul.sharma@okhdfc');
      await settledDeliveries(ctx, orderId, 2);
      gateway.down = false;
      const row = await paymentOrder(ctx, orderId);
      expect(row).toMatchObject({ status: 'refund_due', paymentMethod: 'upi' });

      const due = (await list('?status=refund_due&pageSize=100')).json().data;
      expect(due.find((t: { id: string }) => t.id === row.id)).toMatchObject({
        paymentMethod: 'upi',
        upiId: 'ra******@okhdfc',
      });
      expect(JSON.stringify(due)).not.toContain('rahul.sharma');
      const paid = (await list('?status=paid&pageSize=100')).json().data;
      const card = paid.find((t: { orderId: string }) => t.orderId === credited.razorpay_order_id);
      expect(card).toMatchObject({ status: 'paid', paymentMethod: 'card' });
      expect(card).not.toHaveProperty('upiId');

      // The one top-up the retry answers with says it too.
      const refunded = await retry(row.id);
      expect(refunded.statusCode).toBe(200);
      expect(refunded.json().data).toMatchObject({
        id: row.id,
        status: 'refunded',
        paymentMethod: 'upi',
        upiId: 'ra******@okhdfc',
      });
    });

    it('refuses customers (403) and callers without a token (401), refunding nothing', async () => {
      const { customer, owed } = await stuckRefund();
      const row = await paymentOrder(ctx, owed.razorpay_order_id);
      const asCustomer = [await list('', customer.token), await retry(row.id, customer.token)];
      for (const res of asCustomer) expect(res.statusCode).toBe(403);
      const anonymous = [
        await ctx.app.inject({ method: 'GET', url: '/api/admin/payments' }),
        await ctx.app.inject({ method: 'POST', url: `/api/admin/payments/${row.id}/refund` }),
      ];
      for (const res of anonymous) {
        expect(res.statusCode).toBe(401);
        expect(res.json().tokenValid).toBe(false);
      }
      expect(await paymentOrder(ctx, owed.razorpay_order_id)).toMatchObject({
        status: 'refund_due',
      });
      expect(await refundsAtGateway(owed.razorpay_payment_id)).toEqual([]);
      expect(await refundTexts(customer.mobile)).toEqual([]);
    });
  });

  /** POST to the sandbox's REST API directly, with the API's keys (not through the proxy). */
  async function gatewayPost(pathname: string, body: unknown): Promise<GatewayRefund> {
    const auth = `Basic ${Buffer.from(
      `${ctx.config.razorpay.keyId}:${ctx.config.razorpay.keySecret}`,
    ).toString('base64')}`;
    const res = await fetch(`${ctx.sandboxUrl}${pathname}`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`gateway POST ${pathname} ${res.status}: ${await res.text()}`);
    return (await res.json()) as GatewayRefund;
  }
});
