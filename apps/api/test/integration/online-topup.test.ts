import { createHmac } from 'node:crypto';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentOrders, paymentWebhookEvents } from '../../src/db/schema';
import { checkLedger } from '../../src/modules/ledger/ledger-check';
import { createTestContext, type TestContext } from '../helpers/app';
import { checkLedgerAndClose } from '../helpers/ledger';
import { bearer, signUp, type SignedUp } from '../helpers/accounts';
import {
  balancePaise,
  createOrder,
  failPayment,
  forge,
  gatewayGet,
  gatewayOrdersWithReceipt,
  orderFor,
  orderTransfers,
  pay,
  paymentOrder,
  postWebhook,
  redeliver,
  setKycLevel,
  settledDeliveries,
  signedWebhook,
  spend,
  update,
  verify,
} from '../helpers/wallet';

const VERIFY_FAILED = 'Payment verification failed.';

describe('online top-up: CreateOrder, VerifyPayment, payment/update, webhooks, reconciliation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
  });
  // Webhooks miss unless a test lets them through, so each test decides who credits first.
  beforeEach(() => ctx.webhooksNowhere());
  afterAll(() => checkLedgerAndClose(ctx));

  async function eventRows(eventId: string) {
    return ctx.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, eventId));
  }

  async function ordersOf(user: SignedUp) {
    return ctx.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.UId));
  }

  /** An order of `amount` rupees, paid at the gateway with its webhooks missing the API. */
  async function paidOrder(user: SignedUp, amount: number | string) {
    const orderId = await orderFor(ctx, user.token, amount);
    const paid = await pay(ctx, orderId);
    const log = await settledDeliveries(ctx, orderId, 2);
    expect(log.map((d) => d.status)).toEqual(['failed', 'failed']);
    return paid;
  }

  describe('POST /api/payment/CreateOrder', () => {
    it('creates a gateway order for the amount in paise and remembers it', async () => {
      const customer = await signUp(ctx);
      const res = await createOrder(ctx, customer.token, {
        amount: '100.50',
        currency: 'INR',
        receipt: 'Kosh Wallet 1700000000',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        result: true,
        success: true,
        tokenValid: true,
        data: { id: expect.stringMatching(/^order_\w{14}$/), amount: 10050, currency: 'INR' },
        checkout: { key: 'rzp_test_kosh', scriptUrl: `${ctx.sandboxUrl}/v1/checkout.js` },
      });
      const atGateway = await gatewayGet<Record<string, unknown>>(
        ctx,
        `/v1/orders/${body.data.id}`,
      );
      expect(atGateway).toMatchObject({
        amount: 10050,
        amount_paid: 0,
        currency: 'INR',
        receipt: 'Kosh Wallet 1700000000',
        status: 'created',
        notes: { purpose: 'wallet_topup' },
      });
      const [row] = await ordersOf(customer);
      expect(row).toMatchObject({
        gatewayOrderId: body.data.id,
        amountPaise: 10050n,
        status: 'created',
        creditedAt: null,
      });
      // An order is not money: nothing is credited until the gateway says it was paid.
      expect(await balancePaise(ctx, customer.token)).toBe(0n);

      const whole = await createOrder(ctx, customer.token, { amount: 199, receipt: 'r199' });
      expect(whole.statusCode).toBe(200);
      expect(whole.json().data.amount).toBe(19900);
    });

    it('refuses bad input with 400 naming the field, and stores nothing here or at the gateway', async () => {
      const customer = await signUp(ctx);
      const receipt = 'bad_input_receipt';
      const cases: [Record<string, unknown>, string][] = [
        [{ receipt }, 'amount'],
        [{ amount: '', receipt }, 'amount'],
        [{ amount: 0, receipt }, 'amount'],
        [{ amount: 0.5, receipt }, 'amount'],
        [{ amount: -5, receipt }, 'amount'],
        [{ amount: '1.234', receipt }, 'amount'],
        [{ amount: '12abc', receipt }, 'amount'],
        [{ amount: '1e3', receipt }, 'amount'],
        [{ amount: 200_000.01, receipt }, 'amount'],
        [{ amount: true, receipt }, 'amount'],
        [{ amount: 100, currency: 'USD', receipt }, 'currency'],
        [{ amount: 100 }, 'receipt'],
        [{ amount: 100, receipt: '   ' }, 'receipt'],
        [{ amount: 100, receipt: 'r'.repeat(41) }, 'receipt'],
      ];
      for (const [payload, field] of cases) {
        const res = await createOrder(ctx, customer.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ result: false, code: res.json().errors[0].code });
        expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      }
      const notJson = await ctx.app.inject({
        method: 'POST',
        url: '/api/payment/CreateOrder',
        headers: { ...bearer(customer.token), 'content-type': 'application/json' },
        payload: '{"amount": 100,',
      });
      expect(notJson.statusCode).toBe(400);
      expect(await ordersOf(customer)).toEqual([]);
      expect(await gatewayOrdersWithReceipt(ctx, receipt)).toEqual([]);
    });

    it('answers 401 without a valid token and creates nothing', async () => {
      for (const headers of [{}, bearer('nope')]) {
        // A bad body too: the token is the first problem, so the client signs out.
        for (const payload of [{ amount: 100, receipt: 'anonymous_receipt' }, { amount: -1 }]) {
          for (const url of [
            '/api/payment/CreateOrder',
            '/api/payment/VerifyPayment',
            '/api/payment/update',
          ]) {
            const res = await ctx.app.inject({ method: 'POST', url, headers, payload });
            expect(res.statusCode, url).toBe(401);
            expect(res.json().tokenValid).toBe(false);
          }
        }
      }
      expect(await gatewayOrdersWithReceipt(ctx, 'anonymous_receipt')).toEqual([]);
    });
  });

  describe('POST /api/payment/VerifyPayment', () => {
    it('checks the checkout signature against the stored order and credits the wallet once', async () => {
      const customer = await signUp(ctx);
      const paid = await paidOrder(customer, 250);
      const res = await verify(ctx, customer.token, paid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: true,
        success: true,
        tokenValid: true,
        message: 'Payment verified.',
        data: {
          orderId: paid.razorpay_order_id,
          credited: true,
          balance: 250,
          receiptId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      });
      expect(await balancePaise(ctx, customer.token)).toBe(250_00n);
      expect(await paymentOrder(ctx, paid.razorpay_order_id)).toMatchObject({
        status: 'paid',
        creditedBy: 'verify',
        gatewayPaymentId: paid.razorpay_payment_id,
      });
      expect(await orderTransfers(ctx, paid.razorpay_order_id)).toEqual([
        { kind: 'single', code: 'WALLET_TOPUP_ONLINE', amount: '25000' },
      ]);

      // The browser retries: the answer is the same money, nothing more.
      for (let i = 0; i < 3; i += 1) {
        const again = await verify(ctx, customer.token, paid);
        expect(again.statusCode).toBe(200);
        expect(again.json().data).toEqual({
          orderId: paid.razorpay_order_id,
          credited: false,
          balance: 250,
          receiptId: res.json().data.receiptId,
        });
      }
      expect(await balancePaise(ctx, customer.token)).toBe(250_00n);
      expect(await orderTransfers(ctx, paid.razorpay_order_id)).toHaveLength(1);
    });

    it('rejects forged signatures with 400 and credits nothing', async () => {
      const customer = await signUp(ctx);
      const paid = await paidOrder(customer, 300);
      const other = await paidOrder(customer, 400);
      const withSecret = (secret: string) =>
        createHmac('sha256', secret)
          .update(`${paid.razorpay_order_id}|${paid.razorpay_payment_id}`)
          .digest('hex');
      const forgeries: Record<string, unknown>[] = [
        { ...paid, razorpay_signature: forge(paid.razorpay_signature) },
        { ...paid, razorpay_signature: `${paid.razorpay_signature.slice(0, -1)}` },
        { ...paid, razorpay_signature: `${paid.razorpay_signature}0` },
        { ...paid, razorpay_signature: `${paid.razorpay_signature}00` },
        { ...paid, razorpay_signature: 'z'.repeat(64) },
        { ...paid, razorpay_signature: '' },
        // Signed with a key that is not ours.
        { ...paid, razorpay_signature: withSecret('not_the_key_secret') },
        // Another order's genuine signature, and a genuine signature for another payment.
        { ...paid, razorpay_signature: other.razorpay_signature },
        { ...paid, razorpay_payment_id: other.razorpay_payment_id },
        { ...other, razorpay_order_id: paid.razorpay_order_id },
      ];
      for (const payload of forgeries) {
        const res = await verify(ctx, customer.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ result: false, code: res.json().errors[0].code });
      }
      const changedOneCharacter = await verify(ctx, customer.token, forgeries[0]!);
      expect(changedOneCharacter.json()).toMatchObject({
        message: VERIFY_FAILED,
        errors: [{ field: 'razorpay_signature', message: VERIFY_FAILED }],
      });
      expect(await balancePaise(ctx, customer.token)).toBe(0n);
      expect(await paymentOrder(ctx, paid.razorpay_order_id)).toMatchObject({
        status: 'created',
        creditedAt: null,
      });
      expect(await orderTransfers(ctx, paid.razorpay_order_id)).toEqual([]);

      // The genuine one still works afterwards.
      expect((await verify(ctx, customer.token, paid)).json().data.credited).toBe(true);
      expect(await balancePaise(ctx, customer.token)).toBe(300_00n);
    });

    it("answers 404 for another customer's order and for an unknown one, crediting no one", async () => {
      const owner = await signUp(ctx);
      const intruder = await signUp(ctx);
      const paid = await paidOrder(owner, 150);
      const res = await verify(ctx, intruder.token, paid);
      expect(res.statusCode).toBe(404);
      const viaUpdate = await update(ctx, intruder.token, {
        ...paid,
        userId: intruder.userId,
        amount: 150,
      });
      expect(viaUpdate.statusCode).toBe(404);
      const unknown = await verify(ctx, owner.token, {
        ...paid,
        razorpay_order_id: 'order_DoesNotExist01',
      });
      expect(unknown.statusCode).toBe(404);
      expect(await balancePaise(ctx, owner.token)).toBe(0n);
      expect(await balancePaise(ctx, intruder.token)).toBe(0n);
      expect(await paymentOrder(ctx, paid.razorpay_order_id)).toMatchObject({ status: 'created' });
    });

    it('refuses missing ids with 400', async () => {
      const customer = await signUp(ctx);
      for (const payload of [
        {},
        { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x' },
        { razorpay_order_id: '', razorpay_payment_id: 'pay_x', razorpay_signature: 'a'.repeat(64) },
        {
          razorpay_order_id: 'order_x',
          razorpay_payment_id: ' ',
          razorpay_signature: 'a'.repeat(64),
        },
      ]) {
        const res = await verify(ctx, customer.token, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe(res.json().errors[0].code);
      }
    });
  });

  describe('POST /api/payment/update', () => {
    it('credits the wallet once with the spec’s fields, however often it is called', async () => {
      const customer = await signUp(ctx);
      const paid = await paidOrder(customer, '99.99');
      const res = await update(ctx, customer.token, {
        ...paid,
        userId: customer.userId,
        amount: '99.99',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        result: true,
        message: 'Wallet updated successfully!',
        data: { orderId: paid.razorpay_order_id, credited: true, balance: 99.99 },
      });
      const again = await update(ctx, customer.token, {
        ...paid,
        userId: customer.UId,
        amount: 99.99,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.credited).toBe(false);
      // The receipt the success links to is this top-up's, and its owner's to open.
      const { receiptId } = res.json().data;
      expect(again.json().data.receiptId).toBe(receiptId);
      const receipt = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/receipts/${receiptId}`,
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect(receipt.statusCode).toBe(200);
      expect(receipt.json().data).toMatchObject({ kind: 'topup', amountPaise: '9999' });
      expect(await balancePaise(ctx, customer.token)).toBe(99_99n);
      expect((await paymentOrder(ctx, paid.razorpay_order_id)).creditedBy).toBe('update');
      expect(await orderTransfers(ctx, paid.razorpay_order_id)).toHaveLength(1);
    });

    it('refuses another account’s userId, a wrong amount, a forged signature and other statuses', async () => {
      const customer = await signUp(ctx);
      const someoneElse = await signUp(ctx);
      const paid = await paidOrder(customer, 120);
      const base = { ...paid, userId: customer.userId, amount: 120 };
      const cases: [Parameters<typeof update>[2], Record<string, unknown>, number][] = [
        [{ ...base, userId: someoneElse.userId }, {}, 404],
        [{ ...base, amount: 1200 }, {}, 400],
        [{ ...base, amount: '120.01' }, {}, 400],
        [{ ...base, razorpay_signature: forge(base.razorpay_signature) }, {}, 400],
        [base, { payment_status: 'failed' }, 400],
        [base, { payment_type: 'offline' }, 400],
        [{ ...base, userId: '' }, {}, 400],
      ];
      for (const [input, extra, status] of cases) {
        const res = await update(ctx, customer.token, input, {}, extra);
        expect(res.statusCode, JSON.stringify({ input, extra })).toBe(status);
      }
      expect(await balancePaise(ctx, customer.token)).toBe(0n);
      expect(await orderTransfers(ctx, paid.razorpay_order_id)).toEqual([]);
    });
  });

  describe('POST /api/v1/webhooks/payments', () => {
    it('is credited by the gateway’s own signed webhooks when the browser never returns', async () => {
      ctx.webhooksToApi();
      const customer = await signUp(ctx);
      const orderId = await orderFor(ctx, customer.token, 500);
      await pay(ctx, orderId);
      const log = await settledDeliveries(ctx, orderId, 2);
      expect(log.map((d) => [d.event, d.status, d.last_response_status]).sort()).toEqual([
        ['order.paid', 'delivered', 200],
        ['payment.captured', 'delivered', 200],
      ]);
      expect(await balancePaise(ctx, customer.token)).toBe(500_00n);
      expect(await paymentOrder(ctx, orderId)).toMatchObject({
        status: 'paid',
        creditedBy: 'webhook',
      });
      expect(await orderTransfers(ctx, orderId)).toHaveLength(1);
      for (const d of log) expect(await eventRows(d.event_id)).toHaveLength(1);
    });

    it('rejects forged and tampered webhooks with 401 SIGNATURE_INVALID, crediting and remembering nothing', async () => {
      const customer = await signUp(ctx);
      const paid = await paidOrder(customer, 640);
      const { body, signature } = await signedWebhook(ctx, paid.razorpay_payment_id);
      const eventId = 'evt_ForgedAttempt001';
      const wrongSecret = await signedWebhook(ctx, paid.razorpay_payment_id, {
        secret: 'not_the_webhook_secret',
      });
      const tampered = body.replace('"amount":64000', '"amount":6400000');
      expect(tampered).not.toBe(body);
      const forgeries: [string, string | undefined][] = [
        [body, forge(signature)],
        [body, `${signature}0`],
        [body, `${signature}g`],
        [body, signature.slice(0, 63)],
        [body, ''],
        [body, undefined],
        [wrongSecret.body, wrongSecret.signature],
        [tampered, signature],
        [`${body} `, signature],
      ];
      for (const [payload, sig] of forgeries) {
        const res = await postWebhook(ctx, payload, sig, eventId);
        expect(res.statusCode, sig).toBe(401);
        expect(res.json()).toMatchObject({
          result: false,
          code: 'SIGNATURE_INVALID',
          message: 'Invalid webhook signature.',
        });
      }
      expect(await balancePaise(ctx, customer.token)).toBe(0n);
      expect(await paymentOrder(ctx, paid.razorpay_order_id)).toMatchObject({ status: 'created' });
      // A forgery does not burn the event id: the genuine event under it is still processed.
      expect(await eventRows(eventId)).toEqual([]);
      const genuine = await postWebhook(ctx, body, signature, eventId);
      expect(genuine.statusCode).toBe(200);
      expect(genuine.json()).toEqual({ status: 'processed' });
      expect(await balancePaise(ctx, customer.token)).toBe(640_00n);
    });

    it('deduplicates replays: the sandbox’s redelivery and the same signed body posted twice', async () => {
      ctx.webhooksToApi();
      const customer = await signUp(ctx);
      const orderId = await orderFor(ctx, customer.token, 210);
      const paid = await pay(ctx, orderId);
      const log = await settledDeliveries(ctx, orderId, 2);
      expect(await balancePaise(ctx, customer.token)).toBe(210_00n);

      for (const d of log) {
        const again = await redeliver(ctx, d.event_id);
        expect(again).toMatchObject({ status: 'delivered', last_response_status: 200 });
        expect(again.attempts).toBeGreaterThanOrEqual(2);
        expect(await eventRows(d.event_id)).toHaveLength(1);
      }

      const { body, signature } = await signedWebhook(ctx, paid.razorpay_payment_id, {
        event: 'order.paid',
      });
      const first = await postWebhook(ctx, body, signature, 'evt_ReplayedByHand01');
      expect(first.json()).toEqual({ status: 'processed' });
      const second = await postWebhook(ctx, body, signature, 'evt_ReplayedByHand01');
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ status: 'duplicate' });
      // Replayed under a new event id (the id is not signed): recorded, but the order is paid.
      const renamed = await postWebhook(ctx, body, signature, 'evt_ReplayedByHand02');
      expect(renamed.json()).toEqual({ status: 'processed' });
      // Without an event id the payment id stands in for it.
      expect((await postWebhook(ctx, body, signature, undefined)).json()).toEqual({
        status: 'processed',
      });
      expect((await postWebhook(ctx, body, signature, undefined)).json()).toEqual({
        status: 'duplicate',
      });

      expect(await balancePaise(ctx, customer.token)).toBe(210_00n);
      expect(await orderTransfers(ctx, orderId)).toHaveLength(1);
    });

    it('keeps an order open after payment.failed, and credits the successful retry', async () => {
      ctx.webhooksToApi();
      const customer = await signUp(ctx);
      const orderId = await orderFor(ctx, customer.token, 330);
      await failPayment(ctx, orderId);
      const [failed] = await settledDeliveries(ctx, orderId, 1);
      expect(failed).toMatchObject({ event: 'payment.failed', status: 'delivered' });
      expect(await paymentOrder(ctx, orderId)).toMatchObject({
        status: 'created',
        failureReason: 'Payment failed',
      });
      expect(await balancePaise(ctx, customer.token)).toBe(0n);

      await pay(ctx, orderId);
      await settledDeliveries(ctx, orderId, 3);
      expect(await paymentOrder(ctx, orderId)).toMatchObject({
        status: 'paid',
        failureReason: null,
      });
      expect(await balancePaise(ctx, customer.token)).toBe(330_00n);
    });

    it('ignores signed events it cannot use, and refuses a signed body that is not JSON', async () => {
      const customer = await signUp(ctx);
      const paid = await paidOrder(customer, 175);
      const cases: [Parameters<typeof signedWebhook>[2], string][] = [
        [{ patchPayment: { amount: 1 } }, 'evt_WrongAmount00001'],
        [{ patchPayment: { order_id: 'order_NotOurs0000001' } }, 'evt_UnknownOrder0001'],
        [{ patchPayment: { status: 'authorized' } }, 'evt_NotCaptured00001'],
      ];
      for (const [options, eventId] of cases) {
        const { body, signature } = await signedWebhook(ctx, paid.razorpay_payment_id, options);
        const res = await postWebhook(ctx, body, signature, eventId);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'ignored' });
      }
      const other = JSON.stringify({ entity: 'event', event: 'refund.created', payload: {} });
      const sign = (raw: string) =>
        createHmac('sha256', ctx.config.razorpay.webhookSecret).update(raw).digest('hex');
      expect((await postWebhook(ctx, other, sign(other), 'evt_OtherEvent000001')).json()).toEqual({
        status: 'ignored',
      });
      const notJson = 'this is not json';
      const res = await postWebhook(ctx, notJson, sign(notJson), 'evt_NotJson000000001');
      expect(res.statusCode).toBe(400);
      expect(await balancePaise(ctx, customer.token)).toBe(0n);
      expect(await paymentOrder(ctx, paid.razorpay_order_id)).toMatchObject({ status: 'created' });
    });

    it('does not remember an event it failed to process, so the gateway’s retry is not lost', async () => {
      const customer = await signUp(ctx);
      const first = await paidOrder(customer, 111);
      const second = await paidOrder(customer, 111);
      expect((await verify(ctx, customer.token, first)).statusCode).toBe(200);
      // A (broken) event for the second order naming the first order's payment cannot be applied.
      const { body, signature } = await signedWebhook(ctx, first.razorpay_payment_id, {
        patchPayment: { order_id: second.razorpay_order_id },
      });
      const failed = await postWebhook(ctx, body, signature, 'evt_FailsToApply0001');
      expect(failed.statusCode).toBe(500);
      expect(await eventRows('evt_FailsToApply0001')).toEqual([]);
      expect((await postWebhook(ctx, body, signature, 'evt_FailsToApply0001')).statusCode).toBe(
        500,
      );
      expect(await balancePaise(ctx, customer.token)).toBe(111_00n);
      expect(await paymentOrder(ctx, second.razorpay_order_id)).toMatchObject({
        status: 'created',
      });
    });
  });

  describe('verify, update and the webhook racing', () => {
    it('credit once, in any order and any number of times', async () => {
      const customer = await signUp(ctx);
      let expected = 0n;
      for (const amount of [101, 202, 303, 404]) {
        const paid = await paidOrder(customer, amount);
        const log = await settledDeliveries(ctx, paid.razorpay_order_id, 2);
        ctx.webhooksToApi();
        const captured = await signedWebhook(ctx, paid.razorpay_payment_id);
        const orderPaid = await signedWebhook(ctx, paid.razorpay_payment_id, {
          event: 'order.paid',
        });
        const input = { ...paid, userId: customer.userId, amount };
        const [browser, sandbox, hooks] = await Promise.all([
          Promise.all([
            verify(ctx, customer.token, paid),
            update(ctx, customer.token, input),
            verify(ctx, customer.token, paid),
            update(ctx, customer.token, input),
          ]),
          Promise.all(log.map((d) => redeliver(ctx, d.event_id))),
          Promise.all([
            postWebhook(ctx, captured.body, captured.signature, `evt_race_c_${amount}`),
            postWebhook(ctx, orderPaid.body, orderPaid.signature, `evt_race_o_${amount}`),
            postWebhook(ctx, captured.body, captured.signature, `evt_race_c_${amount}`),
          ]),
        ]);
        for (const res of browser) expect(res.statusCode).toBe(200);
        for (const d of sandbox) expect(d).toMatchObject({ status: 'delivered' });
        for (const res of hooks) expect(res.statusCode).toBe(200);
        expect(hooks.map((r) => r.json().status).sort()).toEqual([
          'duplicate',
          'processed',
          'processed',
        ]);

        const order = await paymentOrder(ctx, paid.razorpay_order_id);
        expect(order.status).toBe('paid');
        const creditedByBrowser = browser.filter((r) => r.json().data.credited).length;
        expect(creditedByBrowser).toBe(['verify', 'update'].includes(order.creditedBy!) ? 1 : 0);
        expect(await orderTransfers(ctx, paid.razorpay_order_id)).toEqual([
          { kind: 'single', code: 'WALLET_TOPUP_ONLINE', amount: String(amount * 100) },
        ]);
        expected += BigInt(amount * 100);
        expect(await balancePaise(ctx, customer.token)).toBe(expected);
        ctx.webhooksNowhere();
      }
    });

    it('credit once when the webhooks arrive while the browser verifies and updates', async () => {
      ctx.webhooksToApi();
      const customer = await signUp(ctx);
      const orderId = await orderFor(ctx, customer.token, 606);
      const paid = await pay(ctx, orderId);
      const input = { ...paid, userId: customer.userId, amount: 606 };
      const answers = await Promise.all([
        verify(ctx, customer.token, paid),
        update(ctx, customer.token, input),
      ]);
      for (const res of answers) expect(res.statusCode).toBe(200);
      await settledDeliveries(ctx, orderId, 2);
      expect(await balancePaise(ctx, customer.token)).toBe(606_00n);
      expect(await orderTransfers(ctx, orderId)).toHaveLength(1);
    });
  });

  describe('reconciliation', () => {
    it('credits a paid order whose callbacks never arrived, once', async () => {
      const customer = await signUp(ctx);
      const paid = await paidOrder(customer, 444);
      const unpaid = await orderFor(ctx, customer.token, 10);
      const failed = await orderFor(ctx, customer.token, 20);
      await failPayment(ctx, failed);
      await settledDeliveries(ctx, failed, 1);
      expect(await balancePaise(ctx, customer.token)).toBe(0n);

      // Not yet: an order younger than the grace period waits for its callbacks.
      await ctx.services.payments.reconcile({ olderThanMs: 60_000, maxAgeMs: 86_400_000 });
      expect(await balancePaise(ctx, customer.token)).toBe(0n);

      const run = await ctx.services.payments.reconcile({ olderThanMs: 0, maxAgeMs: 86_400_000 });
      expect(run.credited).toBeGreaterThanOrEqual(1);
      expect(await balancePaise(ctx, customer.token)).toBe(444_00n);
      expect(await paymentOrder(ctx, paid.razorpay_order_id)).toMatchObject({
        status: 'paid',
        creditedBy: 'reconcile',
        gatewayPaymentId: paid.razorpay_payment_id,
      });
      expect(await paymentOrder(ctx, unpaid)).toMatchObject({ status: 'created' });
      expect(await paymentOrder(ctx, failed)).toMatchObject({ status: 'created' });

      await ctx.services.payments.reconcile({ olderThanMs: 0, maxAgeMs: 86_400_000 });
      // The late callbacks change nothing.
      ctx.webhooksToApi();
      for (const d of await deliveriesOf(paid.razorpay_order_id)) {
        expect(await redeliver(ctx, d.event_id)).toMatchObject({ status: 'delivered' });
      }
      expect((await verify(ctx, customer.token, paid)).json().data.credited).toBe(false);
      expect(await balancePaise(ctx, customer.token)).toBe(444_00n);
      expect(await orderTransfers(ctx, paid.razorpay_order_id)).toHaveLength(1);
    });

    it('reaches an older paid order however many newer ones were left unpaid', async () => {
      const customer = await signUp(ctx);
      const paid = await paidOrder(customer, 321);
      // Abandoned checkouts, newer than the paid order and more than one run looks at.
      for (let i = 0; i < 50; i += 1) await orderFor(ctx, customer.token, 1);

      const run = await ctx.services.payments.reconcile({ olderThanMs: 0, maxAgeMs: 86_400_000 });
      expect(run.checked).toBeGreaterThanOrEqual(51);
      expect(await paymentOrder(ctx, paid.razorpay_order_id)).toMatchObject({
        status: 'paid',
        creditedBy: 'reconcile',
      });
      expect(await balancePaise(ctx, customer.token)).toBe(321_00n);
    });

    it('goes round every open order in one run, page after page, however many there are', async () => {
      const customer = await signUp(ctx);
      const paid = await paidOrder(customer, 123);
      for (let i = 0; i < 120; i += 1) await orderFor(ctx, customer.token, 1);
      // The paid order was looked at a moment ago, so it is neither among the newest nor among
      // those looked at longest ago: a single page of 50 would not reach it.
      await ctx.database.db.execute(
        sql`update payment_orders set updated_at = now() where gateway_order_id = ${paid.razorpay_order_id}`,
      );

      const run = await ctx.services.payments.reconcile({ olderThanMs: 0, maxAgeMs: 86_400_000 });
      expect(run.checked).toBeGreaterThanOrEqual(121);
      expect(run.credited).toBe(1);
      expect(await paymentOrder(ctx, paid.razorpay_order_id)).toMatchObject({
        status: 'paid',
        creditedBy: 'reconcile',
      });
      expect(await balancePaise(ctx, customer.token)).toBe(123_00n);
      // A page at a time within the run's limits: one page only when asked for one.
      const one = await ctx.services.payments.reconcile({
        olderThanMs: 0,
        maxAgeMs: 86_400_000,
        maxOrders: 50,
      });
      expect(one.checked).toBe(50);
    });

    it("runs a credit again when PostgreSQL picks it as a deadlock's victim, crediting once", async () => {
      if (ctx.database.kind !== 'postgres') return; // PGlite has one connection: no deadlocks
      const customer = await signUp(ctx);
      const paid = await paidOrder(customer, 212);
      const { rows } = await ctx.database.executeSql('select current_database() as name');
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${(rows[0] as { name: string }).name}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        // Another transaction holds the gateway's clearing account (every shard)…
        await other.query('begin');
        await other.query(
          "select id from ledger_accounts where code like 'SYSTEM:PAYMENT_GATEWAY_CLEARING%' for update",
        );
        // …while the verify call's credit locks the wallet and waits for that account…
        const verified = verify(ctx, customer.token, paid);
        await new Promise((resolve) => setTimeout(resolve, 300));
        // …then wants the wallet: a deadlock. The credit waited first, so its check finds it
        // first and PostgreSQL rolls the credit back; the other transaction goes on and commits.
        await other.query('select id from ledger_accounts where user_id = $1 for update', [
          customer.UId,
        ]);
        await other.query('commit');
        const res = await verified;
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.credited).toBe(true);
      } finally {
        await other.end();
      }
      expect(await balancePaise(ctx, customer.token)).toBe(212_00n);
      expect(await orderTransfers(ctx, paid.razorpay_order_id)).toHaveLength(1);
    });

    async function deliveriesOf(orderId: string) {
      return settledDeliveries(ctx, orderId, 2);
    }
  });

  describe('RBI limits on online top-ups (422 with a clear message)', () => {
    it('a minimum-KYC wallet holds at most ₹10,000, checked at the order and again at the credit', async () => {
      const customer = await signUp(ctx);
      const over = await createOrder(ctx, customer.token, {
        amount: '10000.01',
        receipt: 'over_limit_receipt',
      });
      expect(over.statusCode).toBe(422);
      expect(over.json()).toMatchObject({
        result: false,
        code: 'WALLET_LIMIT_MIN_KYC_BALANCE',
        message:
          'A minimum-KYC wallet can hold at most ₹10,000. You can add up to ₹10,000 now, or complete your KYC to hold up to ₹2,00,000.',
      });
      expect(await gatewayOrdersWithReceipt(ctx, 'over_limit_receipt')).toEqual([]);

      // Two orders that each fit, paid both: the second credit would break the limit.
      const first = await paidOrder(customer, 6000);
      const second = await paidOrder(customer, 5000);
      expect((await verify(ctx, customer.token, first)).statusCode).toBe(200);
      const refused = await verify(ctx, customer.token, second);
      expect(refused.statusCode).toBe(422);
      const message =
        'A minimum-KYC wallet can hold at most ₹10,000. You can add up to ₹4,000 now, or complete your KYC to hold up to ₹2,00,000.';
      expect(refused.json()).toMatchObject({ code: 'WALLET_LIMIT_MIN_KYC_BALANCE', message });
      // Not credited, and given back at the gateway at once (topup-refunds.test.ts has the rest).
      expect(await paymentOrder(ctx, second.razorpay_order_id)).toMatchObject({
        status: 'refunded',
        failureReason: message,
      });
      // Whoever asks again — the browser, the webhook, the reconciler — the answer stays no.
      expect((await verify(ctx, customer.token, second)).statusCode).toBe(422);
      const viaUpdate = await update(ctx, customer.token, {
        ...second,
        userId: customer.userId,
        amount: 5000,
      });
      expect(viaUpdate.statusCode).toBe(422);
      expect(viaUpdate.json().message).toBe(message);
      ctx.webhooksToApi();
      for (const d of await settledDeliveries(ctx, second.razorpay_order_id, 2)) {
        expect(await redeliver(ctx, d.event_id)).toMatchObject({ status: 'delivered' });
      }
      await ctx.services.payments.reconcile({ olderThanMs: 0, maxAgeMs: 86_400_000 });
      expect(await balancePaise(ctx, customer.token)).toBe(6000_00n);
      expect(await orderTransfers(ctx, second.razorpay_order_id)).toEqual([]);

      expect(
        (await createOrder(ctx, customer.token, { amount: 4000, receipt: 'r' })).statusCode,
      ).toBe(200);
      expect(
        (await createOrder(ctx, customer.token, { amount: '4000.01', receipt: 'r' })).statusCode,
      ).toBe(422);
    });

    it('a minimum-KYC wallet loads at most ₹10,000 a month, even after spending', async () => {
      const customer = await signUp(ctx);
      const paid = await paidOrder(customer, 8000);
      expect((await verify(ctx, customer.token, paid)).statusCode).toBe(200);
      await spend(ctx, customer.UId, 8000_00n);
      expect(await balancePaise(ctx, customer.token)).toBe(0n);
      const over = await createOrder(ctx, customer.token, { amount: '2000.01', receipt: 'r' });
      expect(over.statusCode).toBe(422);
      expect(over.json().message).toBe(
        'A minimum-KYC wallet can be loaded with at most ₹10,000 a month. You can add up to ₹2,000 more this month, or complete your KYC.',
      );
      expect(
        (await createOrder(ctx, customer.token, { amount: 2000, receipt: 'r' })).statusCode,
      ).toBe(200);
    });

    it('a full-KYC wallet holds at most ₹2,00,000 and has no monthly load cap', async () => {
      const customer = await signUp(ctx);
      await setKycLevel(ctx, customer.UId, 'full');
      const paid = await paidOrder(customer, 200_000);
      expect((await verify(ctx, customer.token, paid)).statusCode).toBe(200);
      expect(await balancePaise(ctx, customer.token)).toBe(2_00_000_00n);
      const over = await createOrder(ctx, customer.token, { amount: 1, receipt: 'r' });
      expect(over.statusCode).toBe(422);
      expect(over.json().message).toBe(
        'Your wallet can hold at most ₹2,00,000. You can add up to ₹0 now.',
      );
      await spend(ctx, customer.UId, 50_000_00n);
      const more = await paidOrder(customer, 50_000);
      expect((await verify(ctx, customer.token, more)).json().data).toMatchObject({
        credited: true,
        balance: 200_000,
      });
    });
  });

  it('leaves the ledger consistent (npm run ledger:check)', async () => {
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });
});
