import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.tables';
import { rechargeComplaints, recharges } from './recharges.tables';

export type ComplaintRow = typeof rechargeComplaints.$inferSelect;

/** Complaints on payments: the customer's (owner-scoped finders) and the back office's queue. */
export function createComplaintsRepository() {
  return {
    async insertComplaint(
      db: DbOrTx,
      row: typeof rechargeComplaints.$inferInsert,
    ): Promise<ComplaintRow | null> {
      const inserted = await db
        .insert(rechargeComplaints)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return inserted[0] ?? null;
    },

    async complaintOwned(
      db: DbOrTx,
      userId: string,
      rechargeId: string,
    ): Promise<ComplaintRow | null> {
      const [row] = await db
        .select()
        .from(rechargeComplaints)
        .where(
          and(eq(rechargeComplaints.userId, userId), eq(rechargeComplaints.rechargeId, rechargeId)),
        )
        .limit(1);
      return row ?? null;
    },

    async complaintsOwned(
      db: DbOrTx,
      userId: string,
      rechargeIds: string[],
    ): Promise<ComplaintRow[]> {
      if (rechargeIds.length === 0) return [];
      return db
        .select()
        .from(rechargeComplaints)
        .where(
          and(
            eq(rechargeComplaints.userId, userId),
            inArray(rechargeComplaints.rechargeId, rechargeIds),
          ),
        );
    },

    async listComplaints(db: DbOrTx, filter: { status?: string; offset: number; limit: number }) {
      const where = filter.status
        ? eq(rechargeComplaints.status, filter.status as 'Open')
        : undefined;
      const rows = await db
        .select({
          complaint: rechargeComplaints,
          recharge: recharges,
          mobile: users.mobile,
          name: users.name,
        })
        .from(rechargeComplaints)
        .innerJoin(recharges, eq(recharges.id, rechargeComplaints.rechargeId))
        .innerJoin(users, eq(users.id, rechargeComplaints.userId))
        .where(where)
        .orderBy(desc(rechargeComplaints.createdAt))
        .offset(filter.offset)
        .limit(filter.limit);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(rechargeComplaints)
        .where(where);
      return { rows, total: count?.n ?? 0 };
    },

    async lockComplaint(tx: DbOrTx, id: string): Promise<ComplaintRow | null> {
      const [row] = await tx
        .select()
        .from(rechargeComplaints)
        .where(eq(rechargeComplaints.id, id))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async updateComplaint(
      tx: DbOrTx,
      id: string,
      patch: Partial<typeof rechargeComplaints.$inferInsert>,
    ) {
      await tx.update(rechargeComplaints).set(patch).where(eq(rechargeComplaints.id, id));
    },
  };
}

export type ComplaintsRepository = ReturnType<typeof createComplaintsRepository>;
