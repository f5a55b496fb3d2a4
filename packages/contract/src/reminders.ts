import { z } from 'zod';
import { successEnvelope } from './common/success';
import { issue } from './messages/catalogue';

/**
 * Bill due reminders: a saved biller whose bill falls due within the customer's window gets one
 * text and one inbox entry per bill. The window is counted in India's days, today included.
 */
export const REMINDER_WINDOW_DAYS = { min: 1, max: 7, default: 3 } as const;

export const reminderSettingsSchema = z.object({
  /** Off stops every reminder; each saved biller can also be switched off on its own. */
  enabled: z.boolean({ error: issue('REMINDERS_ENABLED_FLAG') }),
  windowDays: z
    .number({ error: issue('REMINDER_WINDOW_DAYS') })
    .int(issue('REMINDER_WINDOW_DAYS'))
    .min(REMINDER_WINDOW_DAYS.min, issue('REMINDER_WINDOW_DAYS'))
    .max(REMINDER_WINDOW_DAYS.max, issue('REMINDER_WINDOW_DAYS')),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

// GET /api/v1/me/reminders and PUT /api/v1/me/reminders {enabled, windowDays}
export const reminderSettingsResponseSchema = successEnvelope(['result'], {
  data: reminderSettingsSchema,
});
export type ReminderSettingsResponse = z.infer<typeof reminderSettingsResponseSchema>;

/**
 * A bill a reminder was sent for, still to fall due (today or later, India's days): the saved
 * biller (`payeeId`, a recent's id), the bill, and when the reminder went.
 */
export const dueBillSchema = z.object({
  payeeId: z.uuid(),
  billNumber: z.string(),
  /** yyyy-MM-dd, India's calendar. */
  dueDate: z.string(),
  amountPaise: z.number().int(),
  /** ISO date-time the reminder was sent; a payment after it paid this bill. */
  remindedAt: z.string(),
});
export type DueBill = z.infer<typeof dueBillSchema>;

// GET /api/v1/me/reminders/due: soonest due first.
export const dueBillsResponseSchema = successEnvelope(['result'], {
  data: z.array(dueBillSchema),
});
export type DueBillsResponse = z.infer<typeof dueBillsResponseSchema>;
