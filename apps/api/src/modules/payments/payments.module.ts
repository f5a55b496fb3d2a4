import type { PaymentGateway } from '../../providers/payments/payments.port';
import type { KoshModule, ModuleDeps } from '../module-deps';
import type { WalletService } from '../wallet/wallet.service';
import type { ForeignOrders } from './payment-webhooks.service';
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';

/** Online top-ups through the payment gateway: orders, callbacks, webhooks, refunds. */
export function createPaymentsModule(
  deps: Pick<ModuleDeps, 'db' | 'text' | 'faults' | 'log' | 'settled'> & {
    wallet: WalletService;
    /** The payment gateway, both ways (chosen in app-modules). */
    gateway: PaymentGateway;
    /** The webhook's handler of gateway orders other modules made (hotel bookings). */
    foreignOrders?: ForeignOrders;
  },
) {
  const { db, text, faults, log, wallet, gateway } = deps;
  const services = {
    payments: createPaymentsService({
      db,
      repo: createPaymentsRepository(),
      gateway,
      wallet,
      faults,
      text,
      log,
      settled: deps.settled,
      ...(deps.foreignOrders ? { foreignOrders: deps.foreignOrders } : {}),
    }),
  };
  return {
    services,
    routes: paymentsRoutes(services, gateway.webhooks),
  } satisfies KoshModule<typeof services>;
}
