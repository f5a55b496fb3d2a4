import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  idempotencyKeys,
  ledgerTransfers,
  paymentOrders,
  walletRequests,
} from '../../src/db/schema';
import type { FaultContext, MoneyPhase } from '../../src/lib/faults';
import { checkLedger } from '../../src/modules/ledger/ledger-check';
import { createTestContext, type TestContext } from '../helpers/app';
import { signUp, waitForOutbox } from '../helpers/accounts';
import { checkLedgerAndClose } from '../helpers/ledger';
import { call, fund, rechargeRow, rechargeRows } from '../helpers/recharges';
import {
  balancePaise,
  createOrder,
  gatewayOrdersWithReceipt,
  neftFields,
  requestMoney,
  slipPng,
} from '../helpers/wallet';

const newKey = () => `lease-${randomBytes(12).toString('hex')}`;
const keyed = (key: string) => ({ 'idempotency-key': key });

/**
 * A request killed at a phase of its money call: the fault injector stops it there for good (a
 * promise that never settles: no catch or finally runs, as when `kill -9` ends the process), and
 * the database keeps what was committed. Then time passes beyond the lease, and the customer's
 * app retries with the same key — as the web does.
 */
describe('Idempotency-Key leases: a request that dies never leaves its key stuck', () => {
  let ctx: TestContext;
  let offsetMs = 0;
  const crashAt = new Map<string, MoneyPhase>();
  const phasesSeen: { phase: MoneyPhase; context: FaultContext }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({
      listen: true,
      seedCatalogue: true,
      clock: () => new Date(Date.now() + offsetMs),
      faults: (phase, context) => {
        phasesSeen.push({ phase, context });
        const key = context.key;
        if (key && crashAt.get(key) === phase) {
          crashAt.delete(key);
          return new Promise<void>(() => undefined);
        }
        return undefined;
      },
    });
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const pastTheLease = () => {
    offsetMs += ctx.config.idempotency.leaseMs + 1000;
  };

  /** Sends the request, which dies at `phase`; resolves once it got there. */
  async function dieAt(phase: MoneyPhase, key: string, send: () => Promise<unknown>) {
    crashAt.set(key, phase);
    void send();
    const deadline = Date.now() + 10_000;
    while (crashAt.has(key)) {
      if (Date.now() > deadline) throw new Error(`the request never reached ${phase}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  const mobile = (token: string, payload: unknown, key: string) =>
    call(ctx, token, '/api/recharge/mobile', payload, keyed(key));

  async function holdsOf(userId: string) {
    const ids = (await rechargeRows(ctx, userId)).map((r) => r.id);
    if (ids.length === 0) return [];
    return ctx.database.db
      .select()
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.referenceType, 'recharge'),
          inArray(ledgerTransfers.referenceId, ids),
        ),
      );
  }

  it('a retry within the lease is told to wait (409 IDEMPOTENCY_IN_PROGRESS, Retry-After); after it, the call runs once', async () => {
    const customer = await signUp(ctx);
    await fund(ctx, customer.UId, 500_00n);
    const key = newKey();
    const payload = { opcode: 'JIO', number: '9876512345', amount: 199 };
    await dieAt('key-claimed', key, () => mobile(customer.token, payload, key));

    const early = await mobile(customer.token, payload, key);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(1);
    expect(await rechargeRows(ctx, customer.UId)).toHaveLength(0);

    pastTheLease();
    const late = await mobile(customer.token, payload, key);
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ status: 'Success', balance: 301 });
    const again = await mobile(customer.token, payload, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(late.json());
    expect(await rechargeRows(ctx, customer.UId)).toHaveLength(1);
    expect(await balancePaise(ctx, customer.token)).toBe(301_00n);
  });

  it('dies after the hold, before the aggregator heard of it: the retry finds the payment and the poller sends it', async () => {
    const customer = await signUp(ctx);
    await fund(ctx, customer.UId, 500_00n);
    const key = newKey();
    const payload = { opcode: 'AIRTEL', number: '9876512346', amount: 149 };
    await dieAt('held', key, () => mobile(customer.token, payload, key));
    pastTheLease();
    const retry = await mobile(customer.token, payload, key);
    expect(retry.statusCode).toBe(202);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const orderId = retry.json().data.orderId as string;
    expect(retry.json().data).toMatchObject({ status: 'Pending', balance: 351 });

    // The poller finds the aggregator never saw it, and sends it under the same reference.
    offsetMs += 60_000;
    await ctx.services.rechargePayments.pollPending();
    expect(await rechargeRow(ctx, orderId)).toMatchObject({
      status: 'success',
      settledBy: 'response',
    });
    expect(await holdsOf(customer.UId)).toHaveLength(2); // the hold and its post
    expect(await balancePaise(ctx, customer.token)).toBe(351_00n);
    // The customer's pending screen now reads the outcome.
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/recharges/${orderId}`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(status.json().data).toMatchObject({ status: 'Success', refunded: false });
  });

  for (const phase of ['provider-answered', 'settled'] as const) {
    it(`dies at '${phase}': the retry answers with the payment's outcome, paid once`, async () => {
      const customer = await signUp(ctx);
      await fund(ctx, customer.UId, 500_00n);
      const key = newKey();
      const payload = { opcode: 'VI', number: '9876512347', amount: 99 };
      await dieAt(phase, key, () => mobile(customer.token, payload, key));
      pastTheLease();
      const retry = await mobile(customer.token, payload, key);
      const orderId = retry.json().data.orderId as string;
      if (phase === 'settled') {
        expect(retry.statusCode).toBe(200);
        expect(retry.json().data.status).toBe('Success');
      } else {
        // The aggregator answered but the process died before applying it: the poller will.
        expect(retry.statusCode).toBe(202);
        offsetMs += 60_000;
        await ctx.services.rechargePayments.pollPending();
      }
      expect(await rechargeRow(ctx, orderId)).toMatchObject({ status: 'success' });
      expect(await rechargeRows(ctx, customer.UId)).toHaveLength(1);
      expect(await balancePaise(ctx, customer.token)).toBe(401_00n);
    });
  }

  it('dies after recording its answer: the retry gets that answer', async () => {
    const customer = await signUp(ctx);
    await fund(ctx, customer.UId, 500_00n);
    const key = newKey();
    const payload = { opcode: 'JIO', number: '9876512348', amount: 10 };
    await dieAt('key-completed', key, () => mobile(customer.token, payload, key));
    const retry = await mobile(customer.token, payload, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await rechargeRows(ctx, customer.UId)).toHaveLength(1);
    expect(await balancePaise(ctx, customer.token)).toBe(490_00n);
  });

  it('CreateOrder that died before answering: the retry after the lease gets the same order', async () => {
    const customer = await signUp(ctx);
    const key = newKey();
    const payload = { amount: 250, receipt: `lease_${key.slice(-10)}` };
    await dieAt('key-completed', key, () => createOrder(ctx, customer.token, payload, keyed(key)));
    // Its answer was recorded just before it died.
    const replay = await createOrder(ctx, customer.token, payload, keyed(key));
    expect(replay.statusCode).toBe(200);

    const key2 = newKey();
    const payload2 = { amount: 260, receipt: `lease_${key2.slice(-10)}` };
    // Dies after the order row was stored but before its answer was recorded: the two writes
    // are apart, so the claim is put back to "in progress" as such a crash leaves it.
    const first = await createOrder(ctx, customer.token, payload2, keyed(key2));
    await ctx.database.db
      .update(idempotencyKeys)
      .set({
        status: null,
        responseBody: null,
        completedAt: null,
        lockedUntil: new Date(Date.now() + offsetMs + ctx.config.idempotency.leaseMs),
      })
      .where(eq(idempotencyKeys.key, key2));
    pastTheLease();
    const retry = await createOrder(ctx, customer.token, payload2, keyed(key2));
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(first.json().data.id);
    expect(await gatewayOrdersWithReceipt(ctx, payload2.receipt)).toHaveLength(1);
    const orders = await ctx.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, customer.UId));
    expect(orders).toHaveLength(2);
  });

  it('requstMoney that died after storing the request: the retry answers with it, one request and one slip', async () => {
    const customer = await signUp(ctx);
    const key = newKey();
    const fields = { ...neftFields({ amount: '640' }), slipImage: await slipPng(11) };
    const first = await requestMoney(ctx, customer.token, fields, keyed(key));
    expect(first.statusCode).toBe(200);
    await ctx.database.db
      .update(idempotencyKeys)
      .set({
        status: null,
        responseBody: null,
        completedAt: null,
        lockedUntil: new Date(Date.now() + offsetMs + ctx.config.idempotency.leaseMs),
      })
      .where(eq(idempotencyKeys.key, key));
    const early = await requestMoney(ctx, customer.token, fields, keyed(key));
    expect(early.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
    pastTheLease();
    const retry = await requestMoney(ctx, customer.token, fields, keyed(key));
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(first.json().data.id);
    const requests = await ctx.database.db
      .select()
      .from(walletRequests)
      .where(eq(walletRequests.userId, customer.UId));
    expect(requests).toHaveLength(1);
  });

  it('the sweep records what an abandoned claim made, drops one that made nothing, and purges after 24 hours', async () => {
    const customer = await signUp(ctx);
    await fund(ctx, customer.UId, 500_00n);
    const made = newKey();
    const nothing = newKey();
    await dieAt('held', made, () =>
      mobile(customer.token, { opcode: 'JIO', number: '9876512349', amount: 50 }, made),
    );
    await dieAt('key-claimed', nothing, () =>
      mobile(customer.token, { opcode: 'JIO', number: '9876512349', amount: 60 }, nothing),
    );
    const stuckBefore = await checkLedger(ctx.database.db, {
      now: new Date(Date.now() + offsetMs + ctx.config.idempotency.leaseMs + 16 * 60_000),
    });
    expect(stuckBefore.filter((p) => p.check === 'no Idempotency-Key stuck')).toHaveLength(2);

    pastTheLease();
    const swept = await ctx.app.sweepIdempotencyKeys();
    expect(swept.recovered).toBeGreaterThanOrEqual(1);
    expect(swept.dropped).toBeGreaterThanOrEqual(1);
    const [recorded] = await ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, made));
    expect(recorded?.status).toBe(202);
    const [dropped] = await ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, nothing));
    expect(dropped).toBeUndefined();
    expect(
      (await checkLedger(ctx.database.db, { now: new Date(Date.now() + offsetMs) })).filter(
        (p) => p.check === 'no Idempotency-Key stuck',
      ),
    ).toEqual([]);

    // The dropped key runs afresh on its retry: one payment of ₹60.
    const retry = await mobile(
      customer.token,
      { opcode: 'JIO', number: '9876512349', amount: 60 },
      nothing,
    );
    expect(retry.statusCode).toBe(200);

    offsetMs += 24 * 60 * 60_000 + 60_000;
    const purged = await ctx.app.sweepIdempotencyKeys();
    expect(purged.purged).toBeGreaterThanOrEqual(2);
    const left = await ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, customer.UId));
    expect(left).toEqual([]);
    // Settle the held one so the ledger closes clean.
    await ctx.services.rechargePayments.pollPending();
    await waitForOutbox(ctx, customer.mobile, 3);
  });

  it('passes every phase of a money call to the fault injector', () => {
    const order = ['key-claimed', 'held', 'provider-answered', 'settled', 'key-completed'];
    // Only the keyed money calls' phases (a provider's callback has its own, 'event-applied').
    const seen = phasesSeen.filter((p) => p.context.key).map((p) => p.phase);
    expect(new Set(seen)).toEqual(new Set(order));
  });
});
