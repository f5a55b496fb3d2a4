import type { KoshModule, ModuleDeps } from '../module-deps';
import { createCatalogueRepository } from './catalogue.repository';
import { catalogueRoutes } from './catalogue.routes';
import { createCatalogueService } from './catalogue.service';
import type { ListedBillers } from './service-list';

export function createCatalogueModule({
  db,
  files,
  listedBillers,
}: Pick<ModuleDeps, 'db' | 'files'> & {
  /** Which billers the bill screens list now, and in what order (the billers module). */
  listedBillers?: ListedBillers;
}) {
  const services = {
    catalogue: createCatalogueService({
      db,
      repo: createCatalogueRepository(),
      files,
      listedBillers,
    }),
  };
  return { services, routes: catalogueRoutes(services) } satisfies KoshModule<typeof services>;
}
