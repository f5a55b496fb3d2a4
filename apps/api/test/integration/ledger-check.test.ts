import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, paymentOrders, recharges } from '../../src/db/schema';
import { checkLedger } from '../../src/modules/ledger/ledger-check';
import { createTestContext, type TestContext } from '../helpers/app';
import { signUp } from '../helpers/accounts';
import { call, fund } from '../helpers/recharges';

/**
 * `npm run ledger:check` beyond the books: each invariant around the ledger is broken on purpose,
 * once, and the check must name it.
 */
describe('ledger:check: holds, payments, top-ups and keys', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seedCatalogue: true, aggregatorHangMs: 5000 });
  });
  afterAll(() => ctx.close());

  const checks = async (options?: Parameters<typeof checkLedger>[1]) =>
    (await checkLedger(ctx.database.db, options)).map((p) => p.check);

  async function pendingPayment() {
    const customer = await signUp(ctx);
    await fund(ctx, customer.UId, 100_00n);
    // A number ending 2222 is not answered in time: the payment stays pending, its hold open.
    const res = await call(ctx, customer.token, '/api/recharge/mobile', {
      opcode: 'JIO',
      number: '9876502222',
      amount: 20,
    });
    expect(res.statusCode).toBe(202);
    return res.json().data.orderId as string;
  }

  it('is clean on a healthy database', async () => {
    await pendingPayment();
    expect(await checks()).toEqual([]);
  });

  it('flags a hold still open past its deadline', async () => {
    const inTwoDays = new Date(Date.now() + 48 * 60 * 60_000);
    expect(await checks({ now: inTwoDays })).toContain('no hold open past its deadline');
    expect(await checks({ now: inTwoDays, holdDeadlineMinutes: 3 * 24 * 60 })).not.toContain(
      'no hold open past its deadline',
    );
  });

  it('flags a payment whose status does not match its hold', async () => {
    const orderId = await pendingPayment();
    await ctx.database.db
      .update(recharges)
      .set({ status: 'success', settledAt: new Date() })
      .where(eq(recharges.orderId, orderId));
    expect(await checks()).toContain('payment status matches its hold');
    await ctx.database.db
      .update(recharges)
      .set({ status: 'pending', settledAt: null })
      .where(eq(recharges.orderId, orderId));
    expect(await checks()).not.toContain('payment status matches its hold');
  });

  it('flags a top-up marked paid that was never credited', async () => {
    const customer = await signUp(ctx);
    const [order] = await ctx.database.db
      .insert(paymentOrders)
      .values({
        userId: customer.UId,
        gatewayOrderId: `order_${randomBytes(7).toString('hex')}`,
        gatewayPaymentId: `pay_${randomBytes(7).toString('hex')}`,
        amountPaise: 500_00n,
        receipt: 'check',
        status: 'paid',
        creditedAt: new Date(),
      })
      .returning();
    expect(await checks()).toContain('top-up credited once');
    await ctx.database.db.delete(paymentOrders).where(eq(paymentOrders.id, order!.id));
  });

  it('flags an Idempotency-Key left unanswered long after its lease', async () => {
    const customer = await signUp(ctx);
    const key = `check-${randomBytes(8).toString('hex')}`;
    await ctx.database.db.insert(idempotencyKeys).values({
      userId: customer.UId,
      key,
      route: 'POST /api/recharge/mobile',
      requestHash: 'x',
      lockedUntil: new Date(Date.now() - 20 * 60_000),
    });
    expect(await checks()).toContain('no Idempotency-Key stuck');
    expect(await checks({ stuckKeyMinutes: 30 })).not.toContain('no Idempotency-Key stuck');
    await ctx.database.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(await checks()).toEqual([]);
  });
});
