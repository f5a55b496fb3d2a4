import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RECENTS_PER_KIND } from '@kosh/contract/recents';
import { savedPayees } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import { checkLedgerAndClose } from '../helpers/ledger';
import { bearer, signUp, type SignedUp } from '../helpers/accounts';
import { call, fund } from '../helpers/recharges';
import { istDate } from '../helpers/dates';

describe('recents: numbers and billers saved by a successful payment', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true, seedCatalogue: true });
  });
  beforeEach(() => ctx.callbacksToApi());
  afterAll(() => checkLedgerAndClose(ctx));

  async function customerWith(rupees: number): Promise<SignedUp> {
    const customer = await signUp(ctx);
    if (rupees > 0) await fund(ctx, customer.UId, BigInt(rupees) * 100n);
    return customer;
  }
  const recents = (token: string, kind: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/me/recents?kind=${kind}`,
      headers: bearer(token),
    });
  const patch = (token: string, id: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/me/recents/${id}`,
      headers: bearer(token),
      payload,
    });
  const remove = (token: string, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/v1/me/recents/${id}`, headers: bearer(token) });
  const rowsOf = (userId: string) =>
    ctx.database.db.select().from(savedPayees).where(eq(savedPayees.userId, userId));
  const mobile = (token: string, payload: Record<string, unknown>) =>
    call(ctx, token, '/api/recharge/mobile', payload);

  it('two successful recharges of one number keep one row, with the latest amount and plan', async () => {
    const customer = await customerWith(1000);
    const first = await mobile(customer.token, {
      opcode: 'JIO',
      number: '9876512345',
      amount: 199,
      circle: 'KA',
      planId: 'JIO-199',
    });
    expect(first.statusCode).toBe(200);
    const second = await mobile(customer.token, {
      opcode: 'JIO',
      number: '9876512345',
      amount: 249,
    });
    expect(second.statusCode).toBe(200);

    const res = await recents(customer.token, 'mobile');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      kind: 'mobile',
      operatorCode: 'JIO',
      operatorName: 'Jio',
      number: '9876512345',
      circle: 'KA',
      lastAmountPaise: 24900,
      lastPlanId: null,
      payCount: 2,
      name: null,
      pinned: false,
      remindersOff: false,
    });
    expect(new Date(data[0].lastPaidAt).getTime()).not.toBeNaN();
    // Another kind's list is its own.
    expect((await recents(customer.token, 'dth')).json().data).toEqual([]);

    // Balance History carries what Repeat fills in again: the operator code, circle and plan.
    const history = await call(ctx, customer.token, '/api/user/getRechLogs', {
      fromdate: istDate(-1),
      todate: istDate(0),
    });
    const payments = history
      .json()
      .data.filter((row: { entryKind: string }) => row.entryKind === 'payment');
    expect(payments.at(-1)).toMatchObject({
      rechNo: '9876512345',
      serviceKind: 'mobile',
      operatorCode: 'JIO',
      circle: 'KA',
      planId: 'JIO-199',
    });
  });

  it('a failed payment saves nothing, nor does a pending one until it succeeds', async () => {
    const customer = await customerWith(1000);
    const failed = await mobile(customer.token, {
      opcode: 'JIO',
      number: '9876500000',
      amount: 10,
    });
    expect(failed.json().data.status).toBe('Failure');
    ctx.callbacksNowhere();
    const pending = await mobile(customer.token, {
      opcode: 'JIO',
      number: '9876501111',
      amount: 20,
    });
    expect(pending.statusCode).toBe(202);
    expect(await rowsOf(customer.UId)).toEqual([]);
    expect((await recents(customer.token, 'mobile')).json().data).toEqual([]);

    // The callback (or poller) settles it: saved in that transaction.
    const orderId = pending.json().data.orderId as string;
    await ctx.services.rechargePayments.settle(orderId, 'success', 'callback', {});
    const data = (await recents(customer.token, 'mobile')).json().data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ number: '9876501111', lastAmountPaise: 2000, payCount: 1 });
  });

  it('a paid bill saves the biller account with the mobile it was fetched with', async () => {
    const customer = await customerWith(10_000);
    const fetched = await call(ctx, customer.token, '/api/elBill/fetchBill', {
      mcode: 'BESCOM',
      service_no: '1234567890',
      customerMobile: '9876512345',
      option1: '',
      option2: '',
    });
    expect(fetched.statusCode).toBe(200);
    const paid = await call(ctx, customer.token, '/api/elBill/payBill', {
      opcode: 'BESCOM',
      number: '1234567890',
      amount: fetched.json().data.dueamount,
    });
    expect(paid.statusCode).toBe(200);
    const data = (await recents(customer.token, 'electricity')).json().data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      kind: 'electricity',
      operatorCode: 'BESCOM',
      number: '1234567890',
      customerMobile: '9876512345',
      remindersOff: false,
    });
  });

  it('saves a batch of payments in one go: repeats counted, each kind trimmed to its limit', async () => {
    const customer = await customerWith(0);
    const other = await customerWith(0);
    const paid = (userId: string, number: string, minutesAgo: number, amountPaise = 100_00n) => ({
      userId,
      kind: 'mobile' as const,
      operatorCode: 'JIO',
      operatorName: 'Jio',
      number,
      option1: '',
      option2: '',
      circle: null,
      customerMobile: null,
      amountPaise,
      planId: null,
      paidAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    const numbers = Array.from(
      { length: RECENTS_PER_KIND + 2 },
      (_, i) => `98765${String(i).padStart(5, '0')}`,
    );
    await ctx.database.db.transaction((tx) =>
      ctx.services.recents.recordPaid(tx, [
        ...numbers.map((n, i) => paid(customer.UId, n, 100 - i)),
        // The newest number paid again in the same batch: one row, counted twice.
        paid(customer.UId, numbers.at(-1)!, 0, 250_00n),
        paid(other.UId, '9876599999', 5),
      ]),
    );
    const mine = await rowsOf(customer.UId);
    expect(mine).toHaveLength(RECENTS_PER_KIND);
    // The oldest two went; the repeated one holds the latest amount and both payments.
    expect(mine.map((r) => r.number)).not.toContain(numbers[0]);
    expect(mine.map((r) => r.number)).not.toContain(numbers[1]);
    expect(mine.find((r) => r.number === numbers.at(-1))).toMatchObject({
      payCount: 2,
      lastAmountPaise: 250_00n,
    });
    expect(await rowsOf(other.UId)).toHaveLength(1);
  });

  it('names, pins and deletes; lists pinned first, then the most recently paid', async () => {
    const customer = await customerWith(1000);
    for (const number of ['9876512301', '9876512302', '9876512303']) {
      expect((await mobile(customer.token, { opcode: 'JIO', number, amount: 10 })).statusCode).toBe(
        200,
      );
    }
    const listed = (await recents(customer.token, 'mobile')).json().data;
    expect(listed.map((r: { number: string }) => r.number)).toEqual([
      '9876512303',
      '9876512302',
      '9876512301',
    ]);
    const oldest = listed[2].id as string;

    const named = await patch(customer.token, oldest, { name: "  Mom's phone 📱 ", pinned: true });
    expect(named.statusCode).toBe(200);
    expect(named.json().data).toMatchObject({ name: "Mom's phone 📱", pinned: true });
    const pinnedFirst = (await recents(customer.token, 'mobile')).json().data;
    expect(pinnedFirst.map((r: { number: string }) => r.number)).toEqual([
      '9876512301',
      '9876512303',
      '9876512302',
    ]);

    const off = await patch(customer.token, oldest, { remindersOff: true, name: '' });
    expect(off.json().data).toMatchObject({ remindersOff: true, name: null, pinned: true });

    expect((await remove(customer.token, oldest)).statusCode).toBe(200);
    expect((await remove(customer.token, oldest)).statusCode).toBe(404);
    expect((await recents(customer.token, 'mobile')).json().data).toHaveLength(2);
  });

  it('refuses a bad name with a 400 naming the field, and changes nothing', async () => {
    const customer = await customerWith(100);
    await mobile(customer.token, { opcode: 'JIO', number: '9876512399', amount: 10 });
    const [saved] = (await recents(customer.token, 'mobile')).json().data;
    const before = await rowsOf(customer.UId);

    const tooLong = await patch(customer.token, saved.id, { name: 'x'.repeat(41), pinned: true });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'RECENT_NAME_TOO_LONG',
      errors: [expect.objectContaining({ field: 'name', code: 'RECENT_NAME_TOO_LONG' })],
    });
    const control = await patch(customer.token, saved.id, { name: 'Mom\nphone' });
    expect(control.statusCode).toBe(400);
    expect(control.json().errors[0]).toMatchObject({ field: 'name', code: 'RECENT_NAME_INVALID' });
    const nul = await patch(customer.token, saved.id, { name: 'Mom\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors[0]).toMatchObject({ field: 'name' });
    const empty = await patch(customer.token, saved.id, {});
    expect(empty.statusCode).toBe(400);
    const pinnedText = await patch(customer.token, saved.id, { pinned: 'yes' });
    expect(pinnedText.statusCode).toBe(400);
    expect(pinnedText.json().errors[0]).toMatchObject({ field: 'pinned' });
    const badKind = await recents(customer.token, 'hotel');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors[0]).toMatchObject({ field: 'kind' });

    expect(await rowsOf(customer.UId)).toEqual(before);
  });

  it("another customer's saved item answers 404 and stays as it was", async () => {
    const owner = await customerWith(100);
    const other = await customerWith(0);
    await mobile(owner.token, { opcode: 'JIO', number: '9876512398', amount: 10 });
    const [saved] = (await recents(owner.token, 'mobile')).json().data;

    const renamed = await patch(other.token, saved.id, { name: 'Mine now' });
    expect(renamed.statusCode).toBe(404);
    expect(renamed.json().code).toBe('RECENT_NOT_FOUND');
    expect((await remove(other.token, saved.id)).statusCode).toBe(404);
    expect((await recents(other.token, 'mobile')).json().data).toEqual([]);
    const malformed = await patch(owner.token, 'not-a-uuid', { pinned: true });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ field: 'id', code: 'RECENT_NOT_FOUND' });
    expect((await recents(owner.token, 'mobile')).json().data[0]).toMatchObject({
      id: saved.id,
      name: null,
    });
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/recents?kind=mobile' });
    expect(res.statusCode).toBe(401);
  });
});
