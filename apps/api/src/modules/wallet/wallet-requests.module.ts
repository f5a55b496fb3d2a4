import type { KoshModule, ModuleDeps } from '../module-deps';
import { createWalletRequestsRepository } from './wallet-requests.repository';
import { walletRequestsRoutes } from './wallet-requests.routes';
import { createWalletRequestsService } from './wallet-requests.service';
import type { WalletService } from './wallet.service';

type OnlineTopUps = Parameters<typeof createWalletRequestsService>[0]['onlineTopUps'];

/** Offline top-up requests and the bank lists they name (walletRequestsRoutes registers both). */
export function createWalletRequestsModule(
  deps: Pick<ModuleDeps, 'db' | 'files' | 'text'> & {
    wallet: WalletService;
    /** The customer's online top-ups, listed beside the offline requests (the payments module's). */
    onlineTopUps: OnlineTopUps;
  },
) {
  const { db, files, text, wallet, onlineTopUps } = deps;
  const services = {
    walletRequests: createWalletRequestsService({
      db,
      repo: createWalletRequestsRepository(),
      wallet,
      files,
      text,
      onlineTopUps,
    }),
  };
  return { services, routes: walletRequestsRoutes(services) } satisfies KoshModule<typeof services>;
}
