import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { RETRY_DELAYS_MS, MAX_ATTEMPTS } from '../../src/modules/sms-outbox/sms-outbox-delivery';
import { createSmsOutboxRepository } from '../../src/modules/sms-outbox/sms-outbox.repository';
import { createDltGatewayProvider } from '../../src/providers/sms/dlt-gateway/dlt-gateway.provider';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, outbox, signInAdmin, signUp, type SignedUp } from '../helpers/accounts';
import { checkLedgerAndClose } from '../helpers/ledger';
import { call, eventually, fund } from '../helpers/recharges';

// Customer texts go through sms_outbox (modules/sms-outbox): written in the transaction of the
// money movement they report, sent afterwards at least once, deduplicated by the gateway.

/** The sandbox's SMS gateway answers 503 for `ms` (0: it is back). */
async function smsOutage(ctx: TestContext, ms: number) {
  const res = await fetch(`${ctx.sandboxUrl}/sms/outage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
  expect(res.status).toBe(204);
}

const debits = async (ctx: TestContext, mobile: string) =>
  (await outbox(ctx, mobile)).filter((m) => m.templateId === 'KOSH_WALLET_DEBIT');

/** The customer's outbox rows, oldest first. */
const rowsOf = (ctx: TestContext, customer: SignedUp) =>
  ctx.services.smsOutbox.forUser(customer.UId);

async function customerWith(ctx: TestContext, rupees: number) {
  const customer = await signUp(ctx);
  await fund(ctx, customer.UId, BigInt(rupees) * 100n);
  return customer;
}

/** A ₹199 mobile recharge the aggregator confirms at once: a debit, and its alert. */
async function recharge(ctx: TestContext, customer: SignedUp) {
  const res = await call(ctx, customer.token, '/api/recharge/mobile', {
    opcode: 'JIO',
    number: '9876512345',
    amount: 199,
  });
  expect(res.statusCode).toBe(200);
}

describe('customer texts through the SMS outbox', () => {
  let ctx: TestContext;
  // The outbox's clock: moved forward to reach a retry's time instead of waiting for it.
  let shiftMs = 0;
  beforeAll(async () => {
    ctx = await createTestContext({
      seedCatalogue: true,
      clock: () => new Date(Date.now() + shiftMs),
    });
  });
  afterAll(() => checkLedgerAndClose(ctx));

  it('texts a debit once the gateway is back, though it was down during the payment', async () => {
    const customer = await customerWith(ctx, 500);
    await smsOutage(ctx, 60_000);
    await recharge(ctx, customer);
    // The payment answered; its text waits, its first try refused by the gateway.
    const [waiting] = await eventually(async () => {
      const rows = await rowsOf(ctx, customer);
      return rows[0]?.attempts === 1 && rows[0].lastError ? rows : undefined;
    });
    expect(waiting).toMatchObject({
      template: 'walletDebit',
      status: 'pending',
      mobile: customer.mobile,
      lastError: 'SMS gateway answered 503',
    });
    expect(await debits(ctx, customer.mobile)).toEqual([]);

    await smsOutage(ctx, 0);
    shiftMs += RETRY_DELAYS_MS[0]! + 1000;
    await ctx.services.smsOutbox.deliverDue();
    await ctx.services.smsOutbox.deliverDue();
    const texts = await debits(ctx, customer.mobile);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toMatch(/₹199\.00/);
    const [sent] = await rowsOf(ctx, customer);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent!.providerMessageId).toBe(texts[0]!.id);
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });

  it('accepts a text once per reference: a resend answers the first id and stores nothing', async () => {
    const sms = createDltGatewayProvider(ctx.config.sms);
    const to = (await signUp(ctx)).mobile;
    const before = (await outbox(ctx, to)).length;
    const message = { to, templateId: 'KOSH_SUPPORT_REPLY', text: 'Kosh: a reply.' };
    const reference = randomUUID();
    const first = await sms.send({ ...message, reference });
    const again = await sms.send({ ...message, reference });
    expect(again.messageId).toBe(first.messageId);
    expect(await outbox(ctx, to)).toHaveLength(before + 1);
    // Without a reference (or with another) it is another text.
    await sms.send({ ...message, reference: randomUUID() });
    expect(await outbox(ctx, to)).toHaveLength(before + 2);
  });

  it('gives a text up after its last try, and the back office sees it (masked)', async () => {
    const admin = await signInAdmin(ctx);
    const customer = await customerWith(ctx, 500);
    await smsOutage(ctx, 600_000);
    await recharge(ctx, customer);
    // The first try is over once its error is kept.
    await eventually(async () => Boolean((await rowsOf(ctx, customer))[0]?.lastError));
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      shiftMs += RETRY_DELAYS_MS[attempt - 2]! + 1000;
      await ctx.services.smsOutbox.deliverDue();
      expect((await rowsOf(ctx, customer))[0]?.attempts).toBe(attempt);
    }
    const [row] = await rowsOf(ctx, customer);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    // Given up on: no later pass tries it again.
    shiftMs += 3_600_000;
    await smsOutage(ctx, 0);
    await ctx.services.smsOutbox.deliverDue();
    expect(await debits(ctx, customer.mobile)).toEqual([]);

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/operations',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const { texts } = res.json();
    expect(texts).toMatchObject({ pending: 0, failed: 1 });
    expect(texts.recentFailures).toEqual([
      {
        id: row!.id,
        template: 'walletDebit',
        to: `${customer.mobile.slice(0, 2)}XXXXXX${customer.mobile.slice(-2)}`,
        attempts: MAX_ATTEMPTS,
        lastError: 'SMS gateway answered 503',
        createdAt: row!.createdAt.toISOString(),
      },
    ]);
  });
});

describe('a crash between the commit and the send', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seedCatalogue: true });
  });
  afterAll(() => checkLedgerAndClose(ctx));

  it('leaves the text in the outbox, and the next copy to start sends it once', async () => {
    const customer = await customerWith(ctx, 500);
    // This copy "dies" before sending anything: its delivery stops, the payment still commits.
    await ctx.services.smsOutbox.stop();
    await recharge(ctx, customer);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await rowsOf(ctx, customer)).toMatchObject([{ status: 'pending', attempts: 0 }]);
    expect(await debits(ctx, customer.mobile)).toEqual([]);

    // A fresh copy on the same database: its 'sms-outbox' job (run at start) finds the text.
    const fresh = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      await fresh.app.ready();
      await fresh.services.smsOutbox.deliverDue();
      await fresh.services.smsOutbox.deliverDue();
      expect(await debits(ctx, customer.mobile)).toHaveLength(1);
      expect(await rowsOf(ctx, customer)).toMatchObject([{ status: 'sent', attempts: 1 }]);
    } finally {
      await fresh.app.close();
    }
  });
});

describe('senders claiming at the same moment', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('each due text goes to one sender, oldest first, and counts its try', async () => {
    const repo = createSmsOutboxRepository(ctx.database.db);
    const { UId } = await signUp(ctx);
    // Due a day from now: this app's own sender (on the real clock) leaves them alone.
    const dueAt = new Date(Date.now() + 86_400_000);
    const ids = Array.from({ length: 30 }, () => randomUUID());
    await ctx.database.db.transaction((tx) =>
      repo.insert(
        tx,
        ids.map((id, i) => ({
          id,
          userId: UId,
          template: 'walletDebit',
          mobile: '9000000001',
          templateId: 'KOSH_WALLET_DEBIT',
          text: `text ${i}`,
        })),
        dueAt,
      ),
    );
    const later = new Date(dueAt.getTime() + 1000);
    const lease = new Date(later.getTime() + 60_000);
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => repo.claimDue(later, lease, 10)),
    );
    const claimed = claims.flat();
    expect(claimed.map((row) => row.id).sort()).toEqual([...ids].sort());
    for (const batch of claims) {
      expect(batch.map((row) => row.seq)).toEqual(
        [...batch.map((row) => row.seq)].sort((a, b) => a - b),
      );
    }
    expect(
      claimed.every((row) => row.attempts === 1 && row.nextAttemptAt.getTime() === lease.getTime()),
    ).toBe(true);
    // Leased: nobody claims them again until the lease has passed.
    expect(await repo.claimDue(later, lease, 10)).toEqual([]);
    expect(await repo.claimDue(new Date(lease.getTime() + 1), lease, 50)).toHaveLength(30);
  });
});
