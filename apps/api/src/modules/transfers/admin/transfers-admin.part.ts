import type { TransfersPartDeps } from '../transfers-deps';
import { createTransfersAdminRepository } from './transfers-admin.repository';
import { transfersAdminRoutes } from './transfers-admin.routes';
import { createTransfersAdmin } from './transfers-admin.service';

/** The back office's view of sending: transfers, payouts, monthly totals, and holds. */
export function createTransfersAdminPart(deps: TransfersPartDeps) {
  const transfersAdmin = createTransfersAdmin(deps, createTransfersAdminRepository());
  const services = { transfersAdmin };
  return { services, routes: transfersAdminRoutes(transfersAdmin) };
}
