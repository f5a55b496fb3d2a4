import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check';
import { createTestContext, type TestContext } from '../helpers/app';
import { checkLedgerAndClose } from '../helpers/ledger';
import { bearer, signInAdmin, signUp, type SignedInAdmin } from '../helpers/accounts';
import {
  approve,
  balancePaise,
  orderFor,
  pay,
  spend,
  submittedRequest,
  verify,
} from '../helpers/wallet';

describe('GET /api/user/getbal', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signInAdmin(ctx);
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const getbal = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/getbal', headers });

  it('gives a new customer ₹0, in rupees (data) and exact paise', async () => {
    const customer = await signUp(ctx);
    const res = await getbal(bearer(customer.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: true,
      success: true,
      tokenValid: true,
      data: 0,
      balance: { paise: '0', rupees: '0.00' },
    });
  });

  it('answers 401 with tokenValid false without a token, with a bad one and after logout', async () => {
    const customer = await signUp(ctx);
    for (const headers of [{}, bearer('not-a-token'), { authorization: 'Basic abc' }]) {
      const res = await getbal(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ result: false, success: false, tokenValid: false });
    }
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(customer.token),
    });
    expect(out.statusCode).toBe(200);
    const res = await getbal(bearer(customer.token));
    expect(res.statusCode).toBe(401);
    expect(res.json().tokenValid).toBe(false);
  });

  it('shows an online top-up of ₹100.50 to the paisa', async () => {
    const customer = await signUp(ctx);
    const orderId = await orderFor(ctx, customer.token, '100.50');
    const paid = await pay(ctx, orderId);
    expect((await verify(ctx, customer.token, paid)).statusCode).toBe(200);
    const res = await getbal(bearer(customer.token));
    expect(res.json()).toMatchObject({
      data: 100.5,
      balance: { paise: '10050', rupees: '100.50' },
    });
  });

  it('adds an approved offline top-up and counts only what the customer can spend', async () => {
    const customer = await signUp(ctx);
    const id = await submittedRequest(ctx, customer.token, { amount: '1234.56' });
    // Pending requests are not money yet.
    expect(await balancePaise(ctx, customer.token)).toBe(0n);
    expect((await approve(ctx, admin.token, id)).statusCode).toBe(200);
    expect(await balancePaise(ctx, customer.token)).toBe(1_234_56n);

    // A held payment (a recharge waiting for its operator) is not spendable; a void gives it back.
    const hold = await ctx.database.db.transaction((tx) =>
      ctx.services.ledger.hold(tx, {
        debit: { wallet: customer.UId },
        credit: { system: 'providerPayable' },
        amountPaise: 234_56n,
        code: 'MOBILE_RECHARGE',
        reference: { type: 'test', id: 'hold' },
      }),
    );
    expect((await getbal(bearer(customer.token))).json()).toMatchObject({
      data: 1000,
      balance: { paise: '100000', rupees: '1000.00' },
    });
    await ctx.database.db.transaction((tx) => ctx.services.ledger.void(tx, hold.id));
    expect(await balancePaise(ctx, customer.token)).toBe(1_234_56n);

    await spend(ctx, customer.UId, 1_234_56n);
    expect((await getbal(bearer(customer.token))).json()).toMatchObject({
      data: 0,
      balance: { paise: '0', rupees: '0.00' },
    });
  });

  it("shows each customer their own balance, never another's", async () => {
    const rich = await signUp(ctx);
    const poor = await signUp(ctx);
    const id = await submittedRequest(ctx, rich.token, { amount: '700' });
    expect((await approve(ctx, admin.token, id)).statusCode).toBe(200);
    expect(await balancePaise(ctx, rich.token)).toBe(700_00n);
    expect(await balancePaise(ctx, poor.token)).toBe(0n);
  });

  it('keeps the books balanced (npm run ledger:check finds nothing)', async () => {
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });
});
