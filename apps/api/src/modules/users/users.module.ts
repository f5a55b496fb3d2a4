import type { DbOrTx } from '../../db/client';
import type { LedgerService } from '../ledger/ledger.service';
import type { KoshModule, ModuleDeps } from '../module-deps';
import { createProfileService } from './profile.service';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

export function createUsersModule(
  deps: Pick<ModuleDeps, 'db' | 'files'> & {
    ledger: LedgerService;
    /** Ends the other sessions and temporary passwords (the auth module's); texts the customer. */
    onPasswordChanged: (tx: DbOrTx, userId: string, keepSessionId: string) => Promise<void>;
  },
) {
  const { db, files, ledger, onPasswordChanged } = deps;
  const repo = createUsersRepository();
  const services = {
    users: createUsersService({ db, users: repo, ledger }),
    profile: createProfileService({ db, users: repo, files, onPasswordChanged }),
  };
  return { services, routes: usersRoutes(services) } satisfies KoshModule<typeof services>;
}
