import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error';
import { isUniqueViolation } from '../../src/lib/db-errors';
import { checkLedger } from '../../src/modules/ledger/ledger-check';
import { createLedgerGroupCommit } from '../../src/modules/ledger/ledger-group-commit';
import { InsufficientFundsError } from '../../src/modules/ledger/ledger.service';
import { createTestContext, type TestContext } from '../helpers/app';
import { walletWith as fundedWallet } from '../helpers/ledger';

const HOLD = 1_000n;

interface Item {
  id: string;
  wallet: string;
  /** A key unique among the rows: a second row with it fails the batch's INSERT. */
  key: string;
  /** A business rule this item's write refuses. */
  refuse?: boolean;
}

async function rows<T>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await ctx.database.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

describe('ledger group commit (a product row and its hold, many payments a commit)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.database.db.execute(
      sql`create table gc_rows (id uuid primary key, wallet uuid not null, key text not null unique,
                                 hold_id uuid not null, balance_after bigint)`,
    );
  });
  afterAll(async () => {
    expect(await checkLedger(ctx.database.db)).toEqual([]);
    await ctx.close();
  });

  const walletWith = (paise: bigint) => fundedWallet(ctx, paise);

  /** Writes one gc_rows row per moved item (one INSERT), refusing the items marked so. */
  const groupCommit = (options: { windowMs?: number; maxBatch?: number } = {}) =>
    createLedgerGroupCommit<Item, { id: string; balanceAfter: bigint | null }>(
      ctx.database.db,
      ctx.services.ledger,
      async (tx, moved) => {
        if (moved.some((m) => m.item.refuse)) throw new AppError('CONFLICT', 'BILL_ALREADY_PAID');
        await tx.execute(
          sql`insert into gc_rows (id, wallet, key, hold_id, balance_after) values ${sql.join(
            moved.map(
              (m) =>
                sql`(${m.item.id}, ${m.item.wallet}, ${m.item.key}, ${m.transfer.id}, ${m.balanceAfterPaise})`,
            ),
            sql`, `,
          )}`,
        );
        return moved.map((m) => ({ id: m.item.id, balanceAfter: m.balanceAfterPaise }));
      },
      { windowMs: 20, ...options },
    );

  const hold = (gc: ReturnType<typeof groupCommit>, wallet: string, extra: Partial<Item> = {}) => {
    const id = randomUUID();
    return gc.submit(
      { id, wallet, key: id, ...extra },
      {
        kind: 'pending',
        input: {
          debit: { wallet },
          credit: { system: 'providerPayable' },
          amountPaise: HOLD,
          code: 'MOBILE_RECHARGE',
          reference: { type: 'test-group', id },
        },
      },
    );
  };

  const spendable = (wallet: string) =>
    ctx.services.ledger.walletBalancePaise(ctx.database.db, wallet);
  const rowsOf = (wallet: string) =>
    rows<{ id: string; hold_id: string }>(
      ctx,
      sql`select id::text, hold_id::text from gc_rows where wallet = ${wallet}`,
    );
  const holdsOf = (wallet: string) =>
    rows<{ id: string; reference_id: string }>(
      ctx,
      sql`select t.id::text, t.reference_id from ledger_transfers t
            join ledger_accounts a on a.id = t.debit_account_id
           where a.user_id = ${wallet} and t.kind = 'pending'`,
    );

  it('commits the rows and holds of a batch together, a short wallet refused alone', async () => {
    const rich = await walletWith(10n * HOLD);
    const poor = await walletWith(HOLD / 2n);
    const gc = groupCommit();
    const results = await Promise.allSettled([
      hold(gc, rich),
      hold(gc, poor),
      hold(gc, rich),
      hold(gc, rich),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
    // Each answer says what the wallet could spend right after its own hold, in order.
    const after = results
      .filter((r) => r.status === 'fulfilled')
      .map(
        (r) => (r as PromiseFulfilledResult<{ balanceAfter: bigint | null }>).value.balanceAfter,
      );
    expect(after).toEqual([9n * HOLD, 8n * HOLD, 7n * HOLD]);
    expect(await spendable(rich)).toBe(7n * HOLD);
    expect(await spendable(poor)).toBe(HOLD / 2n);
    // A row for every hold and a hold for every row: nothing of the refused one.
    const written = await rowsOf(rich);
    const held = await holdsOf(rich);
    expect(written).toHaveLength(3);
    expect(new Set(written.map((r) => r.hold_id))).toEqual(new Set(held.map((h) => h.id)));
    expect(await rowsOf(poor)).toEqual([]);
    expect(await holdsOf(poor)).toEqual([]);
    expect(gc.pending).toBe(0);
  });

  it('fails only the item whose row is refused, its neighbours committed', async () => {
    const wallet = await walletWith(10n * HOLD);
    const gc = groupCommit();
    const taken = randomUUID();
    await hold(gc, wallet, { key: taken });
    const results = await Promise.allSettled([
      hold(gc, wallet),
      hold(gc, wallet, { key: taken }), // a unique key already used: the INSERT fails
      hold(gc, wallet, { refuse: true }), // a business rule of the product's write
      hold(gc, wallet),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(isUniqueViolation((results[1] as PromiseRejectedResult).reason, 'gc_rows_key_key')).toBe(
      true,
    );
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    // Three holds, three rows: the refused two moved no money.
    expect(await spendable(wallet)).toBe(7n * HOLD);
    expect(await rowsOf(wallet)).toHaveLength(3);
    expect(await holdsOf(wallet)).toHaveLength(3);
  });

  it('never overspends one wallet under 50 parallel payments through concurrent batches', async () => {
    const wallet = await walletWith(20n * HOLD);
    const gc = groupCommit({ windowMs: 1, maxBatch: 7 });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => hold(gc, wallet)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof InsufficientFundsError,
    );
    expect(ok).toHaveLength(20);
    expect(refused).toHaveLength(30);
    expect(await spendable(wallet)).toBe(0n);
    expect(await rowsOf(wallet)).toHaveLength(20);
    expect(await holdsOf(wallet)).toHaveLength(20);
  });
});
