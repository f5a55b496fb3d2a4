import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  billFetches,
  rechargeCallbackEvents,
  recharges,
  type RechargeRowStatus,
} from './recharges.tables';

export type RechargeRow = typeof recharges.$inferSelect;
/** What settling writes on a payment's row. */
export type SettledRecharge = Pick<
  RechargeRow,
  'id' | 'status' | 'providerRef' | 'operatorRef' | 'bbpsRef' | 'providerMessage'
> & { settledBy: string; settledAt: Date };
export type BillFetchRow = typeof billFetches.$inferSelect;

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

    /** Many payments locked at once, in id order (as concurrent batches must take them). */
    async lockAnyOwnerByOrderIds(tx: DbOrTx, orderIds: string[]): Promise<RechargeRow[]> {
      if (orderIds.length === 0) return [];
      return tx
        .select()
        .from(recharges)
        .where(inArray(recharges.orderId, orderIds))
        .orderBy(asc(recharges.id))
        .for('update');
    },

    /** Writes a batch's outcomes in one statement (the rows locked by lockAnyOwnerByOrderIds). */
    async settleMany(tx: DbOrTx, settled: SettledRecharge[]): Promise<void> {
      if (settled.length === 0) return;
      const values = sql.join(
        settled.map(
          (s) =>
            sql`(${s.id}::uuid, ${s.status}::text, ${s.settledBy}::text,
                 ${s.settledAt.toISOString()}::timestamptz, ${s.providerRef}::text,
                 ${s.operatorRef}::text, ${s.bbpsRef}::text, ${s.providerMessage}::text)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update ${recharges}
           set status = v.status, settled_by = v.settled_by, settled_at = v.settled_at,
               next_poll_at = null, provider_ref = v.provider_ref, operator_ref = v.operator_ref,
               bbps_ref = v.bbps_ref, provider_message = v.provider_message
          from (values ${values}) as v(id, status, settled_by, settled_at, provider_ref,
                                       operator_ref, bbps_ref, provider_message)
         where ${recharges.id} = v.id`);
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
            // Spelled out so the planner may use bill_fetches_paid_idx (only paid fetches).
            isNotNull(billFetches.rechargeId),
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
  };
}

export type RechargesRepository = ReturnType<typeof createRechargesRepository>;
