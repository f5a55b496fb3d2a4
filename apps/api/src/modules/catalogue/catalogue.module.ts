import type { KoshModule, ModuleDeps } from '../module-deps';
import { createCatalogueRepository } from './catalogue.repository';
import { catalogueRoutes } from './catalogue.routes';
import { createCatalogueService } from './catalogue.service';

export function createCatalogueModule({ db, files }: Pick<ModuleDeps, 'db' | 'files'>) {
  const services = {
    catalogue: createCatalogueService({ db, repo: createCatalogueRepository(), files }),
  };
  return { services, routes: catalogueRoutes(services) } satisfies KoshModule<typeof services>;
}
