import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_REQUESTS_OPEN_MAX, type MoneyRequest } from '@kosh/contract/transfers';
import { moneyRequests, walletTransfers } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import { uniqueMobile, type SignedUp } from '../helpers/accounts';
import { checkLedgerAndClose } from '../helpers/ledger';
import { callAs, customer, inboxOf, textsOf } from '../helpers/transfers';
import { balancePaise } from '../helpers/wallet';

/**
 * Asking another customer for money: they are texted, and pay it (the very transfer a send
 * makes, once) or decline it; at most ten wait at once, and an open one lapses after 7 days.
 */
describe('requests for money', () => {
  let ctx: TestContext;
  let ravi: SignedUp;
  let asha: SignedUp;
  beforeAll(async () => {
    ctx = await createTestContext();
    ravi = await customer(ctx, { name: 'Ravi Kumar' });
    asha = await customer(ctx, { name: 'Asha Devi', fundPaise: 5_000_00n });
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const ask = (who: SignedUp, body: Record<string, unknown>, key = randomUUID()) =>
    callAs(ctx, who, 'POST', '/api/v1/money-requests', body, { 'idempotency-key': key });
  const pay = (who: SignedUp, id: string, key = randomUUID()) =>
    callAs(ctx, who, 'POST', `/api/v1/money-requests/${id}/pay`, undefined, {
      'idempotency-key': key,
    });
  const decline = (who: SignedUp, id: string) =>
    callAs(ctx, who, 'POST', `/api/v1/money-requests/${id}/decline`);
  const list = async (who: SignedUp) => {
    const res = await callAs(ctx, who, 'GET', '/api/v1/money-requests');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as MoneyRequest[];
  };
  const asked = async (by: SignedUp, of: SignedUp, amount = 250) => {
    const res = await ask(by, { mobile: of.mobile, amount, note: 'Dinner' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string };
  };

  it('texts the customer asked, and lists the request on both sides', async () => {
    const res = await ask(ravi, { mobile: asha.mobile, amount: 250, note: 'Dinner' });
    expect(res.statusCode, res.body).toBe(200);
    const request = res.json().data;
    expect(request).toMatchObject({
      direction: 'asked',
      counterparty: { name: 'Asha D****', mobile: asha.mobile },
      amount: 250,
      note: 'Dinner',
      status: 'open',
      transferId: null,
    });
    const days = (Date.parse(request.expiresAt) - Date.parse(request.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    expect((await textsOf(ctx, asha.UId)).at(-1)).toEqual({
      template: 'moneyRequested',
      text: `Kosh: Ravi Kumar (${ravi.mobile}) asks you for ₹250.00: Dinner. Pay or decline it in the Kosh app.`,
    });
    expect(await inboxOf(ctx, asha.UId)).toContainEqual({
      kind: 'moneyRequested',
      linkKind: 'moneyRequests',
    });
    const owed = (await list(asha)).find((r) => r.id === request.id);
    expect(owed).toMatchObject({
      direction: 'owed',
      counterparty: { name: 'Ravi Kumar', mobile: ravi.mobile },
    });
    expect((await list(ravi)).map((r) => r.id)).toContain(request.id);
  });

  it('refuses asking a number not on Kosh, or oneself', async () => {
    const stranger = await ask(ravi, { mobile: uniqueMobile(), amount: 10 });
    expect(stranger.json().code).toBe('TRANSFER_NOT_ON_KOSH');
    const self = await ask(ravi, { mobile: ravi.mobile, amount: 10 });
    expect(self.json().code).toBe('TRANSFER_TO_SELF');
  });

  it('is paid once: the money moves, the request reads paid, a second pay is refused', async () => {
    const request = await asked(ravi, asha, 300);
    const ravisBefore = await balancePaise(ctx, ravi.token);
    const ashasBefore = await balancePaise(ctx, asha.token);
    // Only the customer asked may pay it.
    const stranger = await customer(ctx, { fundPaise: 1_000_00n });
    expect((await pay(stranger, request.id)).statusCode).toBe(404);
    expect((await pay(ravi, request.id)).json().code).toBe('MONEY_REQUEST_NOT_FOUND');

    const res = await pay(asha, request.id);
    expect(res.statusCode, res.body).toBe(200);
    const transfer = res.json().data;
    expect(transfer).toMatchObject({
      direction: 'sent',
      amount: 300,
      note: 'Dinner',
      moneyRequestId: request.id,
      counterparty: { name: 'Ravi K****', mobile: ravi.mobile },
    });
    expect(await balancePaise(ctx, ravi.token)).toBe(ravisBefore + 300_00n);
    expect(await balancePaise(ctx, asha.token)).toBe(ashasBefore - 300_00n);
    expect((await textsOf(ctx, ravi.UId)).at(-1)?.template).toBe('walletTransferReceived');
    expect((await list(ravi)).find((r) => r.id === request.id)).toMatchObject({
      status: 'paid',
      transferId: transfer.id,
    });

    const again = await pay(asha, request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MONEY_REQUEST_CLOSED');
    const paidBy = await ctx.database.db
      .select()
      .from(walletTransfers)
      .where(eq(walletTransfers.moneyRequestId, request.id));
    expect(paidBy).toHaveLength(1);
  });

  it('is declined by the customer asked, and the requester is told', async () => {
    const request = await asked(ravi, asha, 120);
    expect((await decline(ravi, request.id)).statusCode).toBe(404);
    const res = await decline(asha, request.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'declined', direction: 'owed' });
    expect((await textsOf(ctx, ravi.UId)).at(-1)).toEqual({
      template: 'moneyRequestDeclined',
      text: `Kosh: Asha D**** (${asha.mobile}) declined your request for ₹120.00.`,
    });
    expect((await pay(asha, request.id)).json().code).toBe('MONEY_REQUEST_CLOSED');
  });

  it('tells a payer short of money only that, whatever room the requester has', async () => {
    // The requester's minimum-KYC wallet has ₹500 of room; ₹1,000 is over it. A payer who
    // cannot cover it hears about their own balance, never about the requester's.
    const requester = await customer(ctx, { kyc: 'min', fundPaise: 9_500_00n });
    const payer = await customer(ctx, { fundPaise: 100_00n });
    const request = await asked(requester, payer, 1000);
    const res = await pay(payer, request.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
    expect((await list(payer)).find((r) => r.id === request.id)?.status).toBe('open');
    expect(await balancePaise(ctx, requester.token)).toBe(9_500_00n);
    expect(await balancePaise(ctx, payer.token)).toBe(100_00n);
  });

  it('lapses after 7 days: reads expired and cannot be paid', async () => {
    const request = await asked(ravi, asha, 50);
    await ctx.database.db
      .update(moneyRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(moneyRequests.id, request.id));
    expect((await list(asha)).find((r) => r.id === request.id)?.status).toBe('expired');
    const res = await pay(asha, request.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('MONEY_REQUEST_EXPIRED');
  });

  it('lets ten wait at once, even when two are asked together', async () => {
    const requester = await customer(ctx);
    for (let i = 0; i < MONEY_REQUESTS_OPEN_MAX - 1; i++) await asked(requester, asha, 10);
    const both = await Promise.all([
      ask(requester, { mobile: asha.mobile, amount: 10 }),
      ask(requester, { mobile: ravi.mobile, amount: 10 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(both.find((r) => r.statusCode === 422)?.json().code).toBe('MONEY_REQUESTS_TOO_MANY');
    // An answered request no longer waits: room for one more.
    const toAsha = (await list(requester)).find((r) => r.counterparty.mobile === asha.mobile);
    expect((await decline(asha, toAsha?.id ?? '')).statusCode).toBe(200);
    expect((await ask(requester, { mobile: asha.mobile, amount: 10 })).statusCode).toBe(200);
  });

  it('makes one request of a key sent twice', async () => {
    const key = randomUUID();
    const first = await ask(ravi, { mobile: asha.mobile, amount: 75 }, key);
    const again = await ask(ravi, { mobile: asha.mobile, amount: 75 }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.body).toBe(first.body);
  });
});
