import { GatewayError } from '../../providers/payments/payments.port';
import type { PaymentsDeps, TopupCrediting } from './topup-crediting.service';
import type { TopupRefunds } from './topup-refunds.service';

/** The reconciliation job's pass over open and refund-due orders. */
export function createTopupReconciliation(
  deps: PaymentsDeps,
  { credit }: TopupCrediting,
  refunds: TopupRefunds,
) {
  const { db, repo } = deps;

  return {
    /**
     * Credits paid orders whose callbacks never came, and refunds paid orders the wallet could not
     * take whose refund has not gone through yet (run by the reconciliation job).
     */
    async reconcile(
      options: { olderThanMs: number; maxAgeMs: number; limit?: number } = {
        olderThanMs: 60_000,
        maxAgeMs: 3 * 86_400_000,
      },
    ) {
      const now = Date.now();
      const open = await repo.unsettled(
        db,
        new Date(now - options.olderThanMs),
        new Date(now - options.maxAgeMs),
        options.limit ?? 50,
      );
      let credited = 0;
      for (const order of open) {
        try {
          const payments = await deps.gateway.fetchOrderPayments(order.gatewayOrderId);
          const captured = payments.find(
            (p) => p.status === 'captured' && BigInt(p.amount) === order.amountPaise,
          );
          if (captured && (await credit(order.gatewayOrderId, captured.id, 'reconcile')).credited)
            credited += 1;
        } catch (error) {
          if (!(error instanceof GatewayError)) throw error;
          deps.log.warn(
            { err: error, order: order.gatewayOrderId },
            'reconciliation could not reach the gateway',
          );
        }
      }
      let refunded = 0;
      for (const order of await refunds.due(options.limit ?? 50)) {
        const outcome = await refunds.refundIfDue(order.id, 'reconcile');
        if (outcome.status === 'refunded') refunded += 1;
      }
      return { checked: open.length, credited, refunded };
    },
  };
}
