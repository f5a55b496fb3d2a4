import {
  SignedDeliveries,
  signedSender,
  type SignedDelivery,
  type SignedSenderOptions,
} from '../common/signed-deliveries';
import {
  razorpayId,
  unixNow,
  type OrderEntity,
  type PaymentEntity,
  type RefundEntity,
} from './payments.store';
import { webhookSignature } from './payments.signing';

export type WebhookEvent =
  'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.created' | 'refund.processed';

/** One event in the delivery log, as GET /checkout/webhooks shows it. */
export interface WebhookDelivery {
  event_id: string;
  event: WebhookEvent;
  order_id: string;
  payment_id: string;
  /** The refund a refund.* event is about; null for the others. */
  refund_id: string | null;
  url: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_response_status: number | null;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
}

/** The sandbox's merchant account id, as Razorpay puts it in every webhook. */
export const ACCOUNT_ID = 'acc_KoshSandbox001';

type Logged = Pick<
  WebhookDelivery,
  'event' | 'order_id' | 'payment_id' | 'refund_id' | 'created_at'
>;

function shown({ id, meta, ...d }: SignedDelivery<Logged>): WebhookDelivery {
  return {
    event_id: id,
    event: meta.event,
    order_id: meta.order_id,
    payment_id: meta.payment_id,
    refund_id: meta.refund_id,
    url: d.url,
    status: d.state,
    attempts: d.attempts.length,
    last_response_status: d.lastResponseStatus,
    last_error: d.lastError,
    created_at: meta.created_at,
    delivered_at: d.deliveredAt ? Math.floor(d.deliveredAt.getTime() / 1000) : null,
  };
}

/**
 * Sends Razorpay's webhooks, signed with X-Razorpay-Signature; a redelivery sends the very same
 * bytes, signature and x-razorpay-event-id (a receiver must deduplicate on that id).
 */
export class WebhookSender extends SignedDeliveries<Logged, WebhookDelivery> {
  constructor(options: SignedSenderOptions) {
    super(
      signedSender(
        options,
        {
          userAgent: 'Razorpay-Webhook/v1',
          signatureHeader: 'x-razorpay-signature',
          eventIdHeader: 'x-razorpay-event-id',
          sign: webhookSignature,
        },
        shown,
      ),
    );
  }

  /**
   * Records the event and starts delivering it in the background. The entities are copied into
   * the body now, so the event shows them as they were when it happened.
   */
  emit(event: WebhookEvent, payment: PaymentEntity, order: OrderEntity, refund?: RefundEntity) {
    const createdAt = unixNow();
    const withOrder = event === 'order.paid';
    const body = {
      entity: 'event',
      account_id: ACCOUNT_ID,
      event,
      contains: refund ? ['refund', 'payment'] : withOrder ? ['payment', 'order'] : ['payment'],
      payload: {
        ...(refund ? { refund: { entity: refund } } : {}),
        payment: { entity: payment },
        ...(withOrder ? { order: { entity: order } } : {}),
      },
      created_at: createdAt,
    };
    return this.send(razorpayId('evt'), body, {
      event,
      order_id: order.id,
      payment_id: payment.id,
      refund_id: refund?.id ?? null,
      created_at: createdAt,
    });
  }

  /** The delivery log, newest first. */
  list(filter: { orderId?: string }) {
    return this.entries((meta) => filter.orderId === undefined || meta.order_id === filter.orderId);
  }
}
