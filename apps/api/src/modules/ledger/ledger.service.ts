import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts } from './ledger.tables';

/**
 * The only code that writes ledger tables. For now it opens wallets and reads balances; the
 * wallet issue adds transfers (hold, post, void) on these accounts.
 */
export function createLedgerService() {
  return {
    /** Opens the customer's wallet (balance ₹0) inside the caller's transaction. */
    async openWallet(tx: DbOrTx, userId: string): Promise<void> {
      await tx.insert(ledgerAccounts).values({ code: `WALLET:${userId}`, kind: 'wallet', userId });
    },

    /** Spendable balance in paise: posted credits less posted and pending debits. */
    async walletBalancePaise(db: DbOrTx, userId: string): Promise<bigint | null> {
      const [row] = await db
        .select({
          creditsPosted: ledgerAccounts.creditsPostedPaise,
          debitsPosted: ledgerAccounts.debitsPostedPaise,
          debitsPending: ledgerAccounts.debitsPendingPaise,
        })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.userId, userId))
        .limit(1);
      if (!row) return null;
      return row.creditsPosted - row.debitsPosted - row.debitsPending;
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
