import { sql } from 'drizzle-orm';
import { TOPUP_METHODS } from '@kosh/contract/payments';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { primaryId, instant, createdAtColumn, amountPaiseColumn } from '../../db/columns';
import { oneOf } from '../../db/sql-checks';
import { ownerColumn } from '../users/users.tables';

/** The contract's TOPUP_STATUSES (the service checks that they agree). */
export const PAYMENT_ORDER_STATUSES = [
  'created',
  'paid',
  'failed',
  'refund_due',
  'refunded',
] as const;

/**
 * Online top-ups: one row per gateway order. The gateway's order and payment ids are UNIQUE and
 * `credited_at` is set in the same transaction as the ledger credit, so the verify call, the
 * payment/update call, the webhook and the reconciliation job can race and still credit once.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: primaryId(),
    userId: ownerColumn(),
    gatewayOrderId: text('gateway_order_id').notNull().unique(),
    gatewayPaymentId: text('gateway_payment_id').unique(),
    amountPaise: amountPaiseColumn(),
    receipt: text('receipt').notNull(),
    status: text('status', { enum: PAYMENT_ORDER_STATUSES }).notNull().default('created'),
    /** Which path credited it first: verify, update, webhook or reconcile. */
    creditedBy: text('credited_by'),
    creditedAt: instant('credited_at'),
    failureReason: text('failure_reason'),
    /**
     * The gateway's refund of a paid order that could not be credited (refund_due → refunded).
     * UNIQUE, and the refund is made with a receipt derived from this row's id, so a retry after
     * a crash finds the refund it made instead of making another.
     */
    gatewayRefundId: text('gateway_refund_id').unique(),
    refundedAt: instant('refunded_at'),
    /** Which path saw the refund through: verify, update, webhook, reconcile or admin. */
    refundedBy: text('refunded_by'),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    /**
     * While set and in the future, one caller is talking to the gateway about this refund and
     * the others leave it alone; a caller that dies leaves a claim that simply expires.
     */
    refundClaimedUntil: instant('refund_claimed_until'),
    /** Why the last refund attempt failed (shown in the back office). */
    refundError: text('refund_error'),
    /** How the customer paid at the checkout (card, upi, …); null until paid, or if unknown. */
    paymentMethod: text('payment_method', { enum: TOPUP_METHODS }),
    /**
     * The payer's UPI id, masked (`ra******@okhdfc`), for a UPI payment. Only the masked form is
     * kept: the rows, the receipt and the text show just that, and refunds go back through the
     * gateway by payment id, so the full UPI id is never needed here.
     */
    upiId: text('upi_id'),
    /** The Idempotency-Key of the CreateOrder that made it: a retry after a crash finds this row. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAtColumn(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('payment_orders_amount_positive', sql`${t.amountPaise} >= 100`),
    check('payment_orders_status_check', oneOf(t.status, PAYMENT_ORDER_STATUSES)),
    check(
      'payment_orders_refunded_has_refund',
      sql`${t.status} <> 'refunded' or (${t.gatewayRefundId} is not null and ${t.refundedAt} is not null and ${t.creditedAt} is null)`,
    ),
    check('payment_orders_payment_method_check', oneOf(t.paymentMethod, TOPUP_METHODS)),
    check('payment_orders_upi_id_only_upi', sql`${t.upiId} is null or ${t.paymentMethod} = 'upi'`),
    check('payment_orders_refund_attempts_check', sql`${t.refundAttempts} >= 0`),
    check(
      'payment_orders_paid_has_payment',
      sql`${t.status} <> 'paid' or (${t.gatewayPaymentId} is not null and ${t.creditedAt} is not null)`,
    ),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payment_orders_user_key_uq').on(t.userId, t.idempotencyKey),
    index('payment_orders_open_idx').on(t.status, t.createdAt),
  ],
);

/** Gateway webhook events by their event id: a redelivered event is recognised and ignored. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
});
