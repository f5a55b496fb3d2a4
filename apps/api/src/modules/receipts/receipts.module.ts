import type { KoshModule, ModuleDeps } from '../module-deps';
import { createReceiptsService, type ReceiptSources } from './receipts.service';
import { receiptsRoutes } from './receipts.routes';

/**
 * Receipts: a page and a PDF for every completed money movement, composed from what the
 * recharges, payments, wallet and hotels modules stored (read through their services).
 */
export function createReceiptsModule(
  deps: Pick<ModuleDeps, 'config'> & { sources: ReceiptSources },
) {
  const services = {
    receipts: createReceiptsService({ sources: deps.sources, support: deps.config.support }),
  };
  return { services, routes: receiptsRoutes(services.receipts) } satisfies KoshModule<
    typeof services
  >;
}
