import { expect } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check';
import type { TestContext } from './app';

/** A money-moving file's last word: the ledger's invariants still hold, then the app closes. */
export async function checkLedgerAndClose(ctx: TestContext) {
  expect(await checkLedger(ctx.database.db)).toEqual([]);
  await ctx.close();
}
