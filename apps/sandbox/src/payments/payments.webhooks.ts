import { setTimeout as sleep } from 'node:timers/promises';
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

const LOG_LIMIT = 2000;
const ATTEMPT_TIMEOUT_MS = 5000;

/**
 * Sends Razorpay's webhooks: the body is built once and kept, so a redelivery sends the very same
 * bytes, signature and x-razorpay-event-id (a receiver must deduplicate on that id). A non-2xx
 * answer or a connection error is retried after each of `retryDelaysMs`.
 */
export class WebhookSender {
  private readonly log: WebhookDelivery[] = [];
  private readonly bodies = new Map<string, string>();
  private readonly closing = new AbortController();

  constructor(
    private readonly options: {
      url: string | (() => string);
      secret: string;
      retryDelaysMs: number[];
    },
  ) {}

  /** Where the next attempt goes (asked each time: the receiver may move between attempts). */
  private url() {
    return typeof this.options.url === 'function' ? this.options.url() : this.options.url;
  }

  /**
   * Records the event and starts delivering it in the background. The entities are copied into
   * the body now, so the event shows them as they were when it happened.
   */
  emit(event: WebhookEvent, payment: PaymentEntity, order: OrderEntity, refund?: RefundEntity) {
    const delivery: WebhookDelivery = {
      event_id: razorpayId('evt'),
      event,
      order_id: order.id,
      payment_id: payment.id,
      refund_id: refund?.id ?? null,
      url: this.url(),
      status: 'pending',
      attempts: 0,
      last_response_status: null,
      last_error: null,
      created_at: unixNow(),
      delivered_at: null,
    };
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
      created_at: delivery.created_at,
    };
    this.bodies.set(delivery.event_id, JSON.stringify(body));
    this.log.unshift(delivery);
    if (this.log.length > LOG_LIMIT) {
      for (const dropped of this.log.splice(LOG_LIMIT)) this.bodies.delete(dropped.event_id);
    }
    void this.deliver(delivery);
    return delivery;
  }

  /** The delivery log, newest first. */
  list(filter: { orderId?: string }) {
    return this.log.filter((d) => filter.orderId === undefined || d.order_id === filter.orderId);
  }

  find(eventId: string) {
    return this.log.find((d) => d.event_id === eventId);
  }

  /** Sends a logged event again (same body, same event id) and waits for the outcome. */
  async redeliver(delivery: WebhookDelivery) {
    await this.deliver(delivery);
    return delivery;
  }

  /** Stops every retry and request in flight (the sandbox is closing). */
  close() {
    this.closing.abort();
  }

  private async deliver(delivery: WebhookDelivery) {
    const body = this.bodies.get(delivery.event_id);
    if (body === undefined) return;
    delivery.status = 'pending';
    const delays = this.options.retryDelaysMs;
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      if (attempt > 0) {
        try {
          await sleep(delays[attempt - 1], undefined, { signal: this.closing.signal });
        } catch {
          break;
        }
      }
      if (this.closing.signal.aborted) break;
      if (attempt > 0 && delivery.status === 'delivered') return;
      delivery.attempts += 1;
      delivery.url = this.url();
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Razorpay-Webhook/v1',
            'x-razorpay-signature': webhookSignature(body, this.options.secret),
            'x-razorpay-event-id': delivery.event_id,
          },
          body,
          signal: AbortSignal.any([this.closing.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
        });
        await response.arrayBuffer().catch(() => undefined);
        delivery.last_response_status = response.status;
        if (response.ok) {
          delivery.status = 'delivered';
          delivery.last_error = null;
          delivery.delivered_at = unixNow();
          return;
        }
        delivery.last_error = `answered ${response.status}`;
      } catch (error) {
        delivery.last_response_status = null;
        delivery.last_error = describe(error);
      }
    }
    // A redelivery running alongside may have got through meanwhile.
    if (delivery.status !== 'delivered') delivery.status = 'failed';
  }
}

function describe(error: unknown) {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
