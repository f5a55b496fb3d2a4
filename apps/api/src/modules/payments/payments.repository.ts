import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentOrders, paymentWebhookEvents } from './payments.tables';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export function createPaymentsRepository() {
  return {
    async insertOrder(
      db: DbOrTx,
      row: typeof paymentOrders.$inferInsert,
    ): Promise<PaymentOrderRow> {
      const [created] = await db.insert(paymentOrders).values(row).returning();
      if (!created) throw new Error('insert into payment_orders returned no row');
      return created;
    },

    /** The order, locked for the rest of the transaction (one credit at a time per order). */
    async lockByGatewayId(tx: DbOrTx, gatewayOrderId: string): Promise<PaymentOrderRow | null> {
      const [row] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId))
        .for('update')
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

    async update(tx: DbOrTx, id: string, patch: Partial<PaymentOrderRow>) {
      await tx
        .update(paymentOrders)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(paymentOrders.id, id));
    },

    /** Open orders old enough that a callback should have come, young enough to still matter. */
    async unsettled(db: DbOrTx, olderThan: Date, newerThan: Date, limit: number) {
      return db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.status, 'created'),
            lt(paymentOrders.createdAt, olderThan),
            gt(paymentOrders.createdAt, newerThan),
          ),
        )
        .orderBy(desc(paymentOrders.createdAt))
        .limit(limit);
    },

    /** Records a webhook event; false when it was seen before. */
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

    /** Forgets an event that could not be applied, so its redelivery is processed, not skipped. */
    async forgetEvent(db: DbOrTx, eventId: string): Promise<void> {
      await db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
