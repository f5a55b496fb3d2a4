import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentOrders, paymentWebhookEvents } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import { checkLedgerAndClose } from '../helpers/ledger';
import { outbox, signUp, waitForOutbox, type SignedUp } from '../helpers/accounts';
import { istDate } from '../helpers/dates';
import { call } from '../helpers/recharges';
import {
  balancePaise,
  orderFor,
  orderTransfers,
  paymentOrder,
  settledDeliveries,
  update,
  verify,
  type CheckoutSuccess,
} from '../helpers/wallet';

/**
 * Add Money by UPI: the gateway's checkout takes a UPI id (a collect request the customer's app
 * approves or declines), and the top-up then goes the card's way — order, payment, signature,
 * webhook — so it is credited once; its rows and text say UPI and the masked UPI id.
 */
describe('online top-up by UPI', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
  });
  beforeEach(() => ctx.webhooksNowhere());
  afterAll(() => checkLedgerAndClose(ctx));

  async function sandbox<T>(path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${ctx.sandboxUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as T;
  }

  interface UpiState {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature?: string;
    status: string;
  }

  /** A collect request to `vpa` for the order, answered by the customer's app. */
  async function payByUpi(orderId: string, vpa: string, answer: 'approve' | 'decline') {
    const started = await sandbox<UpiState>(`/checkout/orders/${orderId}/upi`, {
      flow: 'collect',
      vpa,
    });
    expect(started.status).toBe('created');
    return sandbox<UpiState>(`/checkout/upi/${started.razorpay_payment_id}/${answer}`, {});
  }

  const checkoutAnswer = (state: UpiState): CheckoutSuccess => ({
    razorpay_payment_id: state.razorpay_payment_id,
    razorpay_order_id: state.razorpay_order_id,
    razorpay_signature: state.razorpay_signature ?? '',
  });

  async function walletRequests(customer: SignedUp) {
    const res = await call(ctx, customer.token, '/api/user/getWaletReq', {
      status: 'All',
      fromdate: istDate(),
      todate: istDate(),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as Record<string, unknown>[];
  }

  async function balanceHistory(customer: SignedUp) {
    const res = await call(ctx, customer.token, '/api/user/getRechLogs', {
      fromdate: istDate(-1),
      todate: istDate(),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as Record<string, unknown>[];
  }

  it('approved: credited once though the checkout’s answer and the webhooks race', async () => {
    ctx.webhooksToApi();
    const customer = await signUp(ctx);
    const orderId = await orderFor(ctx, customer.token, 750);
    const approved = await payByUpi(orderId, 'rahul.sharma@okhdfc', 'approve');
    expect(approved.status).toBe('captured');
    const answer = checkoutAnswer(approved);
    const [a, b] = await Promise.all([
      verify(ctx, customer.token, answer),
      update(ctx, customer.token, { ...answer, userId: customer.UId, amount: 750 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const log = await settledDeliveries(ctx, orderId, 2);
    expect(log.map((d) => d.status)).toEqual(['delivered', 'delivered']);

    expect(await balancePaise(ctx, customer.token)).toBe(750_00n);
    expect(await orderTransfers(ctx, orderId)).toHaveLength(1);
    const row = await paymentOrder(ctx, orderId);
    expect(row).toMatchObject({ status: 'paid', paymentMethod: 'upi', upiId: 'ra******@okhdfc' });

    // The webhook's payment is the UPI one; what Kosh keeps of it has the UPI id masked.
    const events = await ctx.database.db.select().from(paymentWebhookEvents);
    const ours = events.filter((e) => JSON.stringify(e.payload).includes(orderId));
    expect(ours.length).toBeGreaterThanOrEqual(2);
    for (const e of ours) {
      expect(e.payload).toMatchObject({
        payload: { payment: { entity: { method: 'upi', vpa: 'ra******@okhdfc' } } },
      });
      expect(JSON.stringify(e.payload)).not.toContain('rahul.sharma');
    }
  });

  it('the webhook alone credits it, with the method and the masked UPI id', async () => {
    ctx.webhooksToApi();
    const customer = await signUp(ctx);
    const orderId = await orderFor(ctx, customer.token, 300);
    await payByUpi(orderId, 'asha@oksbi', 'approve');
    await settledDeliveries(ctx, orderId, 2);
    expect(await paymentOrder(ctx, orderId)).toMatchObject({
      status: 'paid',
      creditedBy: 'webhook',
      paymentMethod: 'upi',
      upiId: 'as******@oksbi',
    });
    expect(await balancePaise(ctx, customer.token)).toBe(300_00n);
  });

  it('declined: nothing credited, the order stays open with why, and the same order can be paid', async () => {
    ctx.webhooksToApi();
    const customer = await signUp(ctx);
    const orderId = await orderFor(ctx, customer.token, 200);
    const declined = await payByUpi(orderId, 'ravi@okicici', 'decline');
    expect(declined.status).toBe('failed');
    const log = await settledDeliveries(ctx, orderId, 1);
    expect(log.map((d) => [d.event, d.status])).toEqual([['payment.failed', 'delivered']]);
    expect(await paymentOrder(ctx, orderId)).toMatchObject({
      status: 'created',
      creditedAt: null,
      paymentMethod: null,
      failureReason: 'Payment was declined on the UPI app.',
    });
    expect(await balancePaise(ctx, customer.token)).toBe(0n);
    expect(await walletRequests(customer)).toEqual([]);

    // A declined attempt's signature-less answer cannot be verified into a credit.
    const forged = await verify(ctx, customer.token, {
      razorpay_payment_id: declined.razorpay_payment_id,
      razorpay_order_id: orderId,
      razorpay_signature: 'f'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);

    const retried = await payByUpi(orderId, 'ravi@okicici', 'approve');
    const ok = await verify(ctx, customer.token, checkoutAnswer(retried));
    expect(ok.statusCode).toBe(200);
    expect(await balancePaise(ctx, customer.token)).toBe(200_00n);
  });

  it('success@kosh approves by itself; the rows and the text say UPI and the masked id', async () => {
    const customer = await signUp(ctx);
    const orderId = await orderFor(ctx, customer.token, 125.5);
    const started = await sandbox<UpiState>(`/checkout/orders/${orderId}/upi`, {
      vpa: 'success@kosh',
    });
    let state = started;
    for (let i = 0; i < 100 && state.status === 'created'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = await sandbox<UpiState>(`/checkout/upi/${started.razorpay_payment_id}`);
    }
    expect(state.status).toBe('captured');
    const texts = (await outbox(ctx, customer.mobile)).length;
    expect((await verify(ctx, customer.token, checkoutAnswer(state))).statusCode).toBe(200);

    const [request] = await walletRequests(customer);
    expect(request).toMatchObject({
      PaymentType: 'Online',
      Status: 1,
      TransactionNo: state.razorpay_payment_id,
      paymentMethod: 'upi',
      upiId: 'su******@kosh',
    });
    const history = await balanceHistory(customer);
    const topUp = history.find((r) => r.entryKind === 'topup_online');
    expect(topUp).toMatchObject({
      amount: 125.5,
      description: 'Added to wallet by UPI · su******@kosh',
      paymentMethod: 'upi',
      upiId: 'su******@kosh',
    });

    // Its receipt (by the id the history row carries) says UPI and the masked id.
    const receipt = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/receipts/${topUp!.RId}`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(receipt.json().data).toMatchObject({ method: 'upi', methodDetail: 'su******@kosh' });

    const [sms] = await waitForOutbox(ctx, customer.mobile, texts + 1);
    expect(sms?.text).toContain('added to your wallet by UPI from su******@kosh');
    expect(sms?.text).not.toContain('success@kosh');
  });

  it('a card top-up says card, in its rows and its text', async () => {
    const customer = await signUp(ctx);
    const orderId = await orderFor(ctx, customer.token, 100);
    const paid = await fetch(`${ctx.sandboxUrl}/checkout/orders/${orderId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'success' }),
    });
    const texts = (await outbox(ctx, customer.mobile)).length;
    const answer = (await paid.json()) as CheckoutSuccess;
    expect((await verify(ctx, customer.token, answer)).statusCode).toBe(200);
    const [request] = await walletRequests(customer);
    expect(request).toMatchObject({ paymentMethod: 'card' });
    expect(request).not.toHaveProperty('upiId');
    const topUp = (await balanceHistory(customer)).find((r) => r.entryKind === 'topup_online');
    expect(topUp).toMatchObject({ description: 'Added to wallet by card', paymentMethod: 'card' });
    const [sms] = await waitForOutbox(ctx, customer.mobile, texts + 1);
    expect(sms?.text).toContain('added to your wallet by card');
  });

  it('texts a Hindi reader in Hindi: UPI and the masked id', async () => {
    const customer = await signUp(ctx, { language: 'hi' });
    const orderId = await orderFor(ctx, customer.token, 150);
    const approved = await payByUpi(orderId, 'meera@ybl', 'approve');
    const texts = (await outbox(ctx, customer.mobile)).length;
    expect((await verify(ctx, customer.token, checkoutAnswer(approved))).statusCode).toBe(200);
    const [sms] = await waitForOutbox(ctx, customer.mobile, texts + 1);
    expect(sms?.templateId).toBe('KOSH_WALLET_CREDIT_HI');
    expect(sms?.text).toContain('(me******@ybl से UPI द्वारा)');
  });

  it('shows a customer only their own top-up’s method, and a UPI id only on UPI', async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const orderId = await orderFor(ctx, owner.token, 100);
    const approved = await payByUpi(orderId, 'owner@okaxis', 'approve');
    expect((await verify(ctx, owner.token, checkoutAnswer(approved))).statusCode).toBe(200);
    const row = await paymentOrder(ctx, orderId);
    const payments = ctx.services.payments;
    expect(await payments.findOwnedTopUp(owner.UId, row.id)).toMatchObject({
      id: row.id,
      status: 'paid',
      amountPaise: 100_00n,
      gatewayPaymentId: approved.razorpay_payment_id,
      paymentMethod: 'upi',
      upiId: 'ow******@okaxis',
    });
    expect(await payments.findOwnedTopUp(other.UId, row.id)).toBeNull();
    expect(await payments.findOwnedTopUp(owner.UId, 'not-a-uuid')).toBeNull();
    expect(await walletRequests(other)).toEqual([]);

    // The database refuses a UPI id on a payment that is not UPI.
    await expect(
      ctx.database.db
        .update(paymentOrders)
        .set({ paymentMethod: 'card' })
        .where(eq(paymentOrders.id, row.id)),
    ).rejects.toThrow();
  });
});
