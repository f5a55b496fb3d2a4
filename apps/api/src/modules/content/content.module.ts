import type { KoshModule, ModuleDeps } from '../module-deps';
import { createBannersRepository } from './banners.repository';
import { createBannersService } from './banners.service';
import { contentRoutes } from './content.routes';

export function createContentModule({ db, files }: Pick<ModuleDeps, 'db' | 'files'>) {
  const services = {
    banners: createBannersService({ db, repo: createBannersRepository(), files }),
  };
  return { services, routes: contentRoutes(services) } satisfies KoshModule<typeof services>;
}
