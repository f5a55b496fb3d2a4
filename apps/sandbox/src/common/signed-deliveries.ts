import { setTimeout as sleep } from 'node:timers/promises';

export type DeliveryState = 'pending' | 'delivered' | 'failed';

/** One try: the receiver's HTTP status, or the network error. */
export interface DeliveryAttempt {
  at: string;
  responseStatus: number | null;
  error: string | null;
}

/**
 * One signed body in a provider's delivery log. Each provider shows it in its own words
 * (Razorpay's snake_case webhook log, the aggregator's camelCase callback log); `meta` holds what
 * only that provider shows.
 */
export interface SignedDelivery<M> {
  /** The event id the receiver deduplicates on; sent in the provider's event-id header. */
  readonly id: string;
  readonly meta: M;
  /** The body exactly as sent, so a redelivery sends the very same bytes and signature. */
  readonly rawBody: string;
  url: string;
  state: DeliveryState;
  /** Every try, oldest first. */
  attempts: DeliveryAttempt[];
  lastResponseStatus: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
}

export interface SignedDeliveriesOptions<M, V> {
  /** Where the next attempt goes (asked each time: the receiver may move between attempts). */
  url: string | (() => string);
  /** Waits before each retry of a delivery that failed. */
  retryDelaysMs: readonly number[];
  /** The provider's own headers for a body: its user agent, signature and event id. */
  headers: (rawBody: string, id: string) => Record<string, string>;
  /** A delivery in the provider's words, as its log and redelivery calls answer. */
  show: (delivery: SignedDelivery<M>) => V;
}

/** What each provider's sender is made with: where to send, its signing secret, its retry waits. */
export interface SignedSenderOptions {
  url: string | (() => string);
  secret: string;
  retryDelaysMs: readonly number[];
}

/**
 * The options of a provider whose every delivery carries its user agent, an HMAC of the raw body
 * under the sender's secret, and the event id, each in a header of the provider's naming.
 */
export function signedSender<M, V>(
  options: SignedSenderOptions,
  provider: {
    userAgent: string;
    signatureHeader: string;
    eventIdHeader: string;
    sign: (rawBody: string, secret: string) => string;
  },
  show: (delivery: SignedDelivery<M>) => V,
): SignedDeliveriesOptions<M, V> {
  return {
    url: options.url,
    retryDelaysMs: options.retryDelaysMs,
    headers: (rawBody, eventId) => ({
      'user-agent': provider.userAgent,
      [provider.signatureHeader]: provider.sign(rawBody, options.secret),
      [provider.eventIdHeader]: eventId,
    }),
    show,
  };
}

const LOG_LIMIT = 2000;
const ATTEMPT_TIMEOUT_MS = 5000;

/**
 * How the sandbox's providers deliver signed JSON (Razorpay's webhooks, the aggregator's
 * callbacks): the body is serialised once and kept, a non-2xx answer or a connection error is
 * retried after each of `retryDelaysMs`, every try is logged, and a logged delivery can be sent
 * again, the same bytes under the same event id. A provider extends it with its own `emit`.
 */
export class SignedDeliveries<M, V> {
  private readonly log: SignedDelivery<M>[] = [];
  private readonly closing = new AbortController();

  constructor(private readonly options: SignedDeliveriesOptions<M, V>) {}

  private url() {
    return typeof this.options.url === 'function' ? this.options.url() : this.options.url;
  }

  /** Logs the body under `id` and starts delivering it in the background. */
  protected send(id: string, body: unknown, meta: M): V {
    const delivery: SignedDelivery<M> = {
      id,
      meta,
      rawBody: JSON.stringify(body),
      url: this.url(),
      state: 'pending',
      attempts: [],
      lastResponseStatus: null,
      lastError: null,
      deliveredAt: null,
    };
    this.log.unshift(delivery);
    if (this.log.length > LOG_LIMIT) this.log.length = LOG_LIMIT;
    void this.deliver(delivery);
    return this.options.show(delivery);
  }

  /** The delivery log, newest first. */
  protected entries(keep: (meta: M) => boolean): V[] {
    return this.log.filter((d) => keep(d.meta)).map(this.options.show);
  }

  /**
   * Sends a logged delivery again (same body, same id) and waits for the outcome; undefined when
   * none has this id.
   */
  async redeliver(id: string): Promise<V | undefined> {
    const delivery = this.log.find((d) => d.id === id);
    if (!delivery) return undefined;
    await this.deliver(delivery);
    return this.options.show(delivery);
  }

  /** Stops every retry and request in flight (the sandbox is closing). */
  close() {
    this.closing.abort();
  }

  private async deliver(delivery: SignedDelivery<M>) {
    delivery.state = 'pending';
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
      if (attempt > 0 && delivery.state === 'delivered') return;
      delivery.url = this.url();
      const record: DeliveryAttempt = {
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
            ...this.options.headers(delivery.rawBody, delivery.id),
          },
          body: delivery.rawBody,
          signal: AbortSignal.any([this.closing.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
        });
        await response.arrayBuffer().catch(() => undefined);
        record.responseStatus = response.status;
        delivery.lastResponseStatus = response.status;
        if (response.ok) {
          delivery.state = 'delivered';
          delivery.lastError = null;
          delivery.deliveredAt = new Date();
          return;
        }
        record.error = `answered ${response.status}`;
        delivery.lastError = record.error;
      } catch (error) {
        delivery.lastResponseStatus = null;
        record.error = describe(error);
        delivery.lastError = record.error;
      }
    }
    // A redelivery running alongside may have got through meanwhile.
    if (delivery.state !== 'delivered') delivery.state = 'failed';
  }
}

function describe(error: unknown) {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
