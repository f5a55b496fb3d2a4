import { createRazorpayGateway } from '../../providers/payments/razorpay.http';
import type { PaymentGateway } from '../../providers/payments/payments.port';
import type { KoshModule, ModuleDeps } from '../module-deps';
import type { UsersService } from '../users/users.service';
import type { WalletService } from '../wallet/wallet.service';
import type { ForeignOrders } from './payment-webhooks.service';
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';

/** Online top-ups through the payment gateway: orders, callbacks, webhooks, refunds. */
export function createPaymentsModule(
  deps: Pick<ModuleDeps, 'db' | 'config' | 'sms' | 'faults' | 'log'> & {
    wallet: WalletService;
    users: UsersService;
    /** Defaults to Razorpay's API at config.razorpay.baseUrl (the sandbox unless configured). */
    gateway?: PaymentGateway;
    /** The webhook's handler of gateway orders other modules made (hotel bookings). */
    foreignOrders?: ForeignOrders;
  },
) {
  const { db, config, sms, faults, log, wallet, users } = deps;
  const services = {
    payments: createPaymentsService({
      db,
      repo: createPaymentsRepository(),
      gateway: deps.gateway ?? createRazorpayGateway(config.razorpay),
      wallet,
      keyId: config.razorpay.keyId,
      keySecret: config.razorpay.keySecret,
      faults,
      checkoutUrl: config.razorpay.checkoutUrl,
      sms,
      findUser: (userId) => users.findById(userId),
      log,
      ...(deps.foreignOrders ? { foreignOrders: deps.foreignOrders } : {}),
    }),
  };
  return {
    services,
    routes: paymentsRoutes(services, { webhookSecret: config.razorpay.webhookSecret }),
  } satisfies KoshModule<typeof services>;
}
