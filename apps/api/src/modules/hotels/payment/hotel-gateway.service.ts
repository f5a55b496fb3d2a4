import { noFaults, systemClock } from '../../../lib/faults';
import { createGatewayCapture } from './hotel-gateway-capture';
import { createGatewayCheckout } from './hotel-gateway-checkout';
import type { HotelGatewayDeps } from './hotel-gateway-parts';
import { createGatewayReconcile } from './hotel-gateway-reconcile';
import { createGatewayRefunds } from './hotel-gateway-refunds';
import { createHotelGatewayRepository } from './hotel-gateway.repository';
import type { HotelGatewayPayments, HotelRefundVia } from './hotel-payments.port';

/**
 * Hotel bookings paid through the payment gateway (card, UPI, net banking…): the checkout's order,
 * the capture of its payment, and the refund of what a booking owes back, with the guarantees of
 * the top-ups (payments module): four paths can report one payment — the verify call, the webhook
 * and the reconcile job, in any order, any number of times — and it is captured once, in one
 * transaction with the booking row locked; a refund is made once at the gateway whoever asks
 * (claim, receipt derived from the booking, the gateway asked for it before making one).
 */
export function createHotelGatewayPayments(deps: HotelGatewayDeps) {
  const ctx = {
    ...deps,
    repo: createHotelGatewayRepository(),
    clock: deps.clock ?? systemClock,
    faults: deps.faults ?? noFaults,
  };
  const openOrder = createGatewayCheckout(ctx);
  const refunds = createGatewayRefunds(ctx);
  const { refundIfDue, refundQuietly } = refunds;
  const { capture, verify, webhooks } = createGatewayCapture(ctx, refunds);
  const reconcile = createGatewayReconcile(ctx, { capture }, refunds);

  return {
    openOrder,
    capture,
    verify,
    refundIfDue,
    reconcile,
    webhooks,
    /** The booking core's view: HotelGatewayPayments (hotel-payments.port). */
    port: {
      openOrder,
      refundIfDue: async (bookingId: string, via: HotelRefundVia) => {
        await refundQuietly(bookingId, via);
      },
      reconcile: () => reconcile(),
    } satisfies HotelGatewayPayments,
  };
}

export type HotelGatewayService = ReturnType<typeof createHotelGatewayPayments>;
