import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInr } from '@kosh/contract/common/money';
import { createTestContext, type TestContext } from '../helpers/app';
import { checkLedgerAndClose } from '../helpers/ledger';
import { signUp, waitForOutbox } from '../helpers/accounts';
import { call, fund } from '../helpers/recharges';

/**
 * Settlements share a group commit (recharge-settle-batch.ts): reports that arrive together —
 * the aggregator's answers, its callbacks, the poller's looks — settle in one transaction, yet
 * each payment is settled once, a contradiction changes nothing, and each refund's text tells
 * the balance it left.
 */
describe('recharge settlements in a batch', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true, seedCatalogue: true });
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const balanceOf = (userId: string) =>
    ctx.services.ledger.walletBalancePaise(ctx.database.db, userId);

  it('settles each payment once, whatever reports arrive together', async () => {
    const customer = await signUp(ctx);
    await fund(ctx, customer.UId, 1000_00n);
    ctx.callbacksNowhere();
    const orderIds: string[] = [];
    for (const amount of [20, 30, 40]) {
      const pending = await call(ctx, customer.token, '/api/recharge/mobile', {
        opcode: 'JIO',
        number: '9876501111',
        amount,
      });
      expect(pending.statusCode).toBe(202);
      orderIds.push(pending.json().data.orderId as string);
    }
    const [o20, o30, o40] = orderIds as [string, string, string];
    expect(await balanceOf(customer.UId)).toBe(910_00n);

    const settle = ctx.services.rechargePayments.settle;
    // Sent in one turn of the event loop: one batch.
    const results = await Promise.all([
      settle(o20, 'failure', 'callback', { message: 'Operator down' }),
      settle(o30, 'failure', 'poller', {}),
      settle(o20, 'success', 'callback', {}),
      settle(o40, 'success', 'callback', { operatorRef: 'OP-40' }),
      settle(o40, 'success', 'poller', { operatorRef: 'OP-LATE' }),
    ]);
    expect(results.map((r) => [r.row.status, r.changed])).toEqual([
      ['failure', true],
      ['failure', true],
      ['failure', false],
      ['success', true],
      ['success', false],
    ]);
    // Each settlement answers the balance it left, in the batch's order.
    expect(results.map((r) => r.balancePaise)).toEqual([930_00n, 960_00n, null, 960_00n, null]);
    expect(results[3]?.row.operatorRef).toBe('OP-40');
    expect(await balanceOf(customer.UId)).toBe(960_00n);

    const status = (orderId: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/recharges/${orderId}`,
        headers: { authorization: `Bearer ${customer.token}` },
      });
    expect((await status(o20)).json().data).toMatchObject({ status: 'Failure', refunded: true });
    expect((await status(o40)).json().data).toMatchObject({ status: 'Success' });

    // OTP, three debits, two refunds and one confirmation; each refund tells its own balance.
    const texts = await waitForOutbox(ctx, customer.mobile, 7);
    const refunds = texts.filter((t) => t.templateId === 'KOSH_WALLET_REFUND').map((t) => t.text);
    expect(refunds).toHaveLength(2);
    expect(refunds.some((t) => t.includes(`Balance ${formatInr(930_00n)}`))).toBe(true);
    expect(refunds.some((t) => t.includes(`Balance ${formatInr(960_00n)}`))).toBe(true);
    expect(texts.filter((t) => t.templateId === 'KOSH_PAYMENT_CONFIRMED')).toHaveLength(1);
  });

  it('fails an unknown payment alone; the others of its batch settle', async () => {
    const customer = await signUp(ctx);
    await fund(ctx, customer.UId, 100_00n);
    ctx.callbacksNowhere();
    const pending = await call(ctx, customer.token, '/api/recharge/mobile', {
      opcode: 'JIO',
      number: '9876501111',
      amount: 50,
    });
    const orderId = pending.json().data.orderId as string;
    const settle = ctx.services.rechargePayments.settle;
    const [unknown, known] = await Promise.allSettled([
      settle('KR000000NOSUCH', 'success', 'callback', {}),
      settle(orderId, 'success', 'callback', {}),
    ]);
    expect(unknown.status).toBe('rejected');
    expect(known).toMatchObject({ status: 'fulfilled', value: { changed: true } });
    expect(await balanceOf(customer.UId)).toBe(50_00n);
  });
});
