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

  /** Asks the gateway about one open order and credits it if it was paid; true if credited. */
  async function settle(order: { gatewayOrderId: string; amountPaise: bigint }) {
    try {
      const payments = await deps.gateway.fetchOrderPayments(order.gatewayOrderId);
      const captured = payments.find(
        (p) => p.status === 'captured' && BigInt(p.amount) === order.amountPaise,
      );
      return captured
        ? (await credit(order.gatewayOrderId, captured.id, 'reconcile', captured.paidWith)).credited
        : false;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn(
        { err: error, order: order.gatewayOrderId },
        'reconciliation could not reach the gateway',
      );
      return false;
    }
  }

  return {
    /**
     * Credits paid orders whose callbacks never came, and refunds paid orders the wallet could not
     * take whose refund has not gone through yet (run by the reconciliation job, every minute).
     *
     * A run goes round as many open orders as it can in `budgetMs` (up to `maxOrders`), a page of
     * `limit` at a time, `concurrency` gateway calls at once: the first page is half the newest
     * and half those looked at longest ago (payments.repository `unsettled`), the next ones the
     * longest unseen only. With a fixed 50 a run, a day of abandoned checkouts at full size
     * (tens of thousands) took days to go round, and a paid order could age out of the window
     * before its turn.
     */
    async reconcile(options: Partial<ReconcileOptions> = {}) {
      const o = { ...RECONCILE_DEFAULTS, ...options };
      const started = Date.now();
      const olderThan = new Date(started - o.olderThanMs);
      const newerThan = new Date(started - o.maxAgeMs);
      const seen = new Set<string>();
      let credited = 0;
      let newestShare = 0.5;
      while (seen.size < o.maxOrders && Date.now() - started < o.budgetMs) {
        const page = (
          await repo.unsettled(
            db,
            olderThan,
            newerThan,
            Math.min(o.limit, o.maxOrders - seen.size),
            newestShare,
          )
        ).filter((order) => !seen.has(order.id));
        newestShare = 0;
        // Round the whole window: what comes back now was looked at in this run already.
        if (page.length === 0) break;
        for (const order of page) seen.add(order.id);
        let next = 0;
        const worker = async () => {
          while (next < page.length) {
            const order = page[next];
            next += 1;
            if (order && (await settle(order))) credited += 1;
          }
        };
        await Promise.all(Array.from({ length: Math.max(1, o.concurrency) }, worker));
      }
      let refunded = 0;
      for (const order of await refunds.due(o.limit)) {
        const outcome = await refunds.refundIfDue(order.id, 'reconcile');
        if (outcome.status === 'refunded') refunded += 1;
      }
      return { checked: seen.size, credited, refunded };
    },
  };
}

export interface ReconcileOptions {
  /** How long an order waits for its callbacks before the reconciler asks (grace period). */
  olderThanMs: number;
  /** Orders older than this are no longer asked about. */
  maxAgeMs: number;
  /** Orders a page. */
  limit: number;
  /** Orders a run at most. */
  maxOrders: number;
  /** How long a run may go on asking (the job runs every minute; pg-boss expires it at 2). */
  budgetMs: number;
  /** Gateway calls at once. */
  concurrency: number;
}

const RECONCILE_DEFAULTS: ReconcileOptions = {
  olderThanMs: 60_000,
  maxAgeMs: 3 * 86_400_000,
  limit: 50,
  maxOrders: 5_000,
  budgetMs: 40_000,
  concurrency: 4,
};
