import type { KoshModule, ModuleDeps } from '../module-deps';
import { createRecentsRepository } from './recents.repository';
import { recentsRoutes } from './recents.routes';
import { createRecentsService } from './recents.service';

/** Recents and saved billers (docs/recents.md); the recharges module records each success here. */
export function createRecentsModule(deps: Pick<ModuleDeps, 'db'>) {
  const recents = createRecentsService({ db: deps.db, repo: createRecentsRepository() });
  const services = { recents };
  return { services, routes: recentsRoutes(recents) } satisfies KoshModule<typeof services>;
}
