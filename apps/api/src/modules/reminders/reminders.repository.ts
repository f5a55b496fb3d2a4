import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { REMINDER_WINDOW_DAYS, type ReminderSettings } from '@kosh/contract/reminders';
import type { Db, DbOrTx } from '../../db/client';
import { billReminderChecks, billReminders, reminderSettings } from './reminders.tables';

const DEFAULTS: ReminderSettings = { enabled: true, windowDays: REMINDER_WINDOW_DAYS.default };

export type NewBillReminder = typeof billReminders.$inferInsert;

/** reminder_settings, bill_reminders and bill_reminder_checks: the reminders module's SQL. */
export function createRemindersRepository(db: Db) {
  return {
    async findSettingsOwnedBy(userId: string): Promise<ReminderSettings> {
      const [row] = await db
        .select({ enabled: reminderSettings.enabled, windowDays: reminderSettings.windowDays })
        .from(reminderSettings)
        .where(eq(reminderSettings.userId, userId));
      return row ?? DEFAULTS;
    },

    async saveSettingsOwnedBy(userId: string, settings: ReminderSettings, at: Date) {
      await db
        .insert(reminderSettings)
        .values({ userId, ...settings, updatedAt: at })
        .onConflictDoUpdate({
          target: reminderSettings.userId,
          set: { ...settings, updatedAt: at },
        });
    },

    /** The settings of many customers at once (the defaults for those who never chose). */
    async settingsOf(userIds: string[]): Promise<Map<string, ReminderSettings>> {
      const found = new Map(userIds.map((id) => [id, DEFAULTS]));
      if (userIds.length === 0) return found;
      const rows = await db
        .select()
        .from(reminderSettings)
        .where(inArray(reminderSettings.userId, userIds));
      for (const row of rows) found.set(row.userId, row);
      return found;
    },

    /** Which of these saved billers have been looked at on `day` already. */
    async checkedOn(payeeIds: string[], day: string): Promise<Set<string>> {
      if (payeeIds.length === 0) return new Set();
      const rows = await db
        .select({ payeeId: billReminderChecks.payeeId })
        .from(billReminderChecks)
        .where(
          and(
            inArray(billReminderChecks.payeeId, payeeIds),
            eq(billReminderChecks.checkedDay, day),
          ),
        );
      return new Set(rows.map((row) => row.payeeId));
    },

    /** Records that a saved biller's bill was looked at on `day` (after the biller answered). */
    async markChecked(payeeId: string, day: string) {
      await db
        .insert(billReminderChecks)
        .values({ payeeId, checkedDay: day })
        .onConflictDoUpdate({ target: billReminderChecks.payeeId, set: { checkedDay: day } });
    },

    /** Records a reminder in `tx`: false when this bill already had one (nothing written). */
    async recordOnce(tx: DbOrTx, reminder: NewBillReminder): Promise<boolean> {
      const rows = await tx
        .insert(billReminders)
        .values(reminder)
        .onConflictDoNothing()
        .returning({ id: billReminders.id });
      return rows.length > 0;
    },

    /** Reminders a customer was sent (newest first): tests and support read them. */
    async listOwnedBy(userId: string) {
      return db
        .select()
        .from(billReminders)
        .where(eq(billReminders.userId, userId))
        .orderBy(sql`${billReminders.createdAt} desc`);
    },

    /** A customer's reminders for bills due on `fromDay` or later, soonest due first. */
    async dueOwnedBy(userId: string, fromDay: string) {
      return db
        .select()
        .from(billReminders)
        .where(and(eq(billReminders.userId, userId), gte(billReminders.dueDate, fromDay)))
        .orderBy(billReminders.dueDate, sql`${billReminders.createdAt} desc`);
    },

    /** Forgets looks older than `day` and reminders whose bill fell due before `dueBefore`. */
    async purge(day: string, dueBefore: string) {
      await db.delete(billReminderChecks).where(lt(billReminderChecks.checkedDay, day));
      const gone = await db
        .delete(billReminders)
        .where(lt(billReminders.dueDate, dueBefore))
        .returning({ id: billReminders.id });
      return gone.length;
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
