import type { LedgerService } from '../ledger/ledger.service';
import type { KoshModule, ModuleDeps } from '../module-deps';
import { createSupportEventsHub } from './support-events.hub';
import { supportRoutes } from './support.routes';
import { createSupportService } from './support.service';

/** Support tickets: the customer's four calls, the back office's inbox and the live channel. */
export function createSupportModule(
  deps: Pick<ModuleDeps, 'db' | 'files' | 'text' | 'log'> & { ledger: LedgerService },
) {
  const support = createSupportService(deps);
  const hub = createSupportEventsHub({ support, log: deps.log });
  const services = { support, supportEvents: hub };
  return {
    services,
    routes: supportRoutes({ support, hub }),
  } satisfies KoshModule<typeof services>;
}
