import type { KoshModule, ModuleDeps } from '../module-deps';
import { createContactRepository } from './contact.repository';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

export function createContactModule({ db, config }: Pick<ModuleDeps, 'db' | 'config'>) {
  const services = {
    contact: createContactService({
      db,
      repo: createContactRepository(),
      supportLine: config.support,
    }),
  };
  return { services, routes: contactRoutes(services) } satisfies KoshModule<typeof services>;
}
