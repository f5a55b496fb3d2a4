import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  primaryId,
  instant,
  createdAtColumn,
  paiseColumn,
  amountPaiseColumn,
} from '../../db/columns';
import { SERVICE_KINDS } from '@kosh/contract/service-kinds';
import { oneOf } from '../../db/sql-checks';
import { users, ownerColumn } from '../users/users.tables';

export const RECHARGE_ROW_STATUSES = ['pending', 'success', 'failure'] as const;
export type RechargeRowStatus = (typeof RECHARGE_ROW_STATUSES)[number];

/**
 * Every payment from the wallet to the recharge/BBPS aggregator: a mobile, DTH or FASTag recharge
 * or a bill. The amount is held in the ledger when the row is made (`hold_transfer_id`) and the
 * hold is posted or voided exactly once when the outcome is known — by the aggregator's answer,
 * its callback or the status poller, whichever comes first; later ones find the row settled.
 */
export const recharges = pgTable(
  'recharges',
  {
    id: primaryId(),
    /** The recharge id the customer sees (RId) and the aggregator's client reference. */
    orderId: text('order_id').notNull().unique(),
    userId: ownerColumn(),
    kind: text('kind', { enum: SERVICE_KINDS }).notNull(),
    category: smallint('category').notNull(),
    operatorCode: text('operator_code').notNull(),
    operatorName: text('operator_name').notNull(),
    number: text('number').notNull(),
    circle: text('circle'),
    option1: text('option1').notNull().default(''),
    option2: text('option2').notNull().default(''),
    planId: text('plan_id'),
    amountPaise: amountPaiseColumn(),
    status: text('status', { enum: RECHARGE_ROW_STATUSES }).notNull().default('pending'),
    holdTransferId: uuid('hold_transfer_id').unique(),
    /** The spendable balance right after the hold. */
    balanceAfterPaise: paiseColumn('balance_after_paise').notNull(),
    providerRef: text('provider_ref'),
    /** The operator's or biller's confirmation (a bill's BBPS approval number). */
    operatorRef: text('operator_ref'),
    /** BBPS's transaction reference, for a bill (given by the aggregator when it takes the payment). */
    bbpsRef: text('bbps_ref'),
    /** A catalogue biller's payment (`bbps`): every parameter the customer gave, by name. */
    billerParams: jsonb('biller_params').$type<Record<string, string>>(),
    /** The aggregator's id of the fetched bill it pays, when the biller's bills are fetched. */
    providerFetchId: text('provider_fetch_id'),
    providerMessage: text('provider_message'),
    /** response | callback | poller | admin: which path settled it first. */
    settledBy: text('settled_by'),
    settledAt: instant('settled_at'),
    pollCount: integer('poll_count').notNull().default(0),
    /** When the customer last pressed Check status (asks the aggregator at most once a minute). */
    checkedAt: instant('checked_at'),
    /** The Idempotency-Key of the payment call that made it: a retry after a crash finds this row. */
    idempotencyKey: text('idempotency_key'),
    nextPollAt: instant('next_poll_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('recharges_amount_positive', sql`${t.amountPaise} > 0`),
    check('recharges_kind_check', oneOf(t.kind, SERVICE_KINDS)),
    check('recharges_status_check', oneOf(t.status, RECHARGE_ROW_STATUSES)),
    check('recharges_settled_check', sql`(${t.status} = 'pending') = (${t.settledAt} is null)`),
    index('recharges_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('recharges_user_key_uq').on(t.userId, t.idempotencyKey),
    index('recharges_pending_idx').on(t.status, t.nextPollAt),
  ],
);

/**
 * A bill the customer fetched: paying it is checked against this (the amount due, once). Kept per
 * customer, biller and number; a new fetch replaces the old one's figures.
 */
export const billFetches = pgTable(
  'bill_fetches',
  {
    id: primaryId(),
    userId: ownerColumn(),
    kind: text('kind', { enum: SERVICE_KINDS }).notNull(),
    operatorCode: text('operator_code').notNull(),
    serviceNumber: text('service_number').notNull(),
    customerMobile: text('customer_mobile'),
    customerName: text('customer_name').notNull(),
    amountPaise: amountPaiseColumn(),
    billNumber: text('bill_number').notNull(),
    billDate: text('bill_date').notNull(),
    dueDate: text('due_date').notNull(),
    option1: text('option1').notNull().default(''),
    option2: text('option2').notNull().default(''),
    /** The successful or pending payment of this bill, when there is one. */
    rechargeId: uuid('recharge_id').references(() => recharges.id),
    fetchedAt: instant('fetched_at').notNull().defaultNow(),
  },
  (t) => [
    check('bill_fetches_kind_check', oneOf(t.kind, SERVICE_KINDS)),
    index('bill_fetches_lookup_idx').on(t.userId, t.operatorCode, t.serviceNumber),
    // Whether a bill was paid is asked across customers (a bill is the biller's, and anyone may
    // have paid it) at every fetch and payment; only fetches a payment came from are indexed.
    index('bill_fetches_paid_idx')
      .on(t.operatorCode, t.serviceNumber, t.billNumber)
      .where(sql`${t.rechargeId} is not null`),
    // A paid bill's fetch, found from its payment (the mobile saved with the recents).
    index('bill_fetches_recharge_idx')
      .on(t.rechargeId)
      .where(sql`${t.rechargeId} is not null`),
  ],
);

/** Aggregator callbacks by event id: a redelivered callback is recognised and ignored. */
export const rechargeCallbackEvents = pgTable('recharge_callback_events', {
  eventId: text('event_id').primaryKey(),
  payload: jsonb('payload').notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
});

export const COMPLAINT_ROW_STATUSES = ['Open', 'In progress', 'Resolved'] as const;

/** One complaint per successful recharge; the back office answers it. */
export const rechargeComplaints = pgTable(
  'recharge_complaints',
  {
    id: primaryId(),
    rechargeId: uuid('recharge_id')
      .notNull()
      .unique()
      .references(() => recharges.id),
    userId: ownerColumn(),
    message: text('message').notNull(),
    status: text('status', { enum: COMPLAINT_ROW_STATUSES }).notNull().default('Open'),
    response: text('response').notNull().default(''),
    answeredBy: uuid('answered_by').references(() => users.id),
    answeredAt: instant('answered_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('recharge_complaints_status_check', oneOf(t.status, COMPLAINT_ROW_STATUSES)),
    index('recharge_complaints_status_idx').on(t.status, t.createdAt),
  ],
);
