import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { REMINDER_WINDOW_DAYS } from '@kosh/contract/reminders';
import { amountPaiseColumn, createdAtColumn, instant, primaryId } from '../../db/columns';
import { ownerColumn, users } from '../users/users.tables';

/**
 * A customer's bill reminder choices. No row means the defaults: on, a window of
 * REMINDER_WINDOW_DAYS.default days.
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    enabled: boolean('enabled').notNull(),
    windowDays: integer('window_days').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'reminder_settings_window',
      sql`${t.windowDays} between ${sql.raw(String(REMINDER_WINDOW_DAYS.min))} and ${sql.raw(
        String(REMINDER_WINDOW_DAYS.max),
      )}`,
    ),
  ],
);

/**
 * Every reminder sent: one per customer and bill (the biller's bill number), whatever the window
 * or how many times the job looks — the UNIQUE makes "never twice" hold across the fleet.
 */
export const billReminders = pgTable(
  'bill_reminders',
  {
    id: primaryId(),
    userId: ownerColumn(),
    /** The saved biller the bill was fetched for. */
    payeeId: uuid('payee_id').notNull(),
    operatorCode: text('operator_code').notNull(),
    serviceNumber: text('service_number').notNull(),
    billNumber: text('bill_number').notNull(),
    /** yyyy-MM-dd, India's calendar. */
    dueDate: text('due_date').notNull(),
    amountPaise: amountPaiseColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('bill_reminders_once').on(t.userId, t.operatorCode, t.serviceNumber, t.billNumber),
  ],
);

/**
 * The day each saved biller's bill was last looked at: a biller is asked once a day at most,
 * however often the job runs or how many API copies run it.
 */
export const billReminderChecks = pgTable('bill_reminder_checks', {
  payeeId: uuid('payee_id').primaryKey(),
  /** yyyy-MM-dd, India's calendar. */
  checkedDay: text('checked_day').notNull(),
});
