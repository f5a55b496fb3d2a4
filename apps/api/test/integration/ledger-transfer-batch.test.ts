import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textArray, uuidArray } from '../../src/modules/ledger/ledger-batch-sql';
import { sqlRows } from '../../src/db/sql-rows';
import { createTestContext, type TestContext } from '../helpers/app';
import { checkLedgerAndClose, databaseMessage, walletWith } from '../helpers/ledger';

/** One transfer as the SQL function takes it: a side by its account id or by its owner's wallet. */
interface Item {
  kind: string;
  debit: { account: string } | { user: string };
  credit: { account: string } | { user: string };
  amount: bigint;
  code?: string;
  /** null: a transfer without its reference. */
  reference?: null;
}

interface OutcomeRow {
  ord: number | string;
  transfer_id: string | null;
  debit_id: string | null;
  credit_id: string | null;
  balance_after: string | null;
  failed_state: string | null;
  failed_constraint: string | null;
}

describe('ledger_transfer_batch (many transfers in one statement, each on its own)', () => {
  let ctx: TestContext;
  let payable: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    payable = await ctx.services.ledger.systemShard(ctx.database.db, 'providerPayable');
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const side = (s: Item['debit'], key: 'account' | 'user') => (key in s ? (s as never)[key] : null);
  const run = (items: Item[]) =>
    ctx.database.db.transaction((tx) =>
      sqlRows<OutcomeRow>(
        tx,
        sql`select ord, transfer_id, debit_id, credit_id, balance_after::text as balance_after,
                   failed_state, failed_constraint
              from ledger_transfer_batch(
                ${textArray(items.map((i) => i.kind))},
                ${uuidArray(items.map((i) => side(i.debit, 'account')))},
                ${uuidArray(items.map((i) => side(i.debit, 'user')))},
                ${uuidArray(items.map((i) => side(i.credit, 'account')))},
                ${uuidArray(items.map((i) => side(i.credit, 'user')))},
                ${textArray(items.map((i) => i.amount.toString()))}::bigint[],
                ${textArray(items.map((i) => i.code ?? 'MOBILE_RECHARGE'))},
                ${textArray(items.map((i) => (i.reference === null ? null : 'test-batch')))},
                ${textArray(items.map((i) => (i.reference === null ? null : randomUUID())))})
             order by ord`,
      ),
    );
  const totals = async (user: string) => {
    const [row] = await sqlRows<Record<string, string>>(
      ctx.database.db,
      sql`select debits_posted_paise::text as dp, debits_pending_paise::text as dq,
                 credits_posted_paise::text as cp, credits_pending_paise::text as cq
            from ledger_accounts where user_id = ${user}`,
    );
    return row;
  };

  it('moves each accepted transfer and refuses each bad one alone, in order', async () => {
    const a = await walletWith(ctx, 1_000n);
    const b = await walletWith(ctx, 0n);
    const rows = await run([
      { kind: 'single', debit: { user: a }, credit: { user: b }, amount: 100n },
      { kind: 'post', debit: { user: a }, credit: { user: b }, amount: 1n },
      { kind: 'single', debit: { user: randomUUID() }, credit: { user: b }, amount: 1n },
      { kind: 'single', debit: { user: a }, credit: { user: a }, amount: 1n },
      { kind: 'single', debit: { user: a }, credit: { user: b }, amount: 0n },
      { kind: 'single', debit: { user: a }, credit: { user: b }, amount: 1n, code: 'bad code' },
      { kind: 'single', debit: { user: a }, credit: { user: b }, amount: 1n, reference: null },
      { kind: 'pending', debit: { user: a }, credit: { account: payable }, amount: 901n },
      { kind: 'pending', debit: { user: a }, credit: { account: payable }, amount: 200n },
    ]);
    expect(rows.map((r) => [r.failed_state, r.failed_constraint])).toEqual([
      [null, null],
      ['22023', null],
      ['P0002', null],
      ['23514', 'ledger_transfers_distinct_accounts'],
      ['23514', 'ledger_transfers_amount_positive'],
      ['23514', 'ledger_transfers_code_format'],
      ['23502', null],
      ['23514', 'ledger_accounts_wallet_not_negative'],
      [null, null],
    ]);
    // What the debit wallet can spend after each accepted item, reckoned in order.
    expect(rows.map((r) => r.transfer_id !== null && r.balance_after)).toEqual([
      '900',
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      '700',
    ]);
    expect(rows[8]?.credit_id).toBe(payable);
    expect(await totals(a)).toEqual({ dp: '100', dq: '200', cp: '1000', cq: '0' });
    expect(await totals(b)).toEqual({ dp: '0', dq: '0', cp: '100', cq: '0' });
    expect(await ctx.services.ledger.walletBalancePaise(ctx.database.db, a)).toBe(700n);
  });

  it('adds every transfer of a batch on one account into its totals', async () => {
    const a = await walletWith(ctx, 500n);
    const b = await walletWith(ctx, 500n);
    const rows = await run([
      { kind: 'single', debit: { user: a }, credit: { user: b }, amount: 10n },
      { kind: 'single', debit: { user: b }, credit: { user: a }, amount: 20n },
      { kind: 'pending', debit: { user: a }, credit: { account: payable }, amount: 30n },
      { kind: 'single', debit: { user: a }, credit: { user: b }, amount: 40n },
      // More than b can spend by now: refused, and nothing of it counted.
      { kind: 'single', debit: { user: b }, credit: { user: a }, amount: 531n },
    ]);
    // b's credit of 10 counts at once: a single transfer is spendable by its credit side.
    expect(rows.map((r) => r.balance_after)).toEqual(['490', '490', '480', '440', null]);
    expect(await totals(a)).toEqual({ dp: '50', dq: '30', cp: '520', cq: '0' });
    expect(await totals(b)).toEqual({ dp: '20', dq: '0', cp: '550', cq: '0' });
  });

  it('refuses arrays not numbered from 1 rather than misread them', async () => {
    const wallet = await walletWith(ctx, 100n);
    expect(
      await databaseMessage(
        ctx.database.db.execute(
          sql`select * from ledger_transfer_batch('[0:0]={single}', ${`[0:0]={${payable}}`}::uuid[],
                   '[0:0]={NULL}', '[0:0]={NULL}', ${`[0:0]={${wallet}}`}::uuid[],
                   '[0:0]={1}', '[0:0]={MOBILE_RECHARGE}', '[0:0]={t}', '[0:0]={r}')`,
        ),
      ),
    ).toMatch(/numbered from 1/);
    expect(
      await databaseMessage(
        ctx.database.db.execute(
          sql`select * from ledger_transfer_batch('{{single}}', '{{NULL}}', '{{NULL}}', '{{NULL}}',
                   '{{NULL}}', '{{1}}', '{{A}}', '{{t}}', '{{r}}')`,
        ),
      ),
    ).toMatch(/numbered from 1/);
    expect(await ctx.services.ledger.walletBalancePaise(ctx.database.db, wallet)).toBe(100n);
  });

  it('answers nothing for an empty batch, and refuses arrays of different lengths', async () => {
    expect(await run([])).toEqual([]);
    await expect(
      ctx.database.db.execute(
        sql`select * from ledger_transfer_batch('{single}', '{NULL}', '{NULL}', '{NULL}', '{NULL}',
                   '{1,2}', '{A}', '{t}', '{r}')`,
      ),
    ).rejects.toThrow();
  });
});
