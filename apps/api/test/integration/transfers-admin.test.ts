import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istInstant } from '@kosh/contract/common/ist-day';
import type { PayoutStatus } from '@kosh/contract/payouts';
import {
  beneficiaries,
  outgoingHolds,
  payoutEvents,
  payouts,
  walletTransfers,
} from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  signInAdmin,
  signUp,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import { expectForbidden } from '../helpers/refusals';
import { setKycLevel } from '../helpers/wallet';

const FINAL: readonly string[] = ['processed', 'rejected', 'failed', 'reversed'];
const MINUTE = 60_000;

describe('back office: sending money under /api/admin', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  let asha: SignedUp;
  let ravi: SignedUp;
  let meena: SignedUp;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signInAdmin(ctx);
    [asha, ravi, meena] = await Promise.all([
      signUp(ctx, { name: 'Asha Rao' }),
      signUp(ctx, { name: 'Ravi Kumar' }),
      signUp(ctx, { name: 'Meena Iyer' }),
    ]);
  });
  afterAll(() => ctx.close());

  const get = (url: string, token = admin.token) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

  let refs = 0;
  /** A wallet transfer's row, as the customer API writes it (that API is built elsewhere). */
  async function transfer(
    from: SignedUp,
    to: SignedUp,
    paise: bigint,
    createdAt: Date,
    extra: { paidRequest?: boolean; note?: string } = {},
  ) {
    refs += 1;
    const reference = `KT${String(randomInt(10_000_000, 99_999_999))}${String(refs).padStart(4, '0')}`;
    const [row] = await ctx.database.db
      .insert(walletTransfers)
      .values({
        reference,
        senderId: from.UId,
        receiverId: to.UId,
        amountPaise: paise,
        note: extra.note ?? '',
        moneyRequestId: extra.paidRequest ? randomUUID() : null,
        ledgerTransferId: randomUUID(),
        createdAt,
      })
      .returning();
    return row!;
  }

  async function beneficiary(owner: SignedUp, own = false) {
    const [row] = await ctx.database.db
      .insert(beneficiaries)
      .values({
        userId: owner.UId,
        own,
        accountNumber: `50100${randomInt(1_000_000, 9_999_999)}`,
        ifsc: 'HDFC0000001',
        bankName: 'HDFC Bank',
        holderName: 'Holder Name',
      })
      .returning();
    return row!;
  }

  /** A payout's row in any status (the constraints' final_at and reversal id filled to match). */
  async function payout(
    owner: SignedUp,
    beneficiaryId: string,
    paise: bigint,
    status: PayoutStatus,
    createdAt: Date,
    extra: { utr?: string; preRegistered?: boolean } = {},
  ) {
    const [row] = await ctx.database.db
      .insert(payouts)
      .values({
        userId: owner.UId,
        beneficiaryId,
        amountPaise: paise,
        mode: 'IMPS',
        status,
        preRegistered: extra.preRegistered ?? true,
        providerPayoutId: `pout_${randomUUID().slice(0, 12)}`,
        utr: extra.utr ?? null,
        reversalTransferId: status === 'reversed' ? randomUUID() : null,
        createdAt,
        updatedAt: createdAt,
        finalAt: FINAL.includes(status) ? createdAt : null,
      })
      .returning();
    return row!;
  }

  describe('GET /api/admin/transfers', () => {
    const day = istInstant('2026-02-10', '12:00');
    beforeAll(async () => {
      // 27 on one day, a minute apart, so two pages; then one each on other days.
      for (let i = 0; i < 27; i += 1) {
        await transfer(
          asha,
          ravi,
          100_00n + BigInt(i) * 100n,
          new Date(day.getTime() + i * MINUTE),
        );
      }
      await transfer(ravi, meena, 5_000_00n, istInstant('2026-02-12', '09:00'), {
        paidRequest: true,
        note: 'rent share',
      });
      await transfer(meena, asha, 50_00n, istInstant('2026-02-14', '23:59'));
    });

    it('lists them newest first, 25 a page, with both parties and the total', async () => {
      const first = await get('/api/admin/transfers');
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({ result: true, success: true, total: 29, page: 1, pageSize: 25 });
      expect(body.data).toHaveLength(25);
      expect(body.data[0]).toMatchObject({
        sender: { userId: meena.UId, name: 'Meena Iyer', mobile: meena.mobile },
        receiver: { userId: asha.UId, name: 'Asha Rao', mobile: asha.mobile },
        amount: 50,
        paidRequest: false,
      });
      expect(body.data[1]).toMatchObject({ amount: 5000, note: 'rent share', paidRequest: true });
      const times = body.data.map((t: { createdAt: string }) => t.createdAt);
      expect([...times].sort().reverse()).toEqual(times);

      const second = (await get('/api/admin/transfers?page=2')).json();
      expect(second.data).toHaveLength(4);
      expect(second.total).toBe(29);
      const ids = new Set([...body.data, ...second.data].map((t: { id: string }) => t.id));
      expect(ids.size).toBe(29);
    });

    it('filters by kind, days in India, amounts and a mobile or reference', async () => {
      const requests = (await get('/api/admin/transfers?status=request')).json();
      expect(requests.total).toBe(1);
      expect(requests.data[0].amount).toBe(5000);

      // 14 Feb 23:59 in India is still the 14th (18:29 UTC): in a range ending on the 14th.
      const days = (await get('/api/admin/transfers?from=2026-02-11&to=2026-02-14')).json();
      expect(days.data.map((t: { amount: number }) => t.amount)).toEqual([50, 5000]);

      const amounts = (await get('/api/admin/transfers?minAmount=100.5&maxAmount=102')).json();
      expect(amounts.data.map((t: { amount: number }) => t.amount).sort()).toEqual([101, 102]);

      const byReceiver = (await get(`/api/admin/transfers?q=${meena.mobile}`)).json();
      expect(byReceiver.total).toBe(2);

      const one = (await get('/api/admin/transfers?status=request')).json().data[0];
      const byRef = (await get(`/api/admin/transfers?q=${one.reference}`)).json();
      expect(byRef.data.map((t: { id: string }) => t.id)).toEqual([one.id]);
    });

    it('refuses a backwards range, a bad amount, and a customer', async () => {
      const backwards = await get('/api/admin/transfers?from=2026-02-14&to=2026-02-11');
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().errors).toEqual([expect.objectContaining({ code: 'DATE_RANGE' })]);
      const amount = await get('/api/admin/transfers?minAmount=-1');
      expect(amount.statusCode).toBe(400);
      expect((await get('/api/admin/transfers?minAmount=10&maxAmount=5')).statusCode).toBe(400);
      // Nothing typed reaches SQL as a value it cannot take: exponents, far pages, year 0.
      for (const query of ['minAmount=1e-7', 'maxAmount=0.001', 'page=1e300', 'from=0000-01-01']) {
        expect((await get(`/api/admin/transfers?${query}`)).statusCode, query).toBe(400);
      }
      expectForbidden(await get('/api/admin/transfers', asha.token));
    });
  });

  describe('GET /api/admin/payouts and /api/admin/payouts/:id', () => {
    let stuckOld: typeof payouts.$inferSelect;
    let stuckNew: typeof payouts.$inferSelect;
    let fresh: typeof payouts.$inferSelect;
    let done: typeof payouts.$inferSelect;
    let accountNumber: string;

    beforeAll(async () => {
      const now = Date.now();
      const own = await beneficiary(ravi, true);
      const added = await beneficiary(meena);
      accountNumber = own.accountNumber;
      stuckOld = await payout(ravi, own.id, 2_500_00n, 'processing', new Date(now - 40 * MINUTE));
      stuckNew = await payout(meena, added.id, 700_00n, 'created', new Date(now - 20 * MINUTE), {
        preRegistered: false,
      });
      fresh = await payout(ravi, own.id, 300_00n, 'queued', new Date(now - 5 * MINUTE));
      done = await payout(ravi, own.id, 1_000_00n, 'processed', new Date(now - 60 * MINUTE), {
        utr: 'UTR998877665544',
      });
      await payout(meena, added.id, 900_00n, 'failed', new Date(now - 90 * MINUTE));
    });

    it('lists them newest first with the customer, the masked account and how long each waits', async () => {
      const res = await get('/api/admin/payouts');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(5);
      expect(body.data.map((p: { id: string }) => p.id).slice(0, 4)).toEqual([
        fresh.id,
        stuckNew.id,
        stuckOld.id,
        done.id,
      ]);
      const old = body.data.find((p: { id: string }) => p.id === stuckOld.id);
      expect(old).toMatchObject({
        customer: { userId: ravi.UId, name: 'Ravi Kumar', mobile: ravi.mobile },
        beneficiary: {
          own: true,
          accountNumber: `XXXXXX${accountNumber.slice(-4)}`,
          ifsc: 'HDFC0000001',
          bankName: 'HDFC Bank',
          holderName: 'Holder Name',
        },
        amount: 2500,
        mode: 'IMPS',
        status: 'processing',
        stuck: true,
      });
      expect(old.ageMinutes).toBeGreaterThanOrEqual(40);
      expect(JSON.stringify(body)).not.toContain(accountNumber);
      const flags = Object.fromEntries(
        body.data.map((p: { id: string; stuck: boolean }) => [p.id, p.stuck]),
      );
      expect(flags[fresh.id]).toBe(false);
      expect(flags[done.id]).toBe(false);
    });

    it('stuck=true shows only open payouts older than 15 minutes, oldest first', async () => {
      const body = (await get('/api/admin/payouts?stuck=true')).json();
      expect(body.total).toBe(2);
      expect(body.data.map((p: { id: string }) => p.id)).toEqual([stuckOld.id, stuckNew.id]);
    });

    it('filters by status, mobile, UTR and payout id, and amount', async () => {
      const failed = (await get('/api/admin/payouts?status=failed')).json();
      expect(failed.data.map((p: { amount: number }) => p.amount)).toEqual([900]);
      expect((await get(`/api/admin/payouts?q=${meena.mobile}`)).json().total).toBe(2);
      const byUtr = (await get('/api/admin/payouts?q=UTR998877665544')).json();
      expect(byUtr.data.map((p: { id: string }) => p.id)).toEqual([done.id]);
      const byId = (await get(`/api/admin/payouts?q=${stuckNew.id}`)).json();
      expect(byId.data.map((p: { id: string }) => p.id)).toEqual([stuckNew.id]);
      const big = (await get('/api/admin/payouts?minAmount=1000')).json();
      expect(big.total).toBe(2);
      expect((await get('/api/admin/payouts?status=lost')).statusCode).toBe(400);
      expectForbidden(await get('/api/admin/payouts', ravi.token));
    });

    it('shows one payout with every provider event and its ledger transfers', async () => {
      await ctx.database.db.insert(payoutEvents).values([
        {
          payoutId: done.id,
          source: 'create',
          status: 'queued',
          payload: { id: done.providerPayoutId, status: 'queued' },
          createdAt: new Date(done.createdAt.getTime() + 1000),
        },
        {
          payoutId: done.id,
          source: 'webhook',
          status: 'processed',
          utr: 'UTR998877665544',
          providerEventId: `evt_${randomUUID().slice(0, 10)}`,
          payload: { event: 'payout.processed', payload: { utr: 'UTR998877665544' } },
          createdAt: new Date(done.createdAt.getTime() + 60_000),
        },
      ]);
      // Its money, as the payouts part moves it: the ledger is read by the payout's reference.
      await ctx.database.db.transaction((tx) =>
        ctx.services.ledger.transfer(tx, {
          debit: { system: 'payoutClearing' },
          credit: { wallet: ravi.UId },
          amountPaise: 1_000_00n,
          code: 'PAYOUT_REVERSAL',
          reference: { type: 'payout', id: done.id },
        }),
      );
      const res = await get(`/api/admin/payouts/${done.id}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ id: done.id, status: 'processed', utr: 'UTR998877665544' });
      expect(data.events).toEqual([
        expect.objectContaining({ source: 'create', status: 'queued', providerEventId: null }),
        expect.objectContaining({
          source: 'webhook',
          status: 'processed',
          utr: 'UTR998877665544',
          payload: { event: 'payout.processed', payload: { utr: 'UTR998877665544' } },
        }),
      ]);
      expect(data.transfers).toEqual([
        expect.objectContaining({ code: 'PAYOUT_REVERSAL', amount: 1000, status: 'posted' }),
      ]);

      expect((await get(`/api/admin/payouts/${randomUUID()}`)).json()).toMatchObject({
        code: 'PAYOUT_NOT_FOUND',
      });
      expect((await get('/api/admin/payouts/not-a-uuid')).statusCode).toBe(400);
      expectForbidden(await get(`/api/admin/payouts/${done.id}`, ravi.token));
    });
  });

  describe('GET /api/admin/transfers/monthly', () => {
    let big: SignedUp;
    let small: SignedUp;
    let failedOnly: SignedUp;
    beforeAll(async () => {
      [big, small, failedOnly] = await Promise.all([
        signUp(ctx, { name: 'Big Sender' }),
        signUp(ctx, { name: 'Small Sender' }),
        signUp(ctx, { name: 'Failed Sender' }),
      ]);
      const march = istInstant('2026-03-15', '10:00');
      const bigOwn = await beneficiary(big, true);
      // ₹1,85,000 pre-registered: 92 % of ₹2,00,000.
      await payout(big, bigOwn.id, 1_50_000_00n, 'processed', march);
      await payout(big, bigOwn.id, 35_000_00n, 'processing', march);
      // Given back: not counted.
      await payout(big, bigOwn.id, 10_000_00n, 'reversed', march);
      await transfer(big, small, 1_000_00n, march);
      await transfer(small, big, 2_000_00n, march);
      const failedOwn = await beneficiary(failedOnly, true);
      await payout(failedOnly, failedOwn.id, 5_000_00n, 'failed', march);
      // The first instant of April in India is April's; the last of February is February's.
      await transfer(small, big, 9_000_00n, istInstant('2026-04-01', '00:00'));
      await transfer(small, big, 9_000_00n, new Date(istInstant('2026-03-01').getTime() - 1));
    });

    it('totals each sender’s month against both limits, most used first, flagged at 90 %', async () => {
      const res = await get('/api/admin/transfers/monthly?month=2026-03');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ month: '2026-03', total: 2, page: 1 });
      expect(body.data).toEqual([
        {
          customer: { userId: big.UId, name: 'Big Sender', mobile: big.mobile },
          kycLevel: 'min',
          preRegistered: { sent: 185000, max: 200000, usedPercent: 92 },
          other: { sent: 1000, max: 10000, usedPercent: 10 },
          nearLimit: true,
          onHold: false,
        },
        {
          customer: { userId: small.UId, name: 'Small Sender', mobile: small.mobile },
          kycLevel: 'min',
          preRegistered: { sent: 0, max: 200000, usedPercent: 0 },
          other: { sent: 2000, max: 10000, usedPercent: 20 },
          nearLimit: false,
          onHold: false,
        },
      ]);
      const searched = (
        await get(`/api/admin/transfers/monthly?month=2026-03&q=${small.mobile}`)
      ).json();
      expect(searched.data.map((r: { customer: { userId: string } }) => r.customer.userId)).toEqual(
        [small.UId],
      );
      const past = (await get('/api/admin/transfers/monthly?month=2026-03&page=2')).json();
      expect(past).toMatchObject({ data: [], total: 2 });
      expect((await get('/api/admin/transfers/monthly?month=2026-13')).statusCode).toBe(400);
      expectForbidden(await get('/api/admin/transfers/monthly', big.token));
    });

    it('counts this month exactly as the send policy does', async () => {
      const now = new Date();
      const own = await beneficiary(asha, true);
      const added = await beneficiary(asha);
      await payout(asha, own.id, 1_234_00n, 'processed', now);
      await payout(asha, added.id, 400_00n, 'pending', now, { preRegistered: false });
      await payout(asha, added.id, 300_00n, 'rejected', now, { preRegistered: false });
      await transfer(asha, meena, 250_50n, now);
      const policy = await ctx.services.sendPolicy.sentThisMonth(asha.UId);
      const body = (await get(`/api/admin/transfers/monthly?q=${asha.mobile}`)).json();
      const row = body.data[0];
      expect(row.customer.userId).toBe(asha.UId);
      expect(BigInt(Math.round(row.preRegistered.sent * 100))).toBe(policy.preRegisteredPaise);
      expect(BigInt(Math.round(row.other.sent * 100))).toBe(policy.otherPaise);
      expect(policy).toEqual({ preRegisteredPaise: 1_234_00n, otherPaise: 650_50n });
    });
  });

  describe('holds on outgoing money', () => {
    let held: SignedUp;
    beforeAll(async () => {
      held = await signUp(ctx, { name: 'Held Customer' });
      await setKycLevel(ctx, held.UId, 'full');
    });

    const place = (userId: string, reason: unknown, token = admin.token) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/customers/${userId}/outgoing-hold`,
        headers: bearer(token),
        payload: { reason },
      });
    const lift = (userId: string, token = admin.token) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/customers/${userId}/outgoing-hold`,
        headers: bearer(token),
      });
    const canSend = () =>
      ctx.database.db.transaction((tx) =>
        ctx.services.sendPolicy.assertCanSend(tx, {
          userId: held.UId,
          amountPaise: 100_00n,
          toPreRegistered: false,
        }),
      );
    const holdRows = () => ctx.database.db.select().from(outgoingHolds);

    it('places one hold with a reason, refuses a second, and the policy refuses every send', async () => {
      await expect(canSend()).resolves.toBeUndefined();

      const short = await place(held.UId, 'bad');
      expect(short.statusCode).toBe(400);
      expect(short.json().errors).toEqual([
        expect.objectContaining({ field: 'reason', code: 'OUTGOING_HOLD_REASON_INVALID' }),
      ]);
      expect((await place(held.UId, 'x'.repeat(201))).statusCode).toBe(400);
      expect(await holdRows()).toEqual([]);
      expectForbidden(await place(held.UId, 'Reported as fraud', held.token));
      expect((await place(randomUUID(), 'Reported as fraud')).json()).toMatchObject({
        code: 'CUSTOMER_NOT_FOUND',
      });

      const placed = await place(held.UId, '  Reported as fraud by the bank  ');
      expect(placed.statusCode).toBe(200);
      expect(placed.json().data).toMatchObject({
        customer: { userId: held.UId, name: 'Held Customer' },
        reason: 'Reported as fraud by the bank',
        placedBy: { userId: admin.UId, name: 'Kosh Admin' },
        liftedBy: null,
        liftedAt: null,
      });

      const again = await place(held.UId, 'A second reason');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'OUTGOING_HOLD_EXISTS' });
      expect(await holdRows()).toHaveLength(1);

      await expect(canSend()).rejects.toMatchObject({ code: 'TRANSFERS_ON_HOLD' });
      const list = (await get('/api/admin/outgoing-holds')).json();
      expect(list.inForce.map((h: { customer: { userId: string } }) => h.customer.userId)).toEqual([
        held.UId,
      ]);
      expectForbidden(await get('/api/admin/outgoing-holds', held.token));

      const monthly = await transfer(held, meena, 10_00n, new Date());
      expect(monthly.id).toBeTruthy();
      const row = (await get(`/api/admin/transfers/monthly?q=${held.mobile}`)).json().data[0];
      expect(row.onHold).toBe(true);
    });

    it('lifts it (recording who), then the customer may send; lifting again is 404', async () => {
      expectForbidden(await lift(held.UId, held.token));
      const lifted = await lift(held.UId);
      expect(lifted.statusCode).toBe(200);
      expect(lifted.json().data).toMatchObject({
        liftedBy: { userId: admin.UId, name: 'Kosh Admin' },
      });
      expect(lifted.json().data.liftedAt).toEqual(expect.any(String));
      await expect(canSend()).resolves.toBeUndefined();

      const twice = await lift(held.UId);
      expect(twice.statusCode).toBe(404);
      expect(twice.json()).toMatchObject({ code: 'OUTGOING_HOLD_NONE' });

      const list = (await get('/api/admin/outgoing-holds')).json();
      expect(list.inForce).toEqual([]);
      expect(list.recent[0]).toMatchObject({
        customer: { userId: held.UId },
        reason: 'Reported as fraud by the bank',
      });

      // A new hold may be placed once the old one is lifted.
      expect((await place(held.UId, 'Placed again')).statusCode).toBe(200);
      expect(await holdRows()).toHaveLength(2);
    });
  });
});
