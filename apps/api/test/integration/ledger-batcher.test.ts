import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check';
import {
  createLedgerBatcher,
  LedgerBatchItemError,
  type LedgerBatcherOptions,
} from '../../src/modules/ledger/ledger-batcher';
import { InsufficientFundsError } from '../../src/modules/ledger/ledger.service';
import { createTestContext, type TestContext } from '../helpers/app';
import { walletWith as fundedWallet } from '../helpers/ledger';

const DEBIT = 1_000n;

/** An error's message and its causes' (drizzle wraps the driver's error). */
function causes(error: unknown): string {
  const messages: string[] = [];
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    messages.push(String((e as { message?: unknown }).message));
  return messages.join(' <- ');
}

describe('ledger batcher (one commit for many transfers, each its own outcome)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    expect(await checkLedger(ctx.database.db)).toEqual([]);
    await ctx.close();
  });

  const walletWith = (paise: bigint) => fundedWallet(ctx, paise);

  const batcher = (options: LedgerBatcherOptions) =>
    createLedgerBatcher(ctx.database.db, ctx.services.ledger, options);

  const debit = (b: ReturnType<typeof batcher>, wallet: string, id: string) =>
    b.transfer({
      debit: { wallet },
      credit: { system: 'providerPayable' },
      amountPaise: DEBIT,
      code: 'MOBILE_RECHARGE',
      reference: { type: 'test-batch', id },
    });

  const balance = (wallet: string) =>
    ctx.services.ledger.walletBalancePaise(ctx.database.db, wallet);

  async function committedAt(ids: string[]): Promise<string[]> {
    const result = (await ctx.database.db.execute(
      sql`select distinct created_at::text as at from ledger_transfers
           where reference_type = 'test-batch' and reference_id in ${ids}`,
    )) as unknown as { rows: { at: string }[] };
    return result.rows.map((r) => r.at);
  }

  it('refuses only the wallet short of funds; its neighbours commit together', async () => {
    const rich = await walletWith(5n * DEBIT);
    const poor = await walletWith(DEBIT / 2n);
    const other = await walletWith(5n * DEBIT);
    // A long window: all five are in one batch.
    const b = batcher({ windowMs: 50 });
    const results = await Promise.allSettled([
      debit(b, rich, 'n1'),
      debit(b, poor, 'n2'),
      debit(b, other, 'n3'),
      debit(b, rich, 'n4'),
      debit(b, '00000000-0000-4000-8000-000000000000', 'n5'), // no such wallet
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
    expect((results[4] as PromiseRejectedResult).reason).toBeInstanceOf(LedgerBatchItemError);
    const row = (results[0] as PromiseFulfilledResult<{ id: string; amountPaise: bigint }>).value;
    expect(row.amountPaise).toBe(DEBIT);
    // now() is the transaction's start: one timestamp for the three is one transaction.
    expect(await committedAt(['n1', 'n3', 'n4'])).toHaveLength(1);
    expect(await committedAt(['n2', 'n5'])).toHaveLength(0);
    expect(await balance(rich)).toBe(3n * DEBIT);
    expect(await balance(poor)).toBe(DEBIT / 2n);
    expect(await balance(other)).toBe(4n * DEBIT);
    expect(b.pending).toBe(0);
  });

  it('never overspends one wallet under 50 parallel debits in concurrent batches', async () => {
    const hot = await walletWith(20n * DEBIT);
    const b = batcher({ windowMs: 1, maxBatch: 8, maxInFlight: 3 });
    const ids = Array.from({ length: 50 }, (_, i) => `hot-${i}`);
    const results = await Promise.allSettled(ids.map((id) => debit(b, hot, id)));
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(20);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientFundsError);
    expect(await balance(hot)).toBe(0n);
    // At most 8 a batch: the 50 took several commits.
    expect((await committedAt(ids)).length).toBeGreaterThanOrEqual(3);
  });

  it('on a failed COMMIT every caller of the batch gets the error and nothing is applied', async () => {
    const { db } = ctx.database;
    const wallet = await walletWith(10n * DEBIT);
    // A deferred constraint trigger fails the COMMIT itself, after every transfer succeeded.
    await db.execute(
      sql.raw(`create function test_fail_at_commit() returns trigger language plpgsql as $$
        begin
          if new.reference_id = 'fail-at-commit' then raise exception 'refused at commit'; end if;
          return null;
        end $$`),
    );
    await db.execute(
      sql.raw(`create constraint trigger test_fail_at_commit after insert on ledger_transfers
        deferrable initially deferred for each row execute function test_fail_at_commit()`),
    );
    try {
      const b = batcher({ windowMs: 50 });
      const results = await Promise.allSettled([
        debit(b, wallet, 'c1'),
        debit(b, wallet, 'fail-at-commit'),
        debit(b, wallet, 'c3'),
      ]);
      for (const r of results) {
        expect(r.status).toBe('rejected');
        expect(causes((r as PromiseRejectedResult).reason)).toContain('refused at commit');
      }
      expect(await committedAt(['c1', 'fail-at-commit', 'c3'])).toHaveLength(0);
      expect(await balance(wallet)).toBe(10n * DEBIT);
    } finally {
      await db.execute(sql.raw('drop trigger test_fail_at_commit on ledger_transfers'));
      await db.execute(sql.raw('drop function test_fail_at_commit()'));
    }
    // The batcher is still usable after a failed batch.
    const b = batcher({ windowMs: 1 });
    await expect(debit(b, wallet, 'after-failure')).resolves.toMatchObject({ kind: 'single' });
    expect(await balance(wallet)).toBe(9n * DEBIT);
  });

  it('a statement error it did not foresee fails that transfer alone (the batch is retried one by one)', async () => {
    const { db } = ctx.database;
    const wallet = await walletWith(10n * DEBIT);
    // A trigger refusing one transfer fails the whole statement, as a constraint would.
    await db.execute(
      sql.raw(`create function test_refuse_one() returns trigger language plpgsql as $$
        begin
          if new.reference_id = 'refuse-me' then
            raise exception 'refused by a test rule' using errcode = 'check_violation';
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger test_refuse_one before insert on ledger_transfers
        for each row execute function test_refuse_one()`),
    );
    try {
      const b = batcher({ windowMs: 50 });
      const results = await Promise.allSettled([
        debit(b, wallet, 'r1'),
        debit(b, wallet, 'refuse-me'),
        debit(b, wallet, 'r3'),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(causes((results[1] as PromiseRejectedResult).reason)).toContain(
        'refused by a test rule',
      );
      expect(await committedAt(['refuse-me'])).toHaveLength(0);
      expect(await balance(wallet)).toBe(8n * DEBIT);
    } finally {
      await db.execute(sql.raw('drop trigger test_refuse_one on ledger_transfers'));
      await db.execute(sql.raw('drop function test_refuse_one()'));
    }
  });

  it('splits a burst larger than a batch and settles every caller', async () => {
    const wallet = await walletWith(30n * DEBIT);
    const b = batcher({ windowMs: 5, maxBatch: 4, maxInFlight: 1 });
    const ids = Array.from({ length: 10 }, () => randomUUID());
    const rows = await Promise.all(ids.map((id) => debit(b, wallet, id)));
    expect(rows.map((r) => r.referenceId)).toEqual(ids);
    expect(new Set(rows.map((r) => r.id)).size).toBe(10);
    expect((await committedAt(ids)).length).toBeGreaterThanOrEqual(3);
    expect(await balance(wallet)).toBe(20n * DEBIT);
  });
});
