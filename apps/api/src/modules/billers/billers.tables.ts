import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { BBPS_COMPLAINT_STATUSES, BBPS_COMPLAINT_TYPES } from '@kosh/contract/bbps-complaints';
import { EXACTNESS_KINDS, FETCH_REQUIREMENTS, type BillerParam } from '@kosh/contract/billers';
import { amountPaiseColumn, createdAtColumn, instant, primaryId } from '../../db/columns';
import { recharges } from '../recharges/recharges.tables';
import { ownerColumn } from '../users/users.tables';
import { oneOf } from '../../db/sql-checks';

/**
 * The aggregator's biller catalogue, brought in by the `biller-catalogue-sync` job. What the
 * aggregator publishes is overwritten on each sync; `enabled`, `display_order` and `icon` are the
 * back office's and never are. A category or biller the aggregator no longer publishes stays,
 * `active = false`, so the payments made to it keep their names.
 */
const kept = {
  active: boolean('active').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  displayOrder: integer('display_order').notNull().default(0),
  /** A lucide icon's name; null: the screens' default for the category. */
  icon: text('icon'),
  syncedAt: instant('synced_at').notNull().defaultNow(),
};

export const billerCategories = pgTable(
  'biller_categories',
  {
    /** The aggregator's code for it (ELECTRICITY, WATER, …). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull(),
    ...kept,
  },
  (t) => [
    check('biller_categories_display_order_check', sql`${t.displayOrder} between 0 and 9999`),
  ],
);

export const billers = pgTable(
  'billers',
  {
    /** The aggregator's biller id. */
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => billerCategories.id),
    name: text('name').notNull(),
    coverage: text('coverage').notNull(),
    params: jsonb('params').$type<BillerParam[]>().notNull(),
    fetchRequirement: text('fetch_requirement').notNull(),
    exactness: text('exactness').notNull(),
    minAmountPaise: bigint('min_amount_paise', { mode: 'bigint' }).notNull(),
    maxAmountPaise: bigint('max_amount_paise', { mode: 'bigint' }).notNull(),
    paymentChannels: jsonb('payment_channels').$type<string[]>().notNull(),
    extraFields: jsonb('extra_fields').$type<string[]>().notNull(),
    /** When the aggregator last changed it. */
    sourceUpdatedAt: instant('source_updated_at').notNull(),
    ...kept,
  },
  (t) => [
    check('billers_fetch_requirement_check', oneOf(t.fetchRequirement, FETCH_REQUIREMENTS)),
    check('billers_exactness_check', oneOf(t.exactness, EXACTNESS_KINDS)),
    check(
      'billers_amounts_check',
      sql`0 < ${t.minAmountPaise} and ${t.minAmountPaise} <= ${t.maxAmountPaise}`,
    ),
    check('billers_display_order_check', sql`${t.displayOrder} between 0 and 9999`),
    index('billers_category_idx').on(t.categoryId, t.displayOrder, t.name),
  ],
);

/** The one row saying which catalogue version was last brought in, and when. */
export const billerCatalogueSync = pgTable('biller_catalogue_sync', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull(),
  sourceUpdatedAt: instant('source_updated_at').notNull(),
  syncedAt: instant('synced_at').notNull().defaultNow(),
});

/**
 * Bills a customer fetched from catalogue billers: what a payment of one quotes (Kosh's id, the
 * aggregator's fetch id) and checks its amount against. Owner-scoped; kept a day.
 */
export const billerBillFetches = pgTable(
  'biller_bill_fetches',
  {
    id: primaryId(),
    userId: ownerColumn(),
    billerId: text('biller_id')
      .notNull()
      .references(() => billers.id),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    providerFetchId: text('provider_fetch_id').notNull(),
    customerName: text('customer_name').notNull(),
    amountPaise: amountPaiseColumn(),
    billNumber: text('bill_number').notNull(),
    billDate: text('bill_date').notNull(),
    dueDate: text('due_date').notNull(),
    extraFields: jsonb('extra_fields').$type<{ name: string; value: string }[]>().notNull(),
    /** The successful or pending payment of this bill, when there is one: it is paid once. */
    rechargeId: uuid('recharge_id').references(() => recharges.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index('biller_bill_fetches_user_idx').on(t.userId, t.createdAt)],
);

/**
 * BBPS complaints on bill payments: raised through the aggregator (its complaint id), polled until
 * the biller answers, aged against the turnaround time. Owner-scoped.
 */
export const bbpsComplaints = pgTable(
  'bbps_complaints',
  {
    id: primaryId(),
    rechargeId: uuid('recharge_id')
      .notNull()
      .references(() => recharges.id),
    userId: ownerColumn(),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    providerComplaintId: text('provider_complaint_id').notNull().unique(),
    status: text('status').notNull().default('ASSIGNED'),
    resolution: text('resolution'),
    tatDueAt: instant('tat_due_at').notNull(),
    nextPollAt: instant('next_poll_at'),
    createdAt: createdAtColumn(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('bbps_complaints_type_check', oneOf(t.type, BBPS_COMPLAINT_TYPES)),
    check('bbps_complaints_status_check', oneOf(t.status, BBPS_COMPLAINT_STATUSES)),
    index('bbps_complaints_user_idx').on(t.userId, t.createdAt),
    index('bbps_complaints_poll_idx').on(t.status, t.nextPollAt),
  ],
);
