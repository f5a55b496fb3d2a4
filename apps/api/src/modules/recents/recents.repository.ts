import { and, asc, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { BILL_KINDS, type ServiceKind } from '@kosh/contract/service-kinds';
import type { DbOrTx } from '../../db/client';
import { savedPayees } from './recents.tables';

export type SavedPayeeRow = typeof savedPayees.$inferSelect;

/** What a successful payment says of the account it paid. */
export interface PaidAccount {
  userId: string;
  kind: ServiceKind;
  operatorCode: string;
  operatorName: string;
  number: string;
  option1: string;
  option2: string;
  circle: string | null;
  customerMobile: string | null;
  amountPaise: bigint;
  planId: string | null;
  paidAt: Date;
}

const newestFirst = [desc(savedPayees.pinned), desc(savedPayees.lastPaidAt), desc(savedPayees.id)];

export function createRecentsRepository() {
  return {
    /** One row per account: a second payment updates the first one's figures and count. */
    async upsertPaid(tx: DbOrTx, paid: PaidAccount): Promise<SavedPayeeRow> {
      const [row] = await tx
        .insert(savedPayees)
        .values({
          userId: paid.userId,
          kind: paid.kind,
          operatorCode: paid.operatorCode,
          operatorName: paid.operatorName,
          number: paid.number,
          option1: paid.option1,
          option2: paid.option2,
          circle: paid.circle,
          customerMobile: paid.customerMobile,
          lastAmountPaise: paid.amountPaise,
          lastPlanId: paid.planId,
          lastPaidAt: paid.paidAt,
        })
        .onConflictDoUpdate({
          target: [
            savedPayees.userId,
            savedPayees.kind,
            savedPayees.operatorCode,
            savedPayees.number,
            savedPayees.option1,
            savedPayees.option2,
          ],
          set: {
            operatorName: paid.operatorName,
            circle: sql`coalesce(excluded.circle, ${savedPayees.circle})`,
            customerMobile: sql`coalesce(excluded.customer_mobile, ${savedPayees.customerMobile})`,
            lastAmountPaise: paid.amountPaise,
            lastPlanId: paid.planId,
            // A late callback for an older payment must not move the date backwards.
            lastPaidAt: sql`greatest(excluded.last_paid_at, ${savedPayees.lastPaidAt})`,
            payCount: sql`${savedPayees.payCount} + 1`,
          },
        })
        .returning();
      if (!row) throw new Error('upsert into saved_payees returned no row');
      return row;
    },

    /** Drops a kind's oldest unpinned rows past `keep` (pinned ones are never dropped). */
    async trimUnpinned(tx: DbOrTx, userId: string, kind: ServiceKind, keep: number) {
      const kept = tx
        .select({ id: savedPayees.id })
        .from(savedPayees)
        .where(and(eq(savedPayees.userId, userId), eq(savedPayees.kind, kind)))
        .orderBy(...newestFirst)
        .limit(keep);
      await tx
        .delete(savedPayees)
        .where(
          and(
            eq(savedPayees.userId, userId),
            eq(savedPayees.kind, kind),
            eq(savedPayees.pinned, false),
            notInArray(savedPayees.id, kept),
          ),
        );
    },

    /** A customer's saved items of one kind: pinned first, then the most recently paid. */
    async listOwned(db: DbOrTx, userId: string, kind: ServiceKind, limit: number) {
      return db
        .select()
        .from(savedPayees)
        .where(and(eq(savedPayees.userId, userId), eq(savedPayees.kind, kind)))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    async updateOwned(
      db: DbOrTx,
      userId: string,
      id: string,
      patch: Partial<Pick<SavedPayeeRow, 'name' | 'pinned' | 'remindersOff'>>,
    ): Promise<SavedPayeeRow | null> {
      const [row] = await db
        .update(savedPayees)
        .set(patch)
        .where(and(eq(savedPayees.id, id), eq(savedPayees.userId, userId)))
        .returning();
      return row ?? null;
    },

    /**
     * Every customer's saved billers (bill kinds) whose reminders are on, in id order after
     * `afterId`: the bill reminders job reads them a page at a time.
     */
    async billersWithReminders(db: DbOrTx, afterId: string | null, limit: number) {
      return db
        .select()
        .from(savedPayees)
        .where(
          and(
            inArray(savedPayees.kind, [...BILL_KINDS]),
            eq(savedPayees.remindersOff, false),
            afterId ? gt(savedPayees.id, afterId) : undefined,
          ),
        )
        .orderBy(asc(savedPayees.id))
        .limit(limit);
    },

    async deleteOwned(db: DbOrTx, userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(savedPayees)
        .where(and(eq(savedPayees.id, id), eq(savedPayees.userId, userId)))
        .returning({ id: savedPayees.id });
      return deleted.length > 0;
    },
  };
}

export type RecentsRepository = ReturnType<typeof createRecentsRepository>;
