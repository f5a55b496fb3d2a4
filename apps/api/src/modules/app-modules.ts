import type { Config } from '../config';
import type { Database } from '../db/client';
import { createCustomerTexter, lateTexter, textedUsers } from '../lib/customer-sms';
import { hangAt, noFaults, systemClock, type Clock, type FaultInjector } from '../lib/faults';
import { fileStoreFor } from '../providers/files/file-store';
import { createStoredFilesLedger } from './platform/stored-files.repository';
import type { Logger } from '../lib/log-context';
import {
  measuredCalls,
  measuredProvider,
  type Metrics,
  type Observe,
  type PaymentSettled,
} from '../lib/metrics';
import type { PaymentGateway } from '../providers/payments/payments.port';
import { createAggregatorV1Catalogue } from '../providers/recharge/aggregator-v1/aggregator-v1.catalogue';
import { createAggregatorV1Complaints } from '../providers/recharge/aggregator-v1/aggregator-v1.complaints';
import { createAggregatorV1Provider } from '../providers/recharge/aggregator-v1/aggregator-v1.provider';
import type { BbpsAccounts, BbpsBillers, BbpsComplaints } from '../providers/recharge/bbps.port';
import type { RechargeProvider } from '../providers/recharge/recharge.port';
import { createFieldEncryption } from '../lib/field-encryption';
import { createHotelsV1Supplier } from '../providers/hotels/hotels-v1/hotels-v1.supplier';
import { createRazorpayGateway } from '../providers/payments/razorpay/razorpay.gateway';
import type { HotelSupplier } from '../providers/hotels/hotels.port';
import { createKycV1Provider } from '../providers/kyc/kyc-v1/kyc-v1.provider';
import type { KycProvider } from '../providers/kyc/kyc.port';
import { createRazorpayXPayouts } from '../providers/payouts/razorpayx/razorpayx.payouts';
import type { PayoutsProvider } from '../providers/payouts/payouts.port';
import { createDltGatewayProvider } from '../providers/sms/dlt-gateway/dlt-gateway.provider';
import type { SmsProvider } from '../providers/sms/sms.port';
import { createAuthModule } from './auth/auth.module';
import { createBillersModule } from './billers/billers.module';
import { createCatalogueModule } from './catalogue/catalogue.module';
import { createContactModule } from './contact/contact.module';
import { createContentModule } from './content/content.module';
import { createHotelPaymentsModule } from './hotels/hotel-payments.module';
import { createHotelsModule } from './hotels/hotels.module';
import { createKycModule } from './kyc/kyc.module';
import { createLedgerService } from './ledger/ledger.service';
import type { KoshModule, ModuleDeps } from './module-deps';
import { createPlatformModule } from './platform/platform.module';
import { createPaymentsModule } from './payments/payments.module';
import { createPaymentAuthModule } from './payment-auth/payment-auth.module';
import { createRechargesModule } from './recharges/recharges.module';
import { createRecentsModule } from './recents/recents.module';
import { createRemindersModule } from './reminders/reminders.module';
import { createReceiptsModule } from './receipts/receipts.module';
import { createSmsOutboxModule } from './sms-outbox/sms-outbox.module';
import { createInboxModule } from './inbox/inbox.module';
import { createSupportModule } from './support/support.module';
import { createTransfersModule } from './transfers/transfers.module';
import { createUsersModule } from './users/users.module';
import { createWalletRequestsModule } from './wallet/wallet-requests.module';
import { createWalletModule } from './wallet/wallet.module';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Defaults to the HTTP gateway at config.sms.baseUrl. */
  sms?: SmsProvider;
  /** Defaults to Razorpay at config.razorpay.baseUrl (the sandbox unless configured). */
  gateway?: PaymentGateway;
  /** Defaults to the aggregator's API at config.aggregator.baseUrl (the sandbox unless configured). */
  rechargeProvider?: RechargeProvider;
  /** Defaults to the aggregator's biller catalogue at config.aggregator.baseUrl. */
  billerCatalogue?: BbpsBillers & BbpsAccounts & BbpsComplaints;
  /** Defaults to the KYC provider's API at config.kyc.baseUrl (the sandbox unless configured). */
  kycProvider?: KycProvider;
  /** Defaults to the hotel supplier's API at config.hotels.baseUrl (the sandbox unless configured). */
  hotelSupplier?: HotelSupplier;
  /** Defaults to RazorpayX's payouts API at config.payouts.baseUrl (the sandbox unless configured). */
  payoutsProvider?: PayoutsProvider;
  /** pino options over the defaults (level, redaction); tests pass false to keep the output clean. */
  logger?: boolean | object;
  /** The clock of leases and pollers (the seeded simulation passes a virtual one). */
  clock?: Clock;
  /** Called at each phase of a money call (the seeded simulation crashes requests there). */
  faults?: FaultInjector;
  /** Where the ledger and the providers' calls are timed (buildApp makes one; a CLI has none). */
  metrics?: Metrics;
}

