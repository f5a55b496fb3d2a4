import { GatewayError } from '../../../providers/payments/payments.port';
import { hasOrder, type HotelGatewayContext, type WithOrder } from './hotel-gateway-parts';
import type { createGatewayCapture } from './hotel-gateway-capture';
import type { GatewayRefunds } from './hotel-gateway-refunds';

/** A checkout this old and still unpaid is asked about at the gateway (its callbacks are late). */
const UNPAID_AFTER_MS = 2 * 60_000;

/** The gateway's share of the hotel-bookings-reconcile job. */
export function createGatewayReconcile(
  ctx: HotelGatewayContext,
  { capture }: Pick<ReturnType<typeof createGatewayCapture>, 'capture'>,
  { refundIfDue }: Pick<GatewayRefunds, 'refundIfDue'>,
) {
  const { db, gateway, repo, clock } = ctx;
  const deps = ctx;

  /**
   * The gateway's share of the hotel-bookings-reconcile job: checkouts paid whose callbacks never
   * came are captured (then booked); checkouts never paid past their itinerary's hour are
   * abandoned; refunds still due are retried. Each step is idempotent.
   */
  return async function reconcile(
    options: { unpaidAfterMs?: number; limit?: number } = {},
  ): Promise<Record<string, number>> {
    const limit = options.limit ?? 50;
    const now = clock();
    let captured = 0;
    let abandoned = 0;
    let refunded = 0;

    /** The order's captured payment, or null; undefined when the gateway could not be asked. */
    async function capturedPayment(booking: WithOrder) {
      try {
        const payments = await gateway.fetchOrderPayments(booking.gatewayOrderId);
        return (
          payments.find(
            (p) => p.status === 'captured' && BigInt(p.amount) === booking.amountPaise,
          ) ?? null
        );
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        deps.log.warn(
          { err: error, booking: booking.id },
          'reconcile could not reach the gateway about a checkout',
        );
        return undefined;
      }
    }

    const unpaidBefore = new Date(now.getTime() - (options.unpaidAfterMs ?? UNPAID_AFTER_MS));
    for (const booking of await repo.unpaidOrders(db, unpaidBefore, limit)) {
      if (!hasOrder(booking)) continue;
      const payment = await capturedPayment(booking);
      if (!payment) continue;
      const outcome = await capture(booking.gatewayOrderId, payment.id, 'reconcile');
      if (outcome.status === 'captured') captured += 1;
    }

    for (const booking of await repo.unpaidPastExpiry(db, now, limit)) {
      if (hasOrder(booking)) {
        const payment = await capturedPayment(booking);
        // Not known whether it was paid: asked again next run, never closed blind.
        if (payment === undefined) continue;
        if (payment) {
          const outcome = await capture(booking.gatewayOrderId, payment.id, 'reconcile');
          if (outcome.status === 'captured') captured += 1;
          continue;
        }
      }
      // A payment after this is taken in and refunded (capture's closed-booking path).
      if (await repo.abandon(db, booking.id)) {
        abandoned += 1;
        deps.log.info({ booking: booking.id }, 'unpaid hotel checkout abandoned');
      }
    }

    for (const booking of await repo.refundsDue(db, now, limit)) {
      if ((await refundIfDue(booking.id, 'reconcile')) === 'refunded') refunded += 1;
    }
    return { captured, abandoned, refunded };
  };
}
