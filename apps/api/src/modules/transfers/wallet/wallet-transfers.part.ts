import type { TransfersPartDeps } from '../transfers-deps';

/** Wallet to wallet: the receiver looked up, invites, transfers, and requests for money. */
export function createWalletTransfersPart(deps: TransfersPartDeps) {
  void deps;
  const services = {};
  return { services, routes: async () => {} };
}
