import type { ReminderSettings } from '@kosh/contract/reminders';
import type { Clock } from '../../lib/faults';
import type { RemindersRepository } from './reminders.repository';

/** A customer's bill reminder choices: on or off for every biller, and how many days ahead. */
export function createReminderSettingsService(deps: { repo: RemindersRepository; clock: Clock }) {
  return {
    find: (userId: string) => deps.repo.findSettingsOwnedBy(userId),
    async save(userId: string, settings: ReminderSettings) {
      await deps.repo.saveSettingsOwnedBy(userId, settings, deps.clock());
      return settings;
    },
  };
}

export type ReminderSettingsService = ReturnType<typeof createReminderSettingsService>;
