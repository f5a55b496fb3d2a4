import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { BbpsComplaintStatus } from '@kosh/contract/bbps-complaints';
import type { DbOrTx } from '../../db/client';
import { recharges } from '../recharges/recharges.tables';
import { users } from '../users/users.tables';
import { bbpsComplaints } from './billers.tables';

export type BbpsComplaintRow = typeof bbpsComplaints.$inferSelect;

/** A complaint with what every view of it shows: its payment's RId, biller and BBPS reference. */
const withPayment = {
  complaint: bbpsComplaints,
  paymentId: recharges.orderId,
  billerName: recharges.operatorName,
  bbpsRef: recharges.bbpsRef,
};

/** The BBPS complaints' SQL: the customer's own, the poller's due ones, the back office's list. */
export function createBbpsComplaintsRepository() {
  return {
    /** Kept once: a retry that reached the aggregator again finds the row its id made. */
    async insert(db: DbOrTx, row: typeof bbpsComplaints.$inferInsert) {
      const [kept] = await db
        .insert(bbpsComplaints)
        .values(row)
        .onConflictDoNothing({ target: bbpsComplaints.providerComplaintId })
        .returning();
      return kept ?? null;
    },

    async findOwnedByProviderId(db: DbOrTx, userId: string, providerComplaintId: string) {
      const [row] = await db
        .select(withPayment)
        .from(bbpsComplaints)
        .innerJoin(recharges, eq(recharges.id, bbpsComplaints.rechargeId))
        .where(
          and(
            eq(bbpsComplaints.userId, userId),
            eq(bbpsComplaints.providerComplaintId, providerComplaintId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async findOwned(db: DbOrTx, userId: string, id: string) {
      const [row] = await db
        .select(withPayment)
        .from(bbpsComplaints)
        .innerJoin(recharges, eq(recharges.id, bbpsComplaints.rechargeId))
        .where(and(eq(bbpsComplaints.userId, userId), eq(bbpsComplaints.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** The customer's complaints, newest first (at most 100). */
    async listOwned(db: DbOrTx, userId: string) {
      return db
        .select(withPayment)
        .from(bbpsComplaints)
        .innerJoin(recharges, eq(recharges.id, bbpsComplaints.rechargeId))
        .where(eq(bbpsComplaints.userId, userId))
        .orderBy(desc(bbpsComplaints.createdAt))
        .limit(100);
    },

    /** Assigned complaints whose next look at the aggregator is due. */
    async duePolls(db: DbOrTx, now: Date, limit: number) {
      return db
        .select(withPayment)
        .from(bbpsComplaints)
        .innerJoin(recharges, eq(recharges.id, bbpsComplaints.rechargeId))
        .where(and(eq(bbpsComplaints.status, 'ASSIGNED'), lte(bbpsComplaints.nextPollAt, now)))
        .orderBy(bbpsComplaints.nextPollAt)
        .limit(limit);
    },

    async update(
      db: DbOrTx,
      id: string,
      patch: {
        status?: BbpsComplaintStatus;
        resolution?: string | null;
        nextPollAt: Date | null;
        updatedAt: Date;
      },
    ) {
      await db.update(bbpsComplaints).set(patch).where(eq(bbpsComplaints.id, id));
    },

    /** The back office's page: oldest assigned first is the caller's order (by status filter). */
    async listAll(
      db: DbOrTx,
      filter: { status?: BbpsComplaintStatus; offset: number; limit: number },
    ) {
      const where = filter.status ? eq(bbpsComplaints.status, filter.status) : undefined;
      const rows = await db
        .select({ ...withPayment, customerMobile: users.mobile })
        .from(bbpsComplaints)
        .innerJoin(recharges, eq(recharges.id, bbpsComplaints.rechargeId))
        .innerJoin(users, eq(users.id, bbpsComplaints.userId))
        .where(where)
        .orderBy(bbpsComplaints.createdAt)
        .offset(filter.offset)
        .limit(filter.limit);
      const [total] = await db.select({ n: count() }).from(bbpsComplaints).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type BbpsComplaintsRepository = ReturnType<typeof createBbpsComplaintsRepository>;
