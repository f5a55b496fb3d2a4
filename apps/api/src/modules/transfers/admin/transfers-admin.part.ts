import type { TransfersPartDeps } from '../transfers-deps';

/** The back office's view of sending: transfers, payouts, monthly totals, and holds. */
export function createTransfersAdminPart(deps: TransfersPartDeps) {
  void deps;
  const services = {};
  return { services, routes: async () => {} };
}
