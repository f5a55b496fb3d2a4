import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { checkLedgerAndClose } from '../helpers/ledger';
import {
  accountEndingIn,
  addBeneficiary,
  apiCall,
  payoutOf,
  payoutTransfers,
  payoutWebhookLog,
  providerIdOf,
  redeliverPayoutWebhook,
  sendPayout,
  sender,
  textsTo,
  waitForPayout,
  type Sender,
  type WirePayout,
} from '../helpers/payouts';
import { balancePaise, rows } from '../helpers/wallet';
import type { FaultInjector } from '../../src/lib/faults';

const final = (p: WirePayout) => ['processed', 'failed', 'rejected', 'reversed'].includes(p.status);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/v1/payouts against the sandbox's RazorpayX-style payouts API: the wallet's hold, the
 * provider's webhooks (posted, voided, credited back once), reconciliation of payouts nobody heard
 * of, the RBI's monthly limits and the refusals. The account's last four digits decide its fate.
 */
describe('payouts to bank accounts', () => {
  let ctx: TestContext;
  let shiftMs = 0;
  /** Idempotency-Keys whose request stops for good once the money is held (a crash there). */
  const crashAt = new Map<string, () => void>();
  const faults: FaultInjector = (phase, context) => {
    if (phase !== 'payout-held' || !context.key || !crashAt.has(context.key)) return undefined;
    return new Promise<void>((resolve) => crashAt.set(context.key!, resolve));
  };

  /** Reconciliation, run again (its clock moved past each next look) until `done` holds. */
  async function reconcileUntil(c: Sender, id: string, done: (p: WirePayout) => boolean) {
    for (let i = 0; i < 30; i += 1) {
      shiftMs += 3 * 60_000;
      await ctx.services.payouts.reconcilePayouts();
      const payout = await payoutOf(ctx, c.token, id);
      if (done(payout)) return payout;
      await sleep(100);
    }
    throw new Error(`payout ${id} never settled by reconciliation`);
  }

  beforeAll(async () => {
    ctx = await createTestContext({
      listen: true,
      clock: () => new Date(Date.now() + shiftMs),
      faults,
    });
  });
  afterAll(async () => {
    await checkLedgerAndClose(ctx);
  });

  it('sends ₹2,000 to the own account: held, then posted with the bank’s UTR, texted', async () => {
    const c = await sender(ctx, { balancePaise: 10_000_00n });
    const res = await sendPayout(ctx, c.token, { beneficiaryId: 'own', amount: 2000 });
    expect(res.statusCode, res.body).toBe(202);
    const made = res.json().data as WirePayout;
    expect(made).toMatchObject({ amount: 2000, utr: null, beneficiary: { id: 'own' } });
    expect(made.beneficiary.accountNumber).toBe(`XXXXXXXX${c.ownAccount!.slice(-4)}`);
    expect(await balancePaise(ctx, c.token)).toBe(8_000_00n);

    const done = await waitForPayout(ctx, c.token, made.id, final);
    expect(done.status).toBe('processed');
    expect(done.utr).toMatch(/^\w{10,}$/);
    expect(await balancePaise(ctx, c.token)).toBe(8_000_00n);
    expect((await payoutTransfers(ctx, made.id)).map((t) => t.kind)).toEqual(['pending', 'post']);
    expect(await textsTo(ctx, c.UId)).toEqual(['payoutDebit', 'payoutSent']);

    const listed = await apiCall(ctx, c.token, 'GET', '/api/v1/payouts');
    expect(listed.json().data.map((p: WirePayout) => p.id)).toEqual([made.id]);
    const limits = (await apiCall(ctx, c.token, 'GET', '/api/v1/beneficiaries')).json().limits;
    expect(limits.preRegistered.sent).toBe(2000);
  });

  it.each([
    ['0000', 'failed'],
    ['3333', 'rejected'],
  ])('gives the money back once when the bank says %s is %s', async (ending, status) => {
    const c = await sender(ctx, { ownAccount: accountEndingIn(ending), balancePaise: 1_000_00n });
    const res = await sendPayout(ctx, c.token, { beneficiaryId: 'own', amount: 400 });
    expect(res.statusCode, res.body).toBe(202);
    const id = (res.json().data as WirePayout).id;
    const done = await waitForPayout(ctx, c.token, id, final);
    expect(done.status).toBe(status);
    expect(done.failureReason).toBeTruthy();
    expect(await balancePaise(ctx, c.token)).toBe(1_000_00n);
    expect((await payoutTransfers(ctx, id)).map((t) => t.kind)).toEqual(['pending', 'void']);
    expect(await textsTo(ctx, c.UId)).toEqual(['payoutDebit', 'payoutFailed']);
    // Money given back is not counted against the month's limit.
    const limits = (await apiCall(ctx, c.token, 'GET', '/api/v1/beneficiaries')).json().limits;
    expect(limits.preRegistered.sent).toBe(0);
  });

  it('credits a reversed payout back once, however often its webhook comes', async () => {
    const c = await sender(ctx, { ownAccount: accountEndingIn('2222'), balancePaise: 1_000_00n });
    const res = await sendPayout(ctx, c.token, { beneficiaryId: 'own', amount: 300 });
    const id = (res.json().data as WirePayout).id;
    const done = await waitForPayout(ctx, c.token, id, (p) => p.status === 'reversed');
    expect(done.utr).toBeTruthy();
    expect(await balancePaise(ctx, c.token)).toBe(1_000_00n);

    const log = await payoutWebhookLog(ctx, (await providerIdOf(ctx, id))!);
    const reversed = log.find((d) => d.status === 'reversed');
    expect(reversed?.delivery).toBe('delivered');
    // Twice at once: the second waits for the first's row lock, then finds the event recorded.
    const agains = await Promise.all([
      redeliverPayoutWebhook(ctx, reversed!.event_id),
      redeliverPayoutWebhook(ctx, reversed!.event_id),
    ]);
    expect(agains.map((a) => a.last_response_status)).toEqual([200, 200]);
    const processed = log.find((d) => d.status === 'processed');
    await redeliverPayoutWebhook(ctx, processed!.event_id);

    expect(await balancePaise(ctx, c.token)).toBe(1_000_00n);
    const transfers = await payoutTransfers(ctx, id);
    expect(transfers.map((t) => `${t.kind}:${t.code}`)).toEqual([
      'pending:BANK_PAYOUT',
      'post:BANK_PAYOUT',
      'single:PAYOUT_REVERSAL',
    ]);
    expect(await textsTo(ctx, c.UId)).toEqual(['payoutDebit', 'payoutSent', 'payoutReversed']);
    expect((await payoutOf(ctx, c.token, id)).status).toBe('reversed');
  });

  it('finds a reversal whose webhook never came by asking about processed payouts', async () => {
    const c = await sender(ctx, { balancePaise: 1_000_00n });
    const id = (await sendPayout(ctx, c.token, { beneficiaryId: 'own', amount: 400 })).json().data
      .id as string;
    await waitForPayout(ctx, c.token, id, (p) => p.status === 'processed');
    ctx.payoutWebhooksNowhere();
    try {
      const providerId = (await providerIdOf(ctx, id))!;
      const settled = await fetch(`${ctx.sandboxUrl}/v1/test/payouts/${providerId}/settle`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'reversed' }),
      });
      expect(settled.status).toBe(200);
      // Six hours on, reconciliation asks about the processed payout and learns of it.
      shiftMs += 6 * 3_600_000;
      const done = await reconcileUntil(c, id, (p) => p.status === 'reversed');
      expect(done.status).toBe('reversed');
      expect(await balancePaise(ctx, c.token)).toBe(1_000_00n);
      expect(await textsTo(ctx, c.UId)).toEqual(['payoutDebit', 'payoutSent', 'payoutReversed']);
    } finally {
      shiftMs = 0;
      ctx.payoutWebhooksToApi();
    }
  });

  it('answers 202 when the create never answers; reconciliation finds the payout and completes it', async () => {
    ctx.payoutWebhooksNowhere();
    try {
      const c = await sender(ctx, { ownAccount: accountEndingIn('4444'), balancePaise: 1_000_00n });
      const res = await sendPayout(ctx, c.token, { beneficiaryId: 'own', amount: 250 });
      expect(res.statusCode, res.body).toBe(202);
      const made = res.json().data as WirePayout;
      expect(made.status).toBe('created');
      expect(await providerIdOf(ctx, made.id)).toBeNull();

      const done = await reconcileUntil(c, made.id, (p) => p.status === 'processed');
      expect(done.utr).toBeTruthy();
      expect(await balancePaise(ctx, c.token)).toBe(750_00n);
      expect((await payoutTransfers(ctx, made.id)).map((t) => t.kind)).toEqual(['pending', 'post']);
      const [row] = await rows<{ next_check_at: Date | null; final_at: Date | null }>(
        ctx,
        sql`select next_check_at, final_at from payouts where id = ${made.id}`,
      );
      // Final, and asked about again in six hours: a reversal's webhook may be lost too.
      expect(row?.final_at).not.toBeNull();
      const watchAfterMs =
        new Date(row!.next_check_at!).getTime() - new Date(row!.final_at!).getTime();
      expect(watchAfterMs).toBeGreaterThanOrEqual(6 * 3_600_000);
      expect(watchAfterMs).toBeLessThan(6 * 3_600_000 + 60_000);
    } finally {
      shiftMs = 0;
      ctx.payoutWebhooksToApi();
    }
  });

  it('ends a payout whose request died after the hold processed, through reconciliation', async () => {
    const c = await sender(ctx, { balancePaise: 1_000_00n });
    const key = randomUUID();
    crashAt.set(key, () => undefined);
    const dying = sendPayout(ctx, c.token, { beneficiaryId: 'own', amount: 100 }, key);
    let id: string | undefined;
    for (let i = 0; i < 100 && !id; i += 1) {
      await sleep(50);
      const [row] = await rows<{ id: string }>(
        ctx,
        sql`select id from payouts where user_id = ${c.UId} and idempotency_key = ${key}`,
      );
      id = row?.id;
    }
    expect(id).toBeDefined();
    expect(await balancePaise(ctx, c.token)).toBe(900_00n);
    try {
      await reconcileUntil(c, id!, (p) => p.status !== 'created');
      const done = await waitForPayout(ctx, c.token, id!, final);
      expect(done.status).toBe('processed');
    } finally {
      shiftMs = 0;
    }
    // Were the copy to wake after all, its create (the same reference) finds the payout made.
    crashAt.get(key)!();
    const late = await dying;
    expect(late.statusCode, late.body).toBe(200);
    expect((late.json().data as WirePayout).id).toBe(id);
    expect(await balancePaise(ctx, c.token)).toBe(900_00n);
    expect((await payoutTransfers(ctx, id!)).map((t) => t.kind)).toEqual(['pending', 'post']);
  });

  it('refuses a payout webhook without the provider’s signature', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/payouts',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': 'f'.repeat(64),
        'x-razorpay-event-id': 'evt_forged',
      },
      payload: JSON.stringify({ event: 'payout.processed', payload: {} }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SIGNATURE_INVALID');
  });

  it('ignores a signed webhook about a payout Kosh never made', async () => {
    const body = JSON.stringify({
      event: 'payout.processed',
      payload: {
        payout: {
          entity: {
            id: 'pout_unknown',
            amount: 100,
            mode: 'IMPS',
            status: 'processed',
            utr: '123456789012',
            reference_id: randomUUID(),
            failure_reason: null,
          },
        },
      },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/payouts',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', ctx.config.payouts.webhookSecret)
          .update(body)
          .digest('hex'),
        'x-razorpay-event-id': `evt_${randomUUID()}`,
      },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ignored' });
  });

  it('fails a payout the provider refuses outright, and gives the money back at once', async () => {
    const c = await sender(ctx, { balancePaise: 1_000_00n });
    // The provider takes at least ₹1 a payout: 50 paise is refused with a 400.
    const res = await sendPayout(ctx, c.token, { beneficiaryId: 'own', amount: '0.50' });
    expect(res.statusCode, res.body).toBe(200);
    const refused = res.json().data as WirePayout;
    expect(refused.status).toBe('failed');
    expect(refused.failureReason).toBeTruthy();
    expect(await balancePaise(ctx, c.token)).toBe(1_000_00n);
    expect((await payoutTransfers(ctx, refused.id)).map((t) => t.kind)).toEqual([
      'pending',
      'void',
    ]);
    expect(await textsTo(ctx, c.UId)).toEqual(['payoutDebit', 'payoutFailed']);
  });

  it('holds the RBI limits: ₹10,000 a month to a beneficiary still cooling, ₹2,00,000 to the own account', async () => {
    const c = await sender(ctx, { balancePaise: 2_00_000_00n });
    const added = await addBeneficiary(ctx, c.token, { accountNumber: accountEndingIn('5610') });
    const beneficiaryId = added.json().data.id as string;

    const over = await sendPayout(ctx, c.token, { beneficiaryId, amount: '10000.01' });
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().code).toBe('TRANSFER_LIMIT_MONTHLY');
    const within = await sendPayout(ctx, c.token, { beneficiaryId, amount: 10000 });
    expect(within.statusCode, within.body).toBe(202);
    const oneMore = await sendPayout(ctx, c.token, { beneficiaryId, amount: 1 });
    expect(oneMore.json().code).toBe('TRANSFER_LIMIT_MONTHLY');

    const own = await sendPayout(ctx, c.token, { beneficiaryId: 'own', amount: 190000 });
    expect(own.statusCode, own.body).toBe(202);
    const past = await sendPayout(ctx, c.token, { beneficiaryId: 'own', amount: '10000.01' });
    expect(past.statusCode).toBe(422);
    expect(past.json().code).toBe('TRANSFER_LIMIT_MONTHLY');
    expect(await balancePaise(ctx, c.token)).toBe(0n);
  });

  it('refuses a minimum-KYC wallet, an own account KYC has not verified, and anyone else’s ids', async () => {
    const min = await sender(ctx, { kyc: 'min', balancePaise: 1_000_00n });
    const refused = await sendPayout(ctx, min.token, { beneficiaryId: 'own', amount: 100 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('TRANSFER_NEEDS_FULL_KYC');

    const noBank = await sender(ctx, { ownAccount: null, balancePaise: 1_000_00n });
    const unverified = await sendPayout(ctx, noBank.token, { beneficiaryId: 'own', amount: 100 });
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json().code).toBe('OWN_BANK_NOT_VERIFIED');

    const owner = await sender(ctx, { balancePaise: 1_000_00n });
    const theirs = await addBeneficiary(ctx, owner.token, {
      accountNumber: accountEndingIn('6610'),
    });
    const paid = await sendPayout(ctx, owner.token, { beneficiaryId: 'own', amount: 100 });
    const stranger = await sender(ctx, { balancePaise: 1_000_00n });
    const notTheirs = await sendPayout(ctx, stranger.token, {
      beneficiaryId: theirs.json().data.id,
      amount: 100,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe('BENEFICIARY_NOT_FOUND');
    const peek = await apiCall(
      ctx,
      stranger.token,
      'GET',
      `/api/v1/payouts/${paid.json().data.id}`,
    );
    expect(peek.statusCode).toBe(404);
    expect(peek.json().code).toBe('PAYOUT_NOT_FOUND');
    expect((await apiCall(ctx, stranger.token, 'GET', '/api/v1/payouts')).json().data).toEqual([]);
    for (const c of [min, noBank, stranger]) {
      expect(await balancePaise(ctx, c.token)).toBe(1_000_00n);
    }
    await waitForPayout(ctx, owner.token, paid.json().data.id, final);
  });

  it('never overspends when payouts race, and makes one payout per Idempotency-Key', async () => {
    const c = await sender(ctx, { balancePaise: 1_000_00n });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        sendPayout(ctx, c.token, { beneficiaryId: 'own', amount: 300 }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([202, 202, 202, 422, 422]);
    for (const a of answers.filter((x) => x.statusCode === 422)) {
      expect(a.json().code).toBe('INSUFFICIENT_BALANCE');
    }
    expect(await balancePaise(ctx, c.token)).toBe(100_00n);

    const key = randomUUID();
    const first = await sendPayout(ctx, c.token, { beneficiaryId: 'own', amount: 50 }, key);
    const second = await sendPayout(ctx, c.token, { beneficiaryId: 'own', amount: 50 }, key);
    expect(first.statusCode, first.body).toBe(202);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await balancePaise(ctx, c.token)).toBe(50_00n);
    const [count] = await rows<{ n: string }>(
      ctx,
      sql`select count(*)::text as n from payouts where user_id = ${c.UId}`,
    );
    expect(count?.n).toBe('4');
    for (const a of [...answers.filter((x) => x.statusCode === 202), first]) {
      await waitForPayout(ctx, c.token, a.json().data.id, final);
    }
  });

  it.each([
    ['1.005', 'AMOUNT_TOO_PRECISE'],
    [0, 'TRANSFER_AMOUNT_INVALID'],
    [-5, 'AMOUNT_NEGATIVE'],
    ['1e3', 'AMOUNT_NOT_A_NUMBER'],
    ['200000.01', 'TRANSFER_AMOUNT_TOO_LARGE'],
  ])('refuses the amount %s with %s, moving nothing', async (amount, code) => {
    const c = await sender(ctx, { balancePaise: 1_000_00n });
    const res = await sendPayout(ctx, c.token, { beneficiaryId: 'own', amount });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'amount', code });
    expect(await balancePaise(ctx, c.token)).toBe(1_000_00n);
  });
});
