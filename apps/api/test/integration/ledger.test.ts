import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check';
import { InsufficientFundsError, type AccountRef } from '../../src/modules/ledger/ledger.service';
import { createTestContext, type TestContext } from '../helpers/app';
import { uniqueMobile } from '../helpers/accounts';

interface Totals {
  dp: bigint;
  dq: bigint;
  cp: bigint;
  cq: bigint;
}

type Op =
  | { type: 'transfer' | 'hold'; from: number; to: number; amount: number }
  | { type: 'post' | 'void'; pick: number };

const ACCOUNTS = 4; // 0–2 wallets, 3 the payment-gateway clearing account

describe('ledger', () => {
  let ctx: TestContext;
  let wallets: string[];

  beforeAll(async () => {
    ctx = await createTestContext();
    wallets = [];
    for (let i = 0; i < 3; i += 1) {
      const user = await ctx.database.db.transaction((tx) =>
        ctx.services.users.createCustomer(tx, {
          name: `Ledger Wallet ${'abc'[i]}`,
          mobile: uniqueMobile(),
          email: 'ledger@example.com',
          passwordHash: 'x',
        }),
      );
      wallets.push(user.id);
    }
  });
  afterAll(() => ctx.close());

  const ref = (i: number): AccountRef =>
    i < 3 ? { wallet: wallets[i] as string } : { system: 'paymentGateway' };

  async function totals(i: number): Promise<Totals> {
    const code = i < 3 ? `WALLET:${wallets[i]}` : 'SYSTEM:PAYMENT_GATEWAY_CLEARING';
    // A system account is the sum of its shards (CODE, CODE#01 …).
    const result = (await ctx.database.db.execute(
      sql`select sum(debits_posted_paise)::text dp, sum(debits_pending_paise)::text dq, sum(credits_posted_paise)::text cp, sum(credits_pending_paise)::text cq from ledger_accounts where code = ${code} or code like ${`${code}#%`}`,
    )) as unknown as { rows: Record<keyof Totals, string>[] };
    const row = result.rows[0] as Record<keyof Totals, string>;
    return { dp: BigInt(row.dp), dq: BigInt(row.dq), cp: BigInt(row.cp), cq: BigInt(row.cq) };
  }

  it('matches a simple model over random hold/post/void/transfer sequences, and the checker finds no drift', async () => {
    const { ledger } = ctx.services;
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        type: fc.constantFrom('transfer' as const, 'hold' as const),
        from: fc.integer({ min: 0, max: ACCOUNTS - 1 }),
        to: fc.integer({ min: 0, max: ACCOUNTS - 1 }),
        amount: fc.integer({ min: 1, max: 50_000 }),
      }),
      fc.record({ type: fc.constantFrom('post' as const, 'void' as const), pick: fc.nat() }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        const model: Totals[] = [];
        for (let i = 0; i < ACCOUNTS; i += 1) model.push(await totals(i));
        const openHolds: { id: string; from: number; to: number; amount: bigint }[] = [];
        const balance = (i: number) =>
          (model[i] as Totals).cp - (model[i] as Totals).dp - (model[i] as Totals).dq;

        for (const op of ops) {
          if (op.type === 'post' || op.type === 'void') {
            if (openHolds.length === 0) continue;
            const [hold] = openHolds.splice(op.pick % openHolds.length, 1);
            if (!hold) continue;
            const resolved = await ctx.database.db.transaction((tx) =>
              op.type === 'post' ? ledger.post(tx, hold.id) : ledger.void(tx, hold.id),
            );
            expect(resolved).not.toBeNull();
            // A second resolution, either way, changes nothing.
            expect(await ctx.database.db.transaction((tx) => ledger.void(tx, hold.id))).toBeNull();
            expect(await ctx.database.db.transaction((tx) => ledger.post(tx, hold.id))).toBeNull();
            const from = model[hold.from] as Totals;
            const to = model[hold.to] as Totals;
            from.dq -= hold.amount;
            to.cq -= hold.amount;
            if (op.type === 'post') {
              from.dp += hold.amount;
              to.cp += hold.amount;
            }
          } else {
            // The other member of Op (TypeScript does not narrow this two-way discriminant).
            const move = op as Extract<Op, { from: number }>;
            if (move.from === move.to) continue;
            const amount = BigInt(move.amount);
            const wouldOverdraw = move.from < 3 && balance(move.from) < amount;
            const run = () =>
              ctx.database.db.transaction((tx) =>
                (move.type === 'hold' ? ledger.hold : ledger.transfer)(tx, {
                  debit: ref(move.from),
                  credit: ref(move.to),
                  amountPaise: amount,
                  code: 'WALLET_TOPUP_ONLINE',
                  reference: { type: 'test', id: 'prop' },
                }),
              );
            if (wouldOverdraw) {
              await expect(run()).rejects.toBeInstanceOf(InsufficientFundsError);
              continue;
            }
            const row = await run();
            const from = model[move.from] as Totals;
            const to = model[move.to] as Totals;
            if (move.type === 'hold') {
              from.dq += amount;
              to.cq += amount;
              openHolds.push({ id: row.id, from: move.from, to: move.to, amount });
            } else {
              from.dp += amount;
              to.cp += amount;
            }
          }
        }
        for (let i = 0; i < ACCOUNTS; i += 1) {
          expect(await totals(i)).toEqual(model[i]);
          if (i < 3) expect(balance(i) >= 0n).toBe(true);
        }
        expect(await checkLedger(ctx.database.db)).toEqual([]);
      }),
      { numRuns: 25, seed: 20261122 },
    );
  });

  it('refuses to rewrite or delete a transfer', async () => {
    await expect(
      ctx.database.db.execute(sql`update ledger_transfers set amount_paise = 1`),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from ledger_transfers`)).rejects.toThrow();
  });

  it('lets the database refuse an overdraft even when the code does not check', async () => {
    const wallet = `WALLET:${wallets[2]}`;
    await expect(
      ctx.database.db.execute(
        sql`update ledger_accounts set debits_posted_paise = credits_posted_paise + 1 where code = ${wallet}`,
      ),
    ).rejects.toThrow();
  });

  it('reports drift when a balance disagrees with its transfers', async () => {
    // Simulate corruption in a throwaway transaction, then roll it back.
    const problems = await ctx.database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update ledger_accounts set credits_posted_paise = credits_posted_paise + 7 where code = 'SYSTEM:FEES'`,
        );
        const found = await checkLedger(tx);
        throw Object.assign(new Error('rollback'), { found });
      })
      .catch((error: { found?: unknown }) => error.found);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ check: 'sum zero (posted)' }),
        expect.objectContaining({ check: 'balance equals transfers' }),
      ]),
    );
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });

  it('never overspends one wallet under 50 parallel debits (truly concurrent on PostgreSQL)', async () => {
    const { ledger } = ctx.services;
    const wallet = wallets[1] as string;
    const before = (await ledger.walletBalancePaise(ctx.database.db, wallet)) ?? 0n;
    // Top up exactly 20 debits' worth, then try 50 at once.
    await ctx.database.db.transaction((tx) =>
      ledger.transfer(tx, {
        debit: { system: 'paymentGateway' },
        credit: { wallet },
        amountPaise: 20n * 1_000n,
        code: 'WALLET_TOPUP_ONLINE',
        reference: { type: 'test', id: 'parallel' },
      }),
    );
    const start = before + 20_000n;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        ctx.database.db.transaction((tx) =>
          ledger.transfer(tx, {
            debit: { wallet },
            credit: { system: 'providerPayable' },
            amountPaise: 1_000n,
            code: 'MOBILE_RECHARGE',
            reference: { type: 'test', id: 'parallel' },
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const expectedOk = Number(start / 1_000n) > 50 ? 50 : Number(start / 1_000n);
    expect(ok).toBe(expectedOk);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientFundsError);
    expect(await ledger.walletBalancePaise(ctx.database.db, wallet)).toBe(
      start - BigInt(ok) * 1_000n,
    );
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });
});
