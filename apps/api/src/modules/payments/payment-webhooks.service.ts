import { AppError } from '../../lib/app-error';
import { noFaults } from '../../lib/faults';
import {
  WebhookRejectedError,
  type HeaderReader,
  type PaymentEvent,
  type RefundNotice,
} from '../../providers/payments/payments.port';
import type { PaymentsDeps, TopupCrediting } from './topup-crediting.service';
import type { TopupRefunds } from './topup-refunds.service';

/** What each refusal of the gateway's adapter answers (the checks the route made first). */
const REJECTED = {
  unsigned: ['SIGNATURE_INVALID', 'SIGNATURE_INVALID'],
  not_json: ['VALIDATION_FAILED', 'WEBHOOK_NOT_JSON'],
  not_object: ['VALIDATION_FAILED', 'WEBHOOK_NOT_OBJECT'],
} as const;

/**
 * Gateway orders another module made (hotel bookings): the webhook passes their events on, so the
 * payments module never needs to know that module. Each handler is idempotent, as `credit` is.
 */
export interface ForeignOrders {
  /** A captured payment of an order the payments module does not own. */
  onCaptured(
    gatewayOrderId: string,
    payment: { id: string; amountPaise?: bigint },
  ): Promise<'processed' | 'ignored'>;
  /** A refund of a payment the payments module does not own. */
  onRefundProcessed(refund: RefundNotice): Promise<'processed' | 'ignored'>;
}

/** The gateway's signed webhooks: each event applied (idempotently), then recorded once. */
export function createPaymentWebhooks(
  deps: PaymentsDeps,
  { credit }: TopupCrediting,
  refunds: TopupRefunds,
) {
  const { db, repo } = deps;
  const faults = deps.faults ?? noFaults;

  /** What a signed, first-seen event does: a captured payment credits its order (once). */
  async function applyEvent(event: PaymentEvent): Promise<'processed' | 'ignored'> {
    switch (event.type) {
      case 'payment_captured': {
        const { orderId, paymentId, amount } = event;
        const order = await db.transaction((tx) => repo.lockAnyOwnerByGatewayId(tx, orderId));
        if (!order) {
          if (!deps.foreignOrders) return 'ignored';
          return deps.foreignOrders.onCaptured(orderId, {
            id: paymentId,
            ...(amount !== undefined ? { amountPaise: BigInt(amount) } : {}),
          });
        }
        if (amount !== undefined && BigInt(amount) !== order.amountPaise) {
          deps.log.error(
            { orderId, amount },
            'webhook amount differs from the order: not credited',
          );
          return 'ignored';
        }
        await credit(orderId, paymentId, 'webhook', event.paidWith);
        return 'processed';
      }
      case 'refund_processed': {
        const { refund } = event;
        const topUp = await repo.findAnyOwnerByPaymentId(db, refund.paymentId);
        if (!topUp && deps.foreignOrders) return deps.foreignOrders.onRefundProcessed(refund);
        return refunds.onRefundProcessed(refund);
      }
      case 'payment_failed': {
        const { orderId } = event;
        const order = await db.transaction((tx) => repo.lockAnyOwnerByGatewayId(tx, orderId));
        // A failed attempt is not the end: the customer may retry the same order.
        if (order && order.status === 'created') {
          await repo.update(db, order.id, { failureReason: event.reason ?? 'Payment failed' });
        }
        return 'processed';
      }
    }
  }

  /** A delivery's events applied in order: processed when any of them was. */
  async function applyEvents(events: PaymentEvent[]) {
    let status: 'processed' | 'ignored' = 'ignored';
    for (const event of events) {
      if ((await applyEvent(event)) === 'processed') status = 'processed';
    }
    return { status };
  }

  return {
    /** The gateway's webhook (its signature checked by the route), deduplicated by event id. */
    async webhook(rawBody: Buffer, header: HeaderReader) {
      let delivery;
      try {
        delivery = deps.gateway.webhooks.parse(header, rawBody);
      } catch (error) {
        if (!(error instanceof WebhookRejectedError)) throw error;
        const [kind, code] = REJECTED[error.reason];
        throw new AppError(kind, code, { params: { what: 'webhook' } });
      }
      const { id, name, events } = delivery;
      if (await repo.hasEvent(db, id)) return { status: 'duplicate' as const };
      // Applied first, recorded after: every effect is idempotent (an order is credited once, a
      // refund marked once), so a crash between the two only means the gateway's retry applies it
      // again as a no-op, where recording first would have left it "seen" and never applied.
      const outcome = await applyEvents(events);
      await faults('event-applied', { orderId: delivery.orderId });
      // Two copies of one event racing both apply it (a no-op for the second); the one whose
      // record lands first reports it processed, the other a duplicate.
      const first = await repo.recordEvent(db, id, name, delivery.payload);
      return first ? outcome : { status: 'duplicate' as const };
    },
  };
}
