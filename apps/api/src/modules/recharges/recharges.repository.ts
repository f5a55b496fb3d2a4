import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.tables';
import {
  billFetches,
  rechargeCallbackEvents,
  rechargeComplaints,
  recharges,
  type RechargeRowStatus,
} from './recharges.tables';

export type RechargeRow = typeof recharges.$inferSelect;
export type BillFetchRow = typeof billFetches.$inferSelect;
export type ComplaintRow = typeof rechargeComplaints.$inferSelect;

export function createRechargesRepository() {
  return {
    async insert(tx: DbOrTx, row: typeof recharges.$inferInsert): Promise<RechargeRow> {
      const [created] = await tx.insert(recharges).values(row).returning();
      if (!created) throw new Error('insert into recharges returned no row');
      return created;
    },

    /** Several payments in one statement (a group commit's batch), answered in the given order. */
    async insertMany(tx: DbOrTx, rows: (typeof recharges.$inferInsert)[]): Promise<RechargeRow[]> {
      const created = await tx.insert(recharges).values(rows).returning();
      const byId = new Map(created.map((r) => [r.id, r]));
      return rows.map((r) => {
        const row = r.id ? byId.get(r.id) : undefined;
        if (!row) throw new Error('insert into recharges lost a row (ids are set by the caller)');
        return row;
      });
    },

    async update(tx: DbOrTx, id: string, patch: Partial<typeof recharges.$inferInsert>) {
      await tx.update(recharges).set(patch).where(eq(recharges.id, id));
    },

    /**
     * Any customer's payment, locked until the transaction ends (one settlement at a time):
     * settling, which the aggregator's answers, callbacks and the poller drive.
     */
    async lockAnyOwnerByOrderId(tx: DbOrTx, orderId: string): Promise<RechargeRow | null> {
      const [row] = await tx
        .select()
        .from(recharges)
        .where(eq(recharges.orderId, orderId))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /** Any customer's payment: the aggregator's callbacks and the poller (customers: findOwned). */
    async findAnyOwnerByOrderId(db: DbOrTx, orderId: string): Promise<RechargeRow | null> {
      const [row] = await db
        .select()
        .from(recharges)
        .where(eq(recharges.orderId, orderId))
        .limit(1);
      return row ?? null;
    },

    /** The payment a customer's Idempotency-Key made, if any (a retry after a crash). */
    async findByKey(db: DbOrTx, userId: string, key: string): Promise<RechargeRow | null> {
      const [row] = await db
        .select()
        .from(recharges)
        .where(and(eq(recharges.userId, userId), eq(recharges.idempotencyKey, key)))
        .limit(1);
      return row ?? null;
    },

    async findOwned(db: DbOrTx, userId: string, orderId: string): Promise<RechargeRow | null> {
      const [row] = await db
        .select()
        .from(recharges)
        .where(and(eq(recharges.orderId, orderId), eq(recharges.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** Pending recharges whose next status check is due, oldest first. */
    async duePending(db: DbOrTx, now: Date, limit: number): Promise<RechargeRow[]> {
      return db
        .select()
        .from(recharges)
        .where(
          and(
            eq(recharges.status, 'pending'),
            or(isNull(recharges.nextPollAt), lte(recharges.nextPollAt, now)),
          ),
        )
        .orderBy(asc(recharges.createdAt))
        .limit(limit);
    },

    async listOwned(db: DbOrTx, userId: string, ids: string[]): Promise<RechargeRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(recharges)
        .where(and(eq(recharges.userId, userId), inArray(recharges.id, ids)));
    },

    async countByStatus(db: DbOrTx, status: RechargeRowStatus): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recharges)
        .where(eq(recharges.status, status));
      return row?.n ?? 0;
    },

    // Bills

    async saveBill(db: DbOrTx, row: typeof billFetches.$inferInsert): Promise<BillFetchRow> {
      const [created] = await db.insert(billFetches).values(row).returning();
      if (!created) throw new Error('insert into bill_fetches returned no row');
      return created;
    },

    /** The newest fetch of this bill by this customer, locked (one payment of it at a time). */
    async lockLatestBill(
      tx: DbOrTx,
      userId: string,
      operatorCode: string,
      serviceNumber: string,
    ): Promise<BillFetchRow | null> {
      const [row] = await tx
        .select()
        .from(billFetches)
        .where(
          and(
            eq(billFetches.userId, userId),
            eq(billFetches.operatorCode, operatorCode),
            eq(billFetches.serviceNumber, serviceNumber),
          ),
        )
        .orderBy(desc(billFetches.fetchedAt))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /** A bill with this number already paid (or being paid) through Kosh. */
    async paidBill(
      db: DbOrTx,
      operatorCode: string,
      serviceNumber: string,
      billNumber: string,
    ): Promise<RechargeRow | null> {
      const [row] = await db
        .select({ recharge: recharges })
        .from(billFetches)
        .innerJoin(recharges, eq(recharges.id, billFetches.rechargeId))
        .where(
          and(
            eq(billFetches.operatorCode, operatorCode),
            eq(billFetches.serviceNumber, serviceNumber),
            eq(billFetches.billNumber, billNumber),
            or(eq(recharges.status, 'success'), eq(recharges.status, 'pending')),
          ),
        )
        .limit(1);
      return row?.recharge ?? null;
    },

    /** The mobile a paid bill was fetched with (saved with the biller among the recents). */
    async billMobileOf(tx: DbOrTx, rechargeId: string): Promise<string | null> {
      const [row] = await tx
        .select({ customerMobile: billFetches.customerMobile })
        .from(billFetches)
        .where(eq(billFetches.rechargeId, rechargeId))
        .limit(1);
      return row?.customerMobile ?? null;
    },

    /** The bill a customer's payment paid, or null (a recharge, or another customer's). */
    async billOwnedByRecharge(
      db: DbOrTx,
      userId: string,
      rechargeId: string,
    ): Promise<BillFetchRow | null> {
      const [row] = await db
        .select()
        .from(billFetches)
        .where(and(eq(billFetches.rechargeId, rechargeId), eq(billFetches.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async linkBill(tx: DbOrTx, billId: string, rechargeId: string) {
      await tx.update(billFetches).set({ rechargeId }).where(eq(billFetches.id, billId));
    },

    // Callbacks

    /** Whether a callback event has already been applied (its redelivery is then a no-op). */
    async hasEvent(db: DbOrTx, eventId: string): Promise<boolean> {
      const rows = await db
        .select({ eventId: rechargeCallbackEvents.eventId })
        .from(rechargeCallbackEvents)
        .where(eq(rechargeCallbackEvents.eventId, eventId))
        .limit(1);
      return rows.length > 0;
    },

    /** Records a callback event once it has been applied; false when it was recorded before. */
    async recordEvent(db: DbOrTx, eventId: string, payload: unknown): Promise<boolean> {
      const inserted = await db
        .insert(rechargeCallbackEvents)
        .values({ eventId, payload })
        .onConflictDoNothing()
        .returning({ eventId: rechargeCallbackEvents.eventId });
      return inserted.length > 0;
    },

    // Complaints

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

export type RechargesRepository = ReturnType<typeof createRechargesRepository>;
