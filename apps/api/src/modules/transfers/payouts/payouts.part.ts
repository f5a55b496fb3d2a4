import type { TransfersPartDeps } from '../transfers-deps';

/** Wallet to bank: beneficiaries, payouts, the provider's webhooks and reconciliation. */
export function createPayoutsPart(deps: TransfersPartDeps) {
  void deps;
  const services = {};
  return { services, routes: async () => {} };
}
