import { expect } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check';
import type { TestContext } from './app';
import { uniqueMobile } from './accounts';

/** A money-moving file's last word: the ledger's invariants still hold, then the app closes. */
export async function checkLedgerAndClose(ctx: TestContext) {
  expect(await checkLedger(ctx.database.db)).toEqual([]);
  await ctx.close();
}

/** A new customer whose wallet a top-up from the gateway funded with `paise` (none for 0). */
export async function walletWith(ctx: TestContext, paise: bigint): Promise<string> {
  const { db } = ctx.database;
  const user = await db.transaction((tx) =>
    ctx.services.users.createCustomer(tx, {
      name: 'Ledger Wallet',
      mobile: uniqueMobile(),
      email: 'ledger@example.com',
      passwordHash: 'x',
    }),
  );
  if (paise > 0n)
    await db.transaction((tx) =>
      ctx.services.ledger.transfer(tx, {
        debit: { system: 'paymentGateway' },
        credit: { wallet: user.id },
        amountPaise: paise,
        code: 'WALLET_TOPUP_ONLINE',
        reference: { type: 'test', id: 'wallet-funding' },
      }),
    );
  return user.id;
}

/** What the database said when `statement` failed (drizzle wraps it as its error's cause). */
export async function databaseMessage(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return e.cause?.message ?? e.message ?? String(error);
  }
  return 'no error';
}