/**
 * Every module, built in the order their services depend on one another, and their routes in the
 * order they are registered. Each module builds its own repositories and services; this only hands
 * each one the shared parts and the other modules' services it names.
 */
export function createModules(deps: AppDeps & { log: Logger }) {
  const { config, database, log, metrics } = deps;
  // Every provider call is timed by provider, method and outcome, whichever vendor answers it.
  const measured = <P extends object>(provider: string, port: P) =>
    metrics ? measuredProvider(provider, port, metrics) : port;
  const sms = measured('sms', deps.sms ?? createDltGatewayProvider(config.sms));
  const files = fileStoreFor(config, createStoredFilesLedger(database.db), {
    afterPrivateWrite: hangAt(config.faultHangAt, 'private-file-written', log),
  });
  const ledgerTimed: Observe | undefined = metrics
    ? (operation, outcome, took) => metrics.ledger.observe({ operation, outcome }, took)
    : undefined;
  const ledger = ledgerTimed
    ? measuredCalls(createLedgerService(), ledgerTimed)
    : createLedgerService();
  const base = {
    ledgerTimed,
    settled: metrics
      ? (((kind, outcome) => metrics.payments.inc({ kind, outcome })) satisfies PaymentSettled)
      : undefined,
    db: database.db,
    config,
    sms,
    files,
    clock: deps.clock ?? systemClock,
    faults: deps.faults ?? noFaults,
    log,
  };

  // Changing a password ends the other sessions, which the auth module keeps; auth in turn needs
  // the users service. The callback reads `auth` only when a password changes, long after both
  // exist; so does auth's texter (the password-changed text), which is built from `users` below.
  const users = createUsersModule({
    ...base,
    ledger,
    onPasswordChanged: (tx, userId, keep) => auth.onPasswordChanged(tx, userId, keep),
  });
  const auth = createAuthModule({
    ...base,
    users: users.services.users,
    text: lateTexter(() => text),
  });
  // Customer texts go through the outbox, written in the transaction they report (OTPs, which
  // the caller must know went out, are still sent at once through `sms`).
  const smsOutbox = createSmsOutboxModule({
    db: database.db,
    sms,
    clock: base.clock,
    log,
    beforeSend: hangAt(config.faultHangAt, 'text-claimed', log),
  });
  // Every customer text also lands in their in-app inbox, in the same transaction.
  const inbox = createInboxModule({
    ...base,
    users: users.services.users,
    enqueue: (tx, message) => smsOutbox.services.smsOutbox.enqueue(tx, message),
  });
  const text = createCustomerTexter({
    findUsers: textedUsers(users.services.users),
    enqueue: (tx, texts) => smsOutbox.services.smsOutbox.enqueueMany(tx, texts),
    remember: (tx, entries) => inbox.services.inbox.remember(tx, entries),
    log,
  });
  const shared: ModuleDeps = { ...base, text };
  const paymentAuth = createPaymentAuthModule({ ...shared, users: users.services.users });
  const { requirePaymentAuthorisation: authorisePayment } = paymentAuth.services.paymentAuth;
  const content = createContentModule(shared);
  const contact = createContactModule(shared);
  const catalogue = createCatalogueModule({
    ...shared,
    // Read only when a bill screen's list is asked for, long after the billers module exists.
    listedBillers: (kind) => billers.services.specBillers.listed(kind),
  });
  const wallet = createWalletModule({ ...shared, ledger, users: users.services.users });
  // One gateway for top-ups and hotel bookings; the payments webhook passes the bookings' orders on.
  const gateway = measured('payments', deps.gateway ?? createRazorpayGateway(config.razorpay));
  const hotelPayments = createHotelPaymentsModule({ ...shared, ledger, gateway });
  const payments = createPaymentsModule({
    ...shared,
    wallet: wallet.services.wallet,
    gateway,
    foreignOrders: hotelPayments.services.hotelPayments.webhooks,
  });
  const walletRequests = createWalletRequestsModule({
    ...shared,
    wallet: wallet.services.wallet,
    onlineTopUps: payments.services.payments.customerList,
  });
  const recents = createRecentsModule(shared);
  const recharges = createRechargesModule({
    ...shared,
    ledger,
    users: users.services.users,
    catalogue: catalogue.services.catalogue,
    provider: measured(
      'recharge',
      deps.rechargeProvider ?? createAggregatorV1Provider(config.aggregator),
    ),
    // Read only when a Balance History is asked for, long after the hotels module exists.
    hotelBookings: (userId, ids) => hotels.services.hotels.myBookings.labels(userId, ids),
    onPaid: (tx, paid) => recents.services.recents.recordPaid(tx, paid),
    topUpsPaidWith: (userId, ids) => payments.services.payments.paidWithOwned(userId, ids),
    // Read only when a Balance History is asked for, long after the transfers module exists.
    sendMoneyLabels: (userId, refs) =>
      transfers.services.sendMoneyHistory.sendMoneyLabelsOwnedBy(userId, refs),
    authorisePayment,
    // Read only when a bill is fetched or paid, long after the billers module exists.
    specBillers: () => billers.services.specBillers,
  });
  const billers = createBillersModule({
    ...shared,
    source: measured(
      'biller-catalogue',
      deps.billerCatalogue ?? {
        ...createAggregatorV1Catalogue(config.aggregator),
        ...createAggregatorV1Complaints(config.aggregator),
      },
    ),
    payments: recharges.services.rechargePayments,
    findOwnedPayment: recharges.services.rechargeReads.findOwnedByOrderId,
    authorisePayment,
  });
  const reminders = createRemindersModule({
    ...shared,
    savedBillers: (afterId, limit) => recents.services.recents.billersWithReminders(afterId, limit),
    dueBill: (biller) => recharges.services.bills.dueBill(biller),
  });
  const kycProvider = measured('kyc', deps.kycProvider ?? createKycV1Provider(config.kyc));
  const kyc = createKycModule({
    ...shared,
    users: users.services.users,
    provider: kycProvider,
    cipher: createFieldEncryption({
      current: { version: config.kyc.encryptionKeyVersion, key: config.kyc.encryptionKey },
      previous: config.kyc.previousEncryptionKeys,
    }),
  });
  const hotels = createHotelsModule({
    ...shared,
    ledger,
    supplier: measured('hotels', deps.hotelSupplier ?? createHotelsV1Supplier(config.hotels)),
    gatewayPayments: hotelPayments.attach,
    authorisePayment,
  });
  const support = createSupportModule({ ...shared, ledger });
  const transfers = createTransfersModule({
    ...shared,
    ledger,
    users: users.services.users,
    wallet: wallet.services.wallet,
    authorisePayment,
    payouts: measured('payouts', deps.payoutsProvider ?? createRazorpayXPayouts(config.payouts)),
    verifyBankAccount: (input) => kycProvider.verifyBankAccount(input),
    verifiedNameOf: (userId) => kyc.services.kyc.records.verifiedNameOf(userId),
    verifiedBankOwnedBy: (userId) => kyc.services.kyc.records.verifiedBankOwnedBy(userId),
    ifscBranch: (ifsc) => kyc.services.kyc.places.ifscBranch(ifsc),
  });
  const receipts = createReceiptsModule({
    config,
    sources: {
      customer: (userId) => users.services.users.findById(userId),
      recharge: recharges.services.rechargeReads.findOwnedByOrderId,
      // A spec bill's fetch, else a catalogue biller's.
      billOf: async (userId, rechargeId) =>
        (await recharges.services.rechargeReads.findOwnedBillByRecharge(userId, rechargeId)) ??
        billers.services.billOfPayment(userId, rechargeId),
      onlineTopup: payments.services.payments.findOwnedById,
      offlineTopup: walletRequests.services.walletRequests.findOwnedById,
      hotelBooking: hotels.services.hotels.myBookings.findOwnedByIdOrReference,
      walletTransfer: transfers.services.sendMoneyReceipts.walletTransfer,
      payout: transfers.services.sendMoneyReceipts.payout,
      circles: recharges.services.plans.circles,
    },
  });
  const platform = createPlatformModule({ db: database.db });
  if (metrics) platform.services.operations.registerGauges(metrics);

  const modules: KoshModule<object>[] = [
    auth,
    users,
    content,
    contact,
    catalogue,
    wallet,
    payments,
    walletRequests,
    recharges,
    billers,
    kyc,
    hotels,
    hotelPayments,
    support,
    transfers,
    platform,
    smsOutbox,
    recents,
    reminders,
    receipts,
    inbox,
    paymentAuth,
  ];
  return {
    services: {
      files,
      ledger,
      ...auth.services,
      ...users.services,
      ...content.services,
      ...contact.services,
      ...catalogue.services,
      ...wallet.services,
      ...payments.services,
      ...walletRequests.services,
      ...recharges.services,
      ...billers.services,
      ...kyc.services,
      ...hotels.services,
      ...hotelPayments.services,
      ...support.services,
      ...transfers.services,
      ...platform.services,
      ...smsOutbox.services,
      ...recents.services,
      ...reminders.services,
      ...receipts.services,
      ...inbox.services,
      ...paymentAuth.services,
    },
    routes: modules.map((module) => module.routes),
  };
}

/** The services alone (a CLI that needs no HTTP server). */
export const createServices = (deps: AppDeps & { log: Logger }) => createModules(deps).services;

export type Services = ReturnType<typeof createServices>;
