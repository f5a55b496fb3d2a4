import { AppError } from '../../lib/app-error';
import { noFaults } from '../../lib/faults';
import type { PaymentsDeps, TopupCrediting } from './topup-crediting.service';
import type { RefundEntity, TopupRefunds } from './topup-refunds.service';

interface WebhookBody {
  event?: string;
  payload?: {
    payment?: {
      entity?: {
        id?: string;
        order_id?: string;
        amount?: number;
        status?: string;
        error_description?: string;
      };
    };
    order?: { entity?: { id?: string; amount?: number; status?: string } };
    refund?: { entity?: RefundEntity };
  };
}

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
  onRefundProcessed(refund: RefundEntity): Promise<'processed' | 'ignored'>;
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
  async function applyEvent(
    event: string,
    body: WebhookBody,
  ): Promise<{ status: 'processed' | 'ignored' }> {
    const payment = body.payload?.payment?.entity;
    const orderId = payment?.order_id ?? body.payload?.order?.entity?.id;
    if (
      (event === 'payment.captured' || event === 'order.paid') &&
      orderId &&
      payment?.id &&
      payment.status === 'captured'
    ) {
      const order = await db.transaction((tx) => repo.lockAnyOwnerByGatewayId(tx, orderId));
      if (!order) {
        if (!deps.foreignOrders) return { status: 'ignored' as const };
        const status = await deps.foreignOrders.onCaptured(orderId, {
          id: payment.id,
          ...(payment.amount !== undefined ? { amountPaise: BigInt(payment.amount) } : {}),
        });
        return { status };
      }
      if (payment.amount !== undefined && BigInt(payment.amount) !== order.amountPaise) {
        deps.log.error(
          { orderId, amount: payment.amount },
          'webhook amount differs from the order: not credited',
        );
        return { status: 'ignored' as const };
      }
      await credit(orderId, payment.id, 'webhook');
      return { status: 'processed' as const };
    }
    if (event === 'refund.processed') {
      const refund = body.payload?.refund?.entity;
      if (!refund) return { status: 'ignored' as const };
      const topUp = refund.payment_id
        ? await repo.findAnyOwnerByPaymentId(db, refund.payment_id)
        : null;
      if (!topUp && deps.foreignOrders) {
        return { status: await deps.foreignOrders.onRefundProcessed(refund) };
      }
      return { status: await refunds.onRefundProcessed(refund) };
    }
    if (event === 'payment.failed' && orderId) {
      const order = await db.transaction((tx) => repo.lockAnyOwnerByGatewayId(tx, orderId));
      // A failed attempt is not the end: the customer may retry the same order.
      if (order && order.status === 'created') {
        await repo.update(db, order.id, {
          failureReason: payment?.error_description ?? 'Payment failed',
        });
      }
      return { status: 'processed' as const };
    }
    return { status: 'ignored' as const };
  }

  return {
    /** The gateway's webhook (its signature checked by the route), deduplicated by event id. */
    async webhook(rawBody: Buffer, eventId: string | undefined) {
      let body: WebhookBody;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
      } catch {
        throw new AppError('VALIDATION_FAILED', 'WEBHOOK_NOT_JSON', {
          params: { what: 'webhook' },
        });
      }
      const event = body.event ?? 'unknown';
      const id =
        eventId ??
        `${event}:${body.payload?.payment?.entity?.id ?? body.payload?.order?.entity?.id ?? 'none'}`;
      if (await repo.hasEvent(db, id)) return { status: 'duplicate' as const };
      // Applied first, recorded after: every effect is idempotent (an order is credited once, a
      // refund marked once), so a crash between the two only means the gateway's retry applies it
      // again as a no-op, where recording first would have left it "seen" and never applied.
      const outcome = await applyEvent(event, body);
      await faults('event-applied', { orderId: body.payload?.payment?.entity?.order_id });
      // Two copies of one event racing both apply it (a no-op for the second); the one whose
      // record lands first reports it processed, the other a duplicate.
      const first = await repo.recordEvent(db, id, event, body);
      return first ? outcome : { status: 'duplicate' as const };
    },
  };
}
