import type { LedgerService } from '../ledger/ledger.service';
import type { KoshModule, ModuleDeps } from '../module-deps';
import { createSupportCategoriesRepository } from './support-categories.repository';
import { createSupportCategoriesService } from './support-categories.service';
import { createSupportEventsHub } from './support-events.hub';
import { supportRoutes } from './support.routes';
import { createSupportService } from './support.service';

/** Support tickets: the customer's four calls, the back office's inbox and the live channel. */
export function createSupportModule(
  deps: Pick<ModuleDeps, 'db' | 'files' | 'text' | 'log'> & { ledger: LedgerService },
) {
  const support = createSupportService(deps);
  const categories = createSupportCategoriesService({
    db: deps.db,
    repo: createSupportCategoriesRepository(),
  });
  const hub = createSupportEventsHub({ support, log: deps.log });
  const services = { support, supportCategories: categories, supportEvents: hub };
  return {
    services,
    routes: supportRoutes({ support, categories, hub }),
  } satisfies KoshModule<typeof services>;
}
