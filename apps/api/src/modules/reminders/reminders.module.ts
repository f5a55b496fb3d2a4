import type { KoshModule, ModuleDeps } from '../module-deps';
import {
  createBillRemindersService,
  type DueBill,
  type SavedBillersPage,
} from './bill-reminders.service';
import { createReminderSettingsService } from './reminder-settings.service';
import { createRemindersRepository } from './reminders.repository';
import { remindersRoutes } from './reminders.routes';

/**
 * Bill due reminders: the customer's choices (routes) and the daily look at their saved billers
 * (the 'bill-reminders' job). The saved billers come from the recents module, the bills from the
 * recharges module: both are handed in.
 */
export function createRemindersModule(
  deps: Pick<ModuleDeps, 'db' | 'text' | 'clock' | 'log'> & {
    savedBillers: SavedBillersPage;
    dueBill: DueBill;
  },
) {
  const repo = createRemindersRepository(deps.db);
  const services = {
    reminderSettings: createReminderSettingsService({ repo, clock: deps.clock }),
    billReminders: createBillRemindersService({ ...deps, repo }),
  };
  return { services, routes: remindersRoutes(services) } satisfies KoshModule<typeof services>;
}
