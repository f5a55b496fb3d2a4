import { setTimeout as sleep } from 'node:timers/promises';
import { callbackSignature } from './aggregator.signing';
import { aggregatorId, type AggregatorPayment } from './aggregator.store';

/** The callback's body, as the receiver gets it. */
export interface CallbackBody {
  eventId: string;
  clientRef: string;
  providerRef: string;
  status: AggregatorPayment['status'];
  operatorRef?: string;
  message: string;
}

/** One callback in the delivery log, as GET /aggregator/callbacks shows it. */
export interface CallbackDelivery {
  eventId: string;
  clientRef: string;
  providerRef: string;
  /** The payment's status the callback reports. */
  status: AggregatorPayment['status'];
  url: string;
  delivery: 'pending' | 'delivered' | 'failed';
  /** Every try, oldest first: the receiver's HTTP status, or the network error. */
  attempts: { at: string; responseStatus: number | null; error: string | null }[];
  lastResponseStatus: number | null;
  createdAt: string;
  deliveredAt: string | null;
  body: CallbackBody;
}

const LOG_LIMIT = 2000;
const ATTEMPT_TIMEOUT_MS = 5000;

/**
 * Sends the aggregator's payment callbacks. The body is serialised once and kept, so a redelivery
 * sends the very same bytes, signature and eventId (the receiver must deduplicate on eventId). A
 * non-2xx answer or a connection error is retried after each of `retryDelaysMs`.
 */
export class CallbackSender {
  private readonly log: CallbackDelivery[] = [];
  private readonly raw = new Map<string, string>();
  private readonly closing = new AbortController();

  constructor(
    private readonly options: {
      url: string | (() => string);
      secret: string;
      retryDelaysMs: readonly number[];
    },
  ) {}

  /** Where the next attempt goes (asked each time: the receiver may move between attempts). */
  private url() {
    return typeof this.options.url === 'function' ? this.options.url() : this.options.url;
  }

  /** Records a callback for the payment's current status and starts delivering it. */
  emit(payment: AggregatorPayment) {
    const body: CallbackBody = {
      eventId: aggregatorId('EVT'),
      clientRef: payment.clientRef,
      providerRef: payment.providerRef,
      status: payment.status,
      ...(payment.operatorRef ? { operatorRef: payment.operatorRef } : {}),
      message: payment.message,
    };
    const delivery: CallbackDelivery = {
      eventId: body.eventId,
      clientRef: body.clientRef,
      providerRef: body.providerRef,
      status: body.status,
      url: this.url(),
      delivery: 'pending',
      attempts: [],
      lastResponseStatus: null,
      createdAt: new Date().toISOString(),
      deliveredAt: null,
      body,
    };
    this.raw.set(delivery.eventId, JSON.stringify(body));
    this.log.unshift(delivery);
    if (this.log.length > LOG_LIMIT) {
      for (const dropped of this.log.splice(LOG_LIMIT)) this.raw.delete(dropped.eventId);
    }
    void this.deliver(delivery);
    return delivery;
  }

  /** The delivery log, newest first. */
  list(filter: { clientRef?: string }) {
    return this.log.filter(
      (d) => filter.clientRef === undefined || d.clientRef === filter.clientRef,
    );
  }

  find(eventId: string) {
    return this.log.find((d) => d.eventId === eventId);
  }

  /** Sends a logged callback again (same body, same eventId) and waits for the outcome. */
  async redeliver(delivery: CallbackDelivery) {
    await this.deliver(delivery);
    return delivery;
  }

  /** Stops every retry and request in flight (the sandbox is closing). */
  close() {
    this.closing.abort();
  }

  private async deliver(delivery: CallbackDelivery) {
    const body = this.raw.get(delivery.eventId);
    if (body === undefined) return;
    delivery.delivery = 'pending';
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
      if (attempt > 0 && delivery.delivery === 'delivered') return;
      delivery.url = this.url();
      const record: CallbackDelivery['attempts'][number] = {
        at: new Date().toISOString(),
        responseStatus: null,
        error: null,
      };
      delivery.attempts.push(record);
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Kosh-Sandbox-Aggregator/1',
            'x-aggregator-signature': callbackSignature(body, this.options.secret),
            'x-aggregator-event-id': delivery.eventId,
          },
          body,
          signal: AbortSignal.any([this.closing.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
        });
        await response.arrayBuffer().catch(() => undefined);
        record.responseStatus = response.status;
        delivery.lastResponseStatus = response.status;
        if (response.ok) {
          delivery.delivery = 'delivered';
          delivery.deliveredAt = new Date().toISOString();
          return;
        }
        record.error = `answered ${response.status}`;
      } catch (error) {
        delivery.lastResponseStatus = null;
        record.error = describe(error);
      }
    }
    // A redelivery running alongside may have got through meanwhile.
    if (delivery.delivery !== 'delivered') delivery.delivery = 'failed';
  }
}

function describe(error: unknown) {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
