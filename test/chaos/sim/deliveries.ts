import { createHmac } from 'node:crypto';
import type { ProviderPayment } from '@kosh/api/providers/recharge/recharge.port';
import type { Rng } from '../rng';

/** A webhook or callback on its way to the API, signed as its provider signs it. */
export interface Delivery {
  kind: 'webhook' | 'callback' | 'payout-webhook';
  eventId: string;
  url: string;
  raw: string;
  headers: Record<string, string>;
}

const hmac = (secret: string, raw: string) =>
  createHmac('sha256', secret).update(raw).digest('hex');

/**
 * The network between the providers and the API: events queue up and the simulation delivers
 * them when it likes — in any order, some more than once, some long after the fact.
 */
export class Deliveries {
  private readonly queue: Delivery[] = [];
  private serial = 0;
  delivered = 0;

  constructor(
    private readonly rng: Rng,
    private readonly secrets: {
      webhookSecret: string;
      callbackSecret: string;
      payoutsWebhookSecret: string;
    },
  ) {}

  get size() {
    return this.queue.length;
  }

  /** The aggregator's status callback — now and then preceded by a stale "still pending" one. */
  callback(payment: ProviderPayment) {
    if (this.rng.chance(0.1)) this.pushCallback({ ...payment, status: 'PENDING' });
    this.pushCallback(payment);
  }

  private pushCallback(payment: ProviderPayment) {
    this.serial += 1;
    const eventId = `EVTSIM${this.serial}`;
    const raw = JSON.stringify({ eventId, ...payment });
    this.queue.push({
      kind: 'callback',
      eventId,
      url: '/api/v1/webhooks/recharge',
      raw,
      headers: {
        'content-type': 'application/json',
        'x-aggregator-signature': hmac(this.secrets.callbackSecret, raw),
        'x-aggregator-event-id': eventId,
      },
    });
  }

  /** A Razorpay webhook (payment.captured, order.paid, payment.failed, refund.processed). */
  webhook(event: string, payload: Record<string, unknown>) {
    this.serial += 1;
    const eventId = `evt_sim${this.serial}`;
    const raw = JSON.stringify({ entity: 'event', event, contains: Object.keys(payload), payload });
    this.queue.push({
      kind: 'webhook',
      eventId,
      url: '/api/v1/webhooks/payments',
      raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(this.secrets.webhookSecret, raw),
        'x-razorpay-event-id': eventId,
      },
    });
  }

  /** A RazorpayX payout webhook: the payout's status now (payout.processed, payout.reversed…). */
  payoutWebhook(payout: { status: string }) {
    this.serial += 1;
    const eventId = `evt_simpout${this.serial}`;
    const event = `payout.${payout.status === 'processing' ? 'initiated' : payout.status}`;
    const raw = JSON.stringify({
      entity: 'event',
      event,
      contains: ['payout'],
      payload: { payout: { entity: payout } },
    });
    this.queue.push({
      kind: 'payout-webhook',
      eventId,
      url: '/api/v1/webhooks/payouts',
      raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(this.secrets.payoutsWebhookSecret, raw),
        'x-razorpay-event-id': eventId,
      },
    });
  }

  /** Any queued event (out of order); a third of them stay queued to arrive again later. */
  take(): Delivery | null {
    if (this.queue.length === 0) return null;
    const at = this.rng.int(0, this.queue.length - 1);
    const delivery = this.queue[at]!;
    if (!this.rng.chance(0.3)) this.queue.splice(at, 1);
    this.delivered += 1;
    return delivery;
  }

  /** Everything still queued, once each, then the queue is empty (the end of a run). */
  drain(): Delivery[] {
    this.delivered += this.queue.length;
    return this.queue.splice(0, this.queue.length);
  }
}
