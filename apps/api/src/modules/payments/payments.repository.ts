import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { users } from '../users/users.tables';
import { paymentOrders, paymentWebhookEvents } from './payments.tables';
import { refundsDue, unsettled } from './payments-sweeps.repository';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/**
 * A customer's card top-ups on All Wallet Requests, read on every visit: built once per database
 * handle (db/prepared.ts); the statuses go as one array parameter.
 */
const ordersOfCustomer = preparedPerDatabase((db) =>
  db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, sql.placeholder('userId')),
        sql`${paymentOrders.status} = any(${sql.placeholder('statuses')}::text[])`,
        gte(paymentOrders.createdAt, sql.placeholder('from')),
        lt(paymentOrders.createdAt, sql.placeholder('to')),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .prepare('payment_orders_of_customer'),
);

/** An order with the customer it belongs to, as the back office lists and shows it. */
const withCustomer = {
  order: paymentOrders,
  customerName: users.name,
  customerMobile: users.mobile,
  customerId: users.publicId,
};

export function createPaymentsRepository() {
  return {
    refundsDue,
    unsettled,

    async insertOrder(
      db: DbOrTx,
      row: typeof paymentOrders.$inferInsert,
    ): Promise<PaymentOrderRow> {
      const [created] = await db.insert(paymentOrders).values(row).returning();
      if (!created) throw new Error('insert into payment_orders returned no row');
      return created;
    },

    /**
     * Any customer's order, locked for the rest of the transaction (one credit at a time per
     * order): crediting, which the gateway's callbacks and the jobs drive.
     */
    async lockAnyOwnerByGatewayId(
      tx: DbOrTx,
      gatewayOrderId: string,
    ): Promise<PaymentOrderRow | null> {
      const [row] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /** Any customer's order by Kosh's id, locked for the transaction: refunds (jobs, back office). */
    async lockAnyOwner(tx: DbOrTx, id: string): Promise<PaymentOrderRow | null> {
      const [row] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, id))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /** Any customer's order: the back office (customers read through findOwned). */
    async findAnyOwner(db: DbOrTx, id: string): Promise<PaymentOrderRow | null> {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).limit(1);
      return row ?? null;
    },

    /** The customer's own order by Kosh's id (receipts), or null (another customer's too). */
    async findOwnedById(db: DbOrTx, userId: string, id: string): Promise<PaymentOrderRow | null> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** Any customer's order by its gateway payment: the refund webhook. */
    async findAnyOwnerByPaymentId(
      db: DbOrTx,
      gatewayPaymentId: string,
    ): Promise<PaymentOrderRow | null> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.gatewayPaymentId, gatewayPaymentId))
        .limit(1);
      return row ?? null;
    },

    /** The back office's list: newest first, with the customer, one page and the total. */
    async listForAdmin(
      db: DbOrTx,
      filter: { status?: PaymentOrderRow['status']; limit: number; offset: number },
    ) {
      const where = filter.status ? eq(paymentOrders.status, filter.status) : undefined;
      const rows = await db
        .select(withCustomer)
        .from(paymentOrders)
        .innerJoin(users, eq(users.id, paymentOrders.userId))
        .where(where)
        .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await db.select({ n: count() }).from(paymentOrders).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** One order with its customer, as the back office shows it. */
    async findForAdmin(db: DbOrTx, id: string) {
      const [row] = await db
        .select(withCustomer)
        .from(paymentOrders)
        .innerJoin(users, eq(users.id, paymentOrders.userId))
        .where(eq(paymentOrders.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The order a customer's Idempotency-Key made, if any (a retry after a crash). */
    async findByKey(db: DbOrTx, userId: string, key: string): Promise<PaymentOrderRow | null> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.idempotencyKey, key)))
        .limit(1);
      return row ?? null;
    },

    async findOwned(
      db: DbOrTx,
      userId: string,
      gatewayOrderId: string,
    ): Promise<PaymentOrderRow | null> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(eq(paymentOrders.gatewayOrderId, gatewayOrderId), eq(paymentOrders.userId, userId)),
        )
        .limit(1);
      return row ?? null;
    },

    /** How a customer's orders among these ids (Kosh's) were paid; others' are left out. */
    async listOwnedPaidWith(db: DbOrTx, userId: string, ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: paymentOrders.id,
          paymentMethod: paymentOrders.paymentMethod,
          upiId: paymentOrders.upiId,
        })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.userId, userId), inArray(paymentOrders.id, [...ids])));
    },

    /** A customer's orders of these statuses made in [from, to), newest first. */
    async listForCustomer(
      db: DbOrTx,
      userId: string,
      range: { from: Date; to: Date },
      statuses: readonly PaymentOrderRow['status'][],
    ): Promise<PaymentOrderRow[]> {
      if (statuses.length === 0) return [];
      return ordersOfCustomer(db).execute({
        userId,
        statuses: [...statuses],
        from: range.from,
        to: range.to,
      });
    },

    async update(tx: DbOrTx, id: string, patch: Partial<PaymentOrderRow>) {
      await tx
        .update(paymentOrders)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(paymentOrders.id, id));
    },

    /** Whether a webhook event has already been applied (its redelivery is then a no-op). */
    async hasEvent(db: DbOrTx, eventId: string): Promise<boolean> {
      const rows = await db
        .select({ id: paymentWebhookEvents.eventId })
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, eventId))
        .limit(1);
      return rows.length === 1;
    },

    /** Records a webhook event once it has been applied; false when it was recorded before. */
    async recordEvent(
      db: DbOrTx,
      eventId: string,
      event: string,
      payload: unknown,
    ): Promise<boolean> {
      const rows = await db
        .insert(paymentWebhookEvents)
        .values({ eventId, event, payload })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.eventId });
      return rows.length === 1;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
