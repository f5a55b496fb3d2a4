import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, signUp, waitForOutbox, type SignedUp } from '../helpers/accounts';
import { checkLedgerAndClose } from '../helpers/ledger';
import { call, eventually, fund, postCallback, rechargeRow } from '../helpers/recharges';
import { balancePaise } from '../helpers/wallet';

/**
 * A payment the operator has not confirmed yet, followed to its end: the status call the pending
 * screen polls, "Check status" that asks the aggregator now, and the SMS of the final outcome.
 */
describe('GET /api/v1/recharges/{orderId} and POST …/check', () => {
  let ctx: TestContext;
  let offsetMs = 0;
  beforeAll(async () => {
    ctx = await createTestContext({
      listen: true,
      seedCatalogue: true,
      aggregatorPendingMs: 800,
      clock: () => new Date(Date.now() + offsetMs),
    });
  });
  beforeEach(() => ctx.callbacksToApi());
  afterAll(() => checkLedgerAndClose(ctx));

  async function customerWith(rupees: number): Promise<SignedUp> {
    const customer = await signUp(ctx);
    await fund(ctx, customer.UId, BigInt(rupees) * 100n);
    return customer;
  }
  const status = (token: string, orderId: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/recharges/${orderId}`, headers: bearer(token) });
  const check = (token: string, orderId: string) =>
    call(ctx, token, `/api/v1/recharges/${orderId}/check`, undefined);

  it('follows a pending payment until the callback settles it, then texts the success', async () => {
    const customer = await customerWith(500);
    const paid = await call(ctx, customer.token, '/api/recharge/mobile', {
      opcode: 'JIO',
      number: '9876541111',
      amount: 199,
    });
    expect(paid.statusCode).toBe(202);
    expect(paid.json()).toMatchObject({
      code: 'RECHARGE_PENDING',
      message: 'Your mobile recharge is being processed. We will confirm it by SMS.',
    });
    const orderId = paid.json().data.orderId as string;

    const pending = await status(customer.token, orderId);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().code).toBe('RECHARGE_PENDING');
    expect(pending.json()).toMatchObject({
      result: true,
      tokenValid: true,
      data: {
        orderId,
        status: 'Pending',
        amount: 199,
        number: '9876541111',
        operator: 'Jio',
        balance: 301,
        settledAt: null,
        refunded: false,
        canCheck: true,
      },
    });
    expect(new Date(pending.json().data.createdAt).getTime()).not.toBeNaN();

    const settled = await eventually(
      async () => {
        const res = await status(customer.token, orderId);
        const body = res.json<{ data: { status: string; settledAt: string | null } }>();
        return body.data.status !== 'Pending' ? body : undefined;
      },
      8000,
      'the callback',
    );
    expect(settled).toMatchObject({
      message: 'Recharge successful!',
      data: { status: 'Success', refunded: false, canCheck: false },
    });
    expect(settled.data.settledAt).toEqual(expect.any(String));
    // OTP, the debit, then the confirmation the pending screen promised.
    const texts = await waitForOutbox(ctx, customer.mobile, 3);
    expect(texts[0]?.templateId).toBe('KOSH_PAYMENT_CONFIRMED');
    expect(texts[0]?.text).toContain('is successful');
    expect(texts[0]?.text).toContain(orderId);
  });

  it('a payment refunded later is shown as refunded, and texted once', async () => {
    ctx.callbacksNowhere();
    const customer = await customerWith(300);
    const paid = await call(ctx, customer.token, '/api/recharge/mobile', {
      opcode: 'AIRTEL',
      number: '9876561111',
      amount: 100,
    });
    expect(paid.statusCode).toBe(202);
    const orderId = paid.json().data.orderId as string;
    // The operator turns it down later: the aggregator's callback says so.
    const failed = await postCallback(ctx, {
      eventId: `late-failure-${orderId}`,
      clientRef: orderId,
      status: 'FAILURE',
      message: 'The operator could not process this payment.',
    });
    expect(failed.statusCode).toBe(200);
    const res = await status(customer.token, orderId);
    expect(res.json().data).toMatchObject({ status: 'Failure', refunded: true, balance: 300 });
    expect(res.json().message).toContain('₹100.00 has been refunded to your wallet');
    expect(res.json().code).toBe('RECHARGE_REFUNDED');
    const texts = await waitForOutbox(ctx, customer.mobile, 3);
    expect(texts.filter((t) => t.templateId === 'KOSH_WALLET_REFUND')).toHaveLength(1);
    expect(texts.filter((t) => t.templateId === 'KOSH_PAYMENT_CONFIRMED')).toHaveLength(0);
  });

  it('Check status asks the aggregator now, at most once a minute per payment', async () => {
    ctx.callbacksNowhere();
    const customer = await customerWith(500);
    const paid = await call(ctx, customer.token, '/api/recharge/mobile', {
      opcode: 'VI',
      number: '9876551111',
      amount: 49,
    });
    const orderId = paid.json().data.orderId as string;
    // Asked at once, the aggregator still says pending.
    const first = await check(customer.token, orderId);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'Pending', canCheck: false });
    expect((await rechargeRow(ctx, orderId)).checkedAt).not.toBeNull();

    // Once it has succeeded there, a second press within the minute is answered from what we
    // know (still pending here), and one after the minute asks and settles it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const soon = await check(customer.token, orderId);
    expect(soon.json().data).toMatchObject({ status: 'Pending', canCheck: false });
    offsetMs += 61_000;
    expect((await status(customer.token, orderId)).json().data.canCheck).toBe(true);
    const later = await check(customer.token, orderId);
    expect(later.json().data).toMatchObject({ status: 'Success', canCheck: false });
    expect(await rechargeRow(ctx, orderId)).toMatchObject({
      status: 'success',
      settledBy: 'poller',
    });
    expect(await balancePaise(ctx, customer.token)).toBe(451_00n);
  });

  it('answers 404 for another customer’s payment and for one that does not exist, 400 for a malformed id', async () => {
    const owner = await customerWith(100);
    const stranger = await signUp(ctx);
    const paid = await call(ctx, owner.token, '/api/recharge/mobile', {
      opcode: 'JIO',
      number: '9876512345',
      amount: 10,
    });
    const orderId = paid.json().data.orderId as string;
    for (const res of [
      await status(stranger.token, orderId),
      await check(stranger.token, orderId),
      await status(owner.token, 'KR0000000000000000'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'RECHARGE_NOT_FOUND',
        message: 'Recharge not found.',
      });
    }
    const malformed = await status(owner.token, 'not-an-order');
    expect(malformed.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/v1/recharges/${orderId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
