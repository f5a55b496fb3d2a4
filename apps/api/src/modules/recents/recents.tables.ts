import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { SERVICE_KINDS } from '@kosh/contract/service-kinds';
import { RECENT_NAME_MAX } from '@kosh/contract/recents';
import { createdAtColumn, instant, paiseColumn, primaryId } from '../../db/columns';
import { oneOf } from '../../db/sql-checks';
import { ownerColumn } from '../users/users.tables';

/**
 * The numbers and biller accounts a customer paid successfully (docs/recents.md): one row per
 * customer, kind, operator, number and the biller's further fields, written in the transaction
 * that records a payment's success. The customer names, pins and deletes them; the bill reminder
 * job reads the billers whose `reminders_off` is false.
 */
export const savedPayees = pgTable(
  'saved_payees',
  {
    id: primaryId(),
    userId: ownerColumn(),
    kind: text('kind', { enum: SERVICE_KINDS }).notNull(),
    operatorCode: text('operator_code').notNull(),
    operatorName: text('operator_name').notNull(),
    number: text('number').notNull(),
    option1: text('option1').notNull().default(''),
    option2: text('option2').notNull().default(''),
    circle: text('circle'),
    customerMobile: text('customer_mobile'),
    name: text('name'),
    pinned: boolean('pinned').notNull().default(false),
    remindersOff: boolean('reminders_off').notNull().default(false),
    lastAmountPaise: paiseColumn('last_amount_paise').notNull(),
    lastPlanId: text('last_plan_id'),
    lastPaidAt: instant('last_paid_at').notNull(),
    payCount: integer('pay_count').notNull().default(1),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('saved_payees_account_uq').on(
      t.userId,
      t.kind,
      t.operatorCode,
      t.number,
      t.option1,
      t.option2,
    ),
    check('saved_payees_kind_check', oneOf(t.kind, SERVICE_KINDS)),
    check('saved_payees_amount_positive', sql`${t.lastAmountPaise} > 0`),
    check('saved_payees_pay_count_positive', sql`${t.payCount} > 0`),
    check(
      'saved_payees_name_check',
      sql`${t.name} is null or (char_length(${t.name}) between 1 and ${sql.raw(String(RECENT_NAME_MAX))})`,
    ),
    index('saved_payees_list_idx').on(t.userId, t.kind, t.pinned, t.lastPaidAt),
  ],
);
