import type { LedgerService } from '../ledger/ledger.service';
import type { KoshModule, ModuleDeps } from '../module-deps';
import type { UsersService } from '../users/users.service';
import { walletRoutes } from './wallet.routes';
import { createWalletService } from './wallet.service';

export function createWalletModule(
  deps: Pick<ModuleDeps, 'db' | 'text' | 'clock'> & { ledger: LedgerService; users: UsersService },
) {
  const services = { wallet: createWalletService(deps) };
  return { services, routes: walletRoutes(services) } satisfies KoshModule<typeof services>;
}
