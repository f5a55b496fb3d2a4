import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recharges } from '../recharges/recharges.tables';
import { billerBillFetches } from './billers.tables';

export type BillerFetchRow = typeof billerBillFetches.$inferSelect;

/** The bills customers fetched from catalogue billers, and which payment paid each. */
export function createBillFetchesRepository() {
  return {
    /** A bill a customer fetched: its row, whose id is what a payment of it quotes. */
    async recordFetch(db: DbOrTx, fetch: typeof billerBillFetches.$inferInsert) {
      const [row] = await db.insert(billerBillFetches).values(fetch).returning();
      return row!;
    },

    async findFetchOwnedBy(db: DbOrTx, userId: string, id: string) {
      const [row] = await db
        .select()
        .from(billerBillFetches)
        .where(and(eq(billerBillFetches.userId, userId), eq(billerBillFetches.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** The customer's fetch, locked until the payment quoting it commits: it is paid once. */
    async lockFetchOwnedBy(tx: DbOrTx, userId: string, id: string) {
      const [row] = await tx
        .select()
        .from(billerBillFetches)
        .where(and(eq(billerBillFetches.userId, userId), eq(billerBillFetches.id, id)))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /**
     * A payment (successful or pending) of this fetch, or — `bill` — of its bill by any fetch of
     * it: the same biller, account and bill number. A refunded one does not count.
     */
    async livePayment(tx: DbOrTx, fetch: BillerFetchRow, account: string, of: 'fetch' | 'bill') {
      const [row] = await tx
        .select({ status: recharges.status })
        .from(billerBillFetches)
        .innerJoin(recharges, eq(recharges.id, billerBillFetches.rechargeId))
        .where(
          and(
            of === 'fetch' ? eq(billerBillFetches.id, fetch.id) : undefined,
            eq(billerBillFetches.billerId, fetch.billerId),
            eq(billerBillFetches.billNumber, fetch.billNumber),
            eq(recharges.number, account),
            ne(recharges.status, 'failure'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The bill a customer's payment paid, for its receipt. */
    async billOwnedByPayment(db: DbOrTx, userId: string, rechargeId: string) {
      const [row] = await db
        .select({
          customerName: billerBillFetches.customerName,
          billNumber: billerBillFetches.billNumber,
          dueDate: billerBillFetches.dueDate,
        })
        .from(billerBillFetches)
        .where(
          and(eq(billerBillFetches.userId, userId), eq(billerBillFetches.rechargeId, rechargeId)),
        )
        .limit(1);
      return row ?? null;
    },

    /** Links the fetch to its payment (in the payment's transaction; a refunded one is replaced). */
    async linkFetch(tx: DbOrTx, fetchId: string, rechargeId: string) {
      await tx
        .update(billerBillFetches)
        .set({ rechargeId })
        .where(eq(billerBillFetches.id, fetchId));
    },
  };
}

export type BillFetchesRepository = ReturnType<typeof createBillFetchesRepository>;
