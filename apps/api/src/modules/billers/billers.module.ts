import type { BbpsAccounts, BbpsBillers, BbpsComplaints } from '../../providers/recharge/bbps.port';
import { bbpsComplaintsRoutes } from './bbps-complaints.routes';
import { createBbpsComplaintsRepository } from './bbps-complaints.repository';
import { createBbpsComplaintsService } from './bbps-complaints.service';
import { createPollBbpsComplaintsService } from './poll-bbps-complaints.service';
import type { KoshModule, ModuleDeps } from '../module-deps';
import type { RequirePaymentAuthorisation } from '../payment-auth/authorise-payment.service';
import type { RechargePaymentsService } from '../recharges/recharge-payments.service';
import type { RechargeRow } from '../recharges/recharge-payments.service';
import { createBillFetchesRepository } from './bill-fetches.repository';
import { createBillPaymentsService } from './bill-payments.service';
import { createBillersRepository } from './billers.repository';
import { createPayBillerService } from './pay-biller.service';
import { createBillAccountsService } from './bill-accounts.service';
import { createBillCatalogueService } from './bill-catalogue.service';
import { billersRoutes } from './billers.routes';
import { billsRoutes } from './bills.routes';
import { createCatalogueAdminService } from './catalogue-admin.service';
import { createSpecBillersService } from './spec-billers.service';
import { createSyncCatalogueService } from './sync-catalogue.service';

/**
 * Bharat BillPay's billers, kept as data: the aggregator's catalogue synced into Kosh's tables
 * (the `biller-catalogue-sync` job) and the back office's settings on it.
 */
export function createBillersModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'log' | 'text'> & {
    source: BbpsBillers & BbpsAccounts & BbpsComplaints;
    /** The one payment machinery of recharges and bills (the recharges module). */
    payments: Pick<RechargePaymentsService, 'pay' | 'resultByKey'>;
    /** A customer's payment by its RId, owner-scoped (the recharges module). */
    findOwnedPayment: (userId: string, orderId: string) => Promise<RechargeRow | null>;
    /** Every payment's PIN or passkey authorisation (the payment-auth module). */
    authorisePayment: RequirePaymentAuthorisation;
  },
) {
  const { db, clock } = deps;
  const repo = createBillersRepository();
  const fetches = createBillFetchesRepository();
  const complaintsRepo = createBbpsComplaintsRepository();
  const complaintDeps = { db, repo: complaintsRepo, complaints: deps.source, clock, log: deps.log };
  const services = {
    catalogueSync: createSyncCatalogueService({ ...deps, repo }),
    catalogueAdmin: createCatalogueAdminService({ db, repo }),
    billCatalogue: createBillCatalogueService({ db, repo }),
    /** The billers under the spec's electricity, gas and postpaid screens. */
    specBillers: createSpecBillersService({ db, repo }),
    billAccounts: createBillAccountsService({ db, repo, fetches, accounts: deps.source }),
    payBiller: createPayBillerService({ db, repo, fetches, payments: deps.payments, clock }),
    billPayments: createBillPaymentsService({ db, repo, findOwned: deps.findOwnedPayment }),
    bbpsComplaints: createBbpsComplaintsService({
      ...complaintDeps,
      findOwnedPayment: deps.findOwnedPayment,
    }),
    bbpsComplaintPoller: createPollBbpsComplaintsService({ ...complaintDeps, text: deps.text }),
    /** The catalogue bill a customer's payment paid (owner-scoped), for its receipt. */
    billOfPayment: (userId: string, rechargeId: string) =>
      fetches.billOwnedByPayment(db, userId, rechargeId),
  };
  const admin = billersRoutes(services);
  const customer = billsRoutes(services, {
    resultByKey: deps.payments.resultByKey,
    authorise: deps.authorisePayment,
  });
  return {
    services,
    routes: async (app) => {
      await app.register(admin);
      await app.register(customer);
      await app.register(bbpsComplaintsRoutes(services));
    },
  } satisfies KoshModule<typeof services>;
}
