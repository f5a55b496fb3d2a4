import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerBatchItemError } from '../../src/modules/ledger/ledger-batch-sql';
import { resolveBatch } from '../../src/modules/ledger/ledger-resolve-batch';
import { sqlRows } from '../../src/db/sql-rows';
import { createTestContext, type TestContext } from '../helpers/app';
import { checkLedgerAndClose, databaseMessage, walletWith } from '../helpers/ledger';

const HOLD = 1_000n;

describe('ledger_resolve_batch (many holds posted or voided in one statement)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const hold = (wallet: string, amountPaise = HOLD) =>
    ctx.database.db.transaction(async (tx) => {
      const row = await ctx.services.ledger.hold(tx, {
        debit: { wallet },
        credit: { system: 'providerPayable' },
        amountPaise,
        code: 'MOBILE_RECHARGE',
        reference: { type: 'test-resolve', id: randomUUID() },
      });
      return row.id;
    });
  const resolve = (items: { pendingId: string; kind: 'post' | 'void' }[]) =>
    ctx.database.db.transaction((tx) => resolveBatch(tx, items));
  const totals = async (wallet: string) => {
    const [row] = await sqlRows<{ pending: string }>(
      ctx.database.db,
      sql`select debits_pending_paise::text as pending from ledger_accounts where user_id = ${wallet}`,
    );
    return {
      spendable: await ctx.services.ledger.walletBalancePaise(ctx.database.db, wallet),
      pending: BigInt(row?.pending ?? '-1'),
    };
  };

  it('posts and voids each hold on its own, answering the balance after each in order', async () => {
    const a = await walletWith(ctx, 10n * HOLD);
    const b = await walletWith(ctx, 10n * HOLD);
    const [a1, a2, a3, b1] = [
      await hold(a),
      await hold(a),
      await hold(a),
      await hold(b, 2n * HOLD),
    ];
    expect(await totals(a)).toEqual({ spendable: 7n * HOLD, pending: 3n * HOLD });

    const outcomes = await resolve([
      { pendingId: a1, kind: 'post' },
      { pendingId: a2, kind: 'void' },
      { pendingId: b1, kind: 'void' },
      { pendingId: a3, kind: 'void' },
    ]);
    expect(outcomes.map((o) => o.ok && o.transferId !== null)).toEqual([true, true, true, true]);
    // A post leaves what the wallet can spend as its hold left it; a void gives the hold back.
    expect(outcomes.map((o) => o.ok && o.balanceAfterPaise)).toEqual([
      7n * HOLD,
      8n * HOLD,
      10n * HOLD,
      9n * HOLD,
    ]);
    expect(await totals(a)).toEqual({ spendable: 9n * HOLD, pending: 0n });
    expect(await totals(b)).toEqual({ spendable: 10n * HOLD, pending: 0n });
  });

  it('resolves a hold once: again, or twice in one batch, is a no-op', async () => {
    const a = await walletWith(ctx, 10n * HOLD);
    const h = await hold(a);
    const first = await resolve([
      { pendingId: h, kind: 'void' },
      { pendingId: h, kind: 'post' },
    ]);
    expect(first[0]).toMatchObject({ ok: true, balanceAfterPaise: 10n * HOLD });
    expect(first[1]).toMatchObject({ ok: true, transferId: null });
    const again = await resolve([{ pendingId: h, kind: 'post' }]);
    expect(again[0]).toMatchObject({ ok: true, transferId: null, balanceAfterPaise: 10n * HOLD });
    expect(await totals(a)).toEqual({ spendable: 10n * HOLD, pending: 0n });
  });

  it('refuses a missing hold or an unknown kind alone; its neighbours go through', async () => {
    const a = await walletWith(ctx, 10n * HOLD);
    const h = await hold(a);
    const other = await hold(a);
    const outcomes = await resolve([
      { pendingId: randomUUID(), kind: 'post' },
      { pendingId: h, kind: 'post' },
      { pendingId: other, kind: 'refund' as 'void' },
    ]);
    expect(outcomes[0]).toMatchObject({ ok: false });
    expect(outcomes[0]?.ok === false && outcomes[0].error).toBeInstanceOf(LedgerBatchItemError);
    expect(outcomes[1]).toMatchObject({ ok: true });
    expect(outcomes[2]).toMatchObject({ ok: false });
    expect(await totals(a)).toEqual({ spendable: 8n * HOLD, pending: HOLD });
    await resolve([{ pendingId: other, kind: 'void' }]);
  });

  it('lets concurrent batches over the same wallets and shards finish without deadlock', async () => {
    const wallets = await Promise.all([1, 2, 3].map(() => walletWith(ctx, 20n * HOLD)));
    const holds: string[] = [];
    for (let i = 0; i < 12; i += 1) holds.push(await hold(wallets[i % 3] as string));
    // Each batch names holds of every wallet, in a different order from the others.
    const batches = [0, 1, 2].map((k) =>
      holds
        .filter((_, i) => i % 3 === k)
        .reverse()
        .map((pendingId, i) => ({
          pendingId,
          kind: i % 2 ? ('void' as const) : ('post' as const),
        })),
    );
    const outcomes = await Promise.all(batches.map((batch) => resolve(batch)));
    expect(outcomes.flat().every((o) => o.ok && o.transferId)).toBe(true);
    for (const w of wallets) expect((await totals(w)).pending).toBe(0n);
  });

  it('refuses arrays not numbered from 1 rather than misread them', async () => {
    const wallet = await walletWith(ctx, 10n * HOLD);
    const id = await hold(wallet);
    expect(
      await databaseMessage(
        ctx.database.db.execute(
          sql`select * from ledger_resolve_batch(${`[0:0]={${id}}`}::uuid[], '[0:0]={void}')`,
        ),
      ),
    ).toMatch(/numbered from 1/);
    expect(await totals(wallet)).toEqual({ spendable: 9n * HOLD, pending: HOLD });
    await resolve([{ pendingId: id, kind: 'void' }]);
  });

  it('answers nothing for an empty batch', async () => {
    expect(await resolve([])).toEqual([]);
  });
});
