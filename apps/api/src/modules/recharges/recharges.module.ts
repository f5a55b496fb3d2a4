import type { RechargeProvider } from '../../providers/recharge/recharge.port';
import type { SpecBillersService } from '../billers/spec-billers.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { HotelBookingLabel } from '../hotels/bookings/my-hotel-bookings.service';
import type { TopupPaidWith } from '../payments/owned-topups.service';
import type { HistoryDeps } from './history.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { KoshModule, ModuleDeps } from '../module-deps';
import type { UsersService } from '../users/users.service';
import { createBillsService } from './bills.service';
import { createComplaintsService } from './complaints.service';
import { createHistoryService } from './history.service';
import { createPlansService } from './plans.service';
import { createRechargePaymentsService } from './recharge-payments.service';
import { createComplaintsRepository } from './complaints.repository';
import { createRechargesRepository } from './recharges.repository';
import type { RechargePaymentDeps } from './recharge-settlement.service';
import { rechargesRoutes } from './recharges.routes';
import type { RequirePaymentAuthorisation } from '../payment-auth/authorise-payment.service';

/** Recharges and bill payments through the recharge/BBPS aggregator. */
export function createRechargesModule(
  deps: Pick<
    ModuleDeps,
    'db' | 'config' | 'text' | 'clock' | 'faults' | 'log' | 'settled' | 'ledgerTimed'
  > & {
    ledger: LedgerService;
    users: UsersService;
    catalogue: CatalogueService;
    /** The recharge/BBPS aggregator (chosen in app-modules.ts). */
    provider: RechargeProvider;
    /** Names hotel bookings in the Balance History (the hotels module, built after this one). */
    hotelBookings?: (userId: string, ids: string[]) => Promise<HotelBookingLabel[]>;
    /** Saves each successful payment's account among the customer's recents (modules/recents). */
    onPaid?: RechargePaymentDeps['onPaid'];
    /** How online top-ups were paid, for their Balance History rows (the payments module). */
    topUpsPaidWith?: (userId: string, ids: string[]) => Promise<Map<string, TopupPaidWith>>;
    /** Who or which bank account sends were, for their rows (the transfers module, built after). */
    sendMoneyLabels?: HistoryDeps['sendMoneyLabels'];
    /** Every payment's PIN or passkey authorisation (the payment-auth module). */
    authorisePayment: RequirePaymentAuthorisation;
    /** The biller model under the bill screens (the billers module, built after this one). */
    specBillers: () => SpecBillersService;
  },
) {
  const { db, config, text, clock, faults, log, ledger, users, catalogue, provider } = deps;
  const repo = createRechargesRepository();
  const complaintsRepo = createComplaintsRepository();
  const rechargePayments = createRechargePaymentsService({
    db,
    repo,
    ledger,
    users,
    provider,
    catalogue,
    text,
    unseenGiveUpMs: config.aggregator.unseenGiveUpMs,
    clock,
    faults,
    log,
    settled: deps.settled,
    ledgerTimed: deps.ledgerTimed,
    onPaid: deps.onPaid,
  });
  const services = {
    rechargePayments,
    bills: createBillsService({
      db,
      repo,
      provider,
      catalogue,
      payments: rechargePayments,
      log,
      specBillers: deps.specBillers,
    }),
    plans: createPlansService({ provider, catalogue, log }),
    history: createHistoryService({
      db,
      repo,
      complaintsRepo,
      ledger,
      hotelBookings: deps.hotelBookings,
      topUpsPaidWith: deps.topUpsPaidWith,
      sendMoneyLabels: deps.sendMoneyLabels,
    }),
    complaints: createComplaintsService({ db, repo, complaintsRepo, text, log }),
    /** Owner-scoped reads for receipts: a payment by its RId, and the bill it paid. */
    rechargeReads: {
      findOwnedByOrderId: (userId: string, orderId: string) => repo.findOwned(db, userId, orderId),
      findOwnedBillByRecharge: (userId: string, rechargeId: string) =>
        repo.billOwnedByRecharge(db, userId, rechargeId),
    },
  };
  return {
    services,
    routes: rechargesRoutes(services, provider.callbackSignature, deps.authorisePayment),
  } satisfies KoshModule<typeof services>;
}
