import type { BbpsAccounts, BbpsBillers } from '../../providers/recharge/bbps.port';
import type { KoshModule, ModuleDeps } from '../module-deps';
import { createBillersRepository } from './billers.repository';
import { createBillAccountsService } from './bill-accounts.service';
import { createBillCatalogueService } from './bill-catalogue.service';
import { billersRoutes } from './billers.routes';
import { billsRoutes } from './bills.routes';
import { createCatalogueAdminService } from './catalogue-admin.service';
import { createSyncCatalogueService } from './sync-catalogue.service';

/**
 * Bharat BillPay's billers, kept as data: the aggregator's catalogue synced into Kosh's tables
 * (the `biller-catalogue-sync` job) and the back office's settings on it.
 */
export function createBillersModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'log'> & { source: BbpsBillers & BbpsAccounts },
) {
  const repo = createBillersRepository();
  const services = {
    catalogueSync: createSyncCatalogueService({ ...deps, repo }),
    catalogueAdmin: createCatalogueAdminService({ db: deps.db, repo }),
    billCatalogue: createBillCatalogueService({ db: deps.db, repo }),
    billAccounts: createBillAccountsService({ db: deps.db, repo, accounts: deps.source }),
  };
  const admin = billersRoutes(services);
  const customer = billsRoutes(services);
  return {
    services,
    routes: async (app) => {
      await app.register(admin);
      await app.register(customer);
    },
  } satisfies KoshModule<typeof services>;
}
