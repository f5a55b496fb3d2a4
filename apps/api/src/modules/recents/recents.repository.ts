import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
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
    /**
     * One row per account: a second payment updates the first one's figures and count. Many
     * accounts in one statement; each account at most once in it (recordPaid sees to that).
     */
    async upsertPaid(tx: DbOrTx, paid: PaidAccount[]): Promise<void> {
      if (paid.length === 0) return;
      await tx
        .insert(savedPayees)
        .values(
          paid.map((p) => ({
            userId: p.userId,
            kind: p.kind,
            operatorCode: p.operatorCode,
            operatorName: p.operatorName,
            number: p.number,
            option1: p.option1,
            option2: p.option2,
            circle: p.circle,
            customerMobile: p.customerMobile,
            lastAmountPaise: p.amountPaise,
            lastPlanId: p.planId,
            lastPaidAt: p.paidAt,
          })),
        )
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
            operatorName: sql`excluded.operator_name`,
            circle: sql`coalesce(excluded.circle, ${savedPayees.circle})`,
            customerMobile: sql`coalesce(excluded.customer_mobile, ${savedPayees.customerMobile})`,
            lastAmountPaise: sql`excluded.last_amount_paise`,
            lastPlanId: sql`excluded.last_plan_id`,
            // A late callback for an older payment must not move the date backwards.
            lastPaidAt: sql`greatest(excluded.last_paid_at, ${savedPayees.lastPaidAt})`,
            payCount: sql`${savedPayees.payCount} + 1`,
          },
        });
    },

    /**
     * Drops each (customer, kind)'s oldest unpinned rows past `keep` (pinned ones are never
     * dropped), for many pairs in one statement.
     */
    async trimUnpinned(
      tx: DbOrTx,
      pairs: { userId: string; kind: ServiceKind }[],
      keep: number,
    ): Promise<void> {
      if (pairs.length === 0) return;
      const wanted = sql.join(
        pairs.map((p) => sql`(${p.userId}::uuid, ${p.kind}::text)`),
        sql`, `,
      );
      await tx.execute(sql`
        delete from ${savedPayees} s
         using (select id, row_number() over (partition by user_id, kind
                                              order by pinned desc, last_paid_at desc, id desc) rn
                  from ${savedPayees}
                 where (user_id, kind) in (values ${wanted})) ranked
         where s.id = ranked.id and ranked.rn > ${keep} and not s.pinned`);
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
