import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookRejectedError, type PaymentGateway } from '../payments.port';
import { createRazorpayGateway } from './razorpay.gateway';

const KEY_SECRET = 'key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';

const gateway: PaymentGateway = createRazorpayGateway({
  // Nothing here calls out: the incoming half needs no server.
  baseUrl: 'http://127.0.0.1:9',
  keyId: 'rzp_test_unit',
  keySecret: KEY_SECRET,
  webhookSecret: WEBHOOK_SECRET,
  checkoutUrl: 'http://127.0.0.1:9/v1/checkout.js',
});

const hmac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** A delivery as Razorpay sends it: the body, its signature and event id in the headers. */
function delivery(body: unknown, options: { secret?: string; eventId?: string } = {}) {
  const raw = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const headers: Record<string, string> = {
    'x-razorpay-signature': hmac(options.secret ?? WEBHOOK_SECRET, raw.toString('utf8')),
    ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
  };
  return { raw, header: (name: string) => headers[name] };
}

const captured = (event = 'payment.captured', payment: Record<string, unknown> = {}) => ({
  entity: 'event',
  event,
  payload: {
    payment: {
      entity: { id: 'pay_1', order_id: 'order_1', amount: 420_00, status: 'captured', ...payment },
    },
  },
});

describe('the Razorpay adapter: checkout results', () => {
  it('says where the browser checkout opens', () => {
    expect(gateway.checkout).toEqual({
      key: 'rzp_test_unit',
      scriptUrl: 'http://127.0.0.1:9/v1/checkout.js',
    });
  });

  it('accepts the signature Razorpay makes over order|payment with the key secret', () => {
    const signature = hmac(KEY_SECRET, 'order_1|pay_1');
    expect(
      gateway.verifyCheckoutResult({ orderId: 'order_1', paymentId: 'pay_1', signature }),
    ).toBe(true);
  });

  it('refuses a signature of another order, another secret, or no hex at all', () => {
    const signature = hmac(KEY_SECRET, 'order_1|pay_1');
    const check = (orderId: string, sig: string) =>
      gateway.verifyCheckoutResult({ orderId, paymentId: 'pay_1', signature: sig });
    expect(check('order_2', signature)).toBe(false);
    expect(check('order_1', hmac('another-secret', 'order_1|pay_1'))).toBe(false);
    expect(check('order_1', `${signature}0`)).toBe(false);
    expect(check('order_1', 'not-a-signature')).toBe(false);
  });
});

describe('the Razorpay adapter: webhooks', () => {
  it('reads a signed payment.captured as a captured payment, known by its event id', () => {
    const { raw, header } = delivery(captured(), { eventId: 'evt_1' });
    expect(gateway.webhooks.isSigned(header, raw)).toBe(true);
    expect(gateway.webhooks.parse(header, raw)).toEqual({
      id: 'evt_1',
      name: 'payment.captured',
      orderId: 'order_1',
      payload: captured(),
      events: [
        { type: 'payment_captured', orderId: 'order_1', paymentId: 'pay_1', amount: 420_00 },
      ],
    });
  });

  it('reads order.paid as a captured payment too, the order named by its own entity', () => {
    const body = {
      event: 'order.paid',
      payload: {
        payment: { entity: { id: 'pay_2', status: 'captured' } },
        order: { entity: { id: 'order_2', status: 'paid' } },
      },
    };
    const { raw, header } = delivery(body);
    const parsed = gateway.webhooks.parse(header, raw);
    // Without an event id header a delivery is known by its event and payment.
    expect(parsed.id).toBe('order.paid:pay_2');
    expect(parsed.events).toEqual([
      { type: 'payment_captured', orderId: 'order_2', paymentId: 'pay_2' },
    ]);
  });

  it('reads payment.failed with its reason, and refund.processed with its refund', () => {
    const failed = delivery(
      captured('payment.failed', { status: 'failed', error_description: 'Card declined' }),
    );
    expect(gateway.webhooks.parse(failed.header, failed.raw).events).toEqual([
      { type: 'payment_failed', orderId: 'order_1', reason: 'Card declined' },
    ]);
    const refund = { id: 'rfnd_1', payment_id: 'pay_1', amount: 100, receipt: 'r1' };
    const refunded = delivery({
      event: 'refund.processed',
      payload: { refund: { entity: { ...refund, status: 'processed' } } },
    });
    expect(gateway.webhooks.parse(refunded.header, refunded.raw).events).toEqual([
      {
        type: 'refund_processed',
        refund: { id: 'rfnd_1', paymentId: 'pay_1', amount: 100, receipt: 'r1' },
      },
    ]);
  });

  it('has no events for an event Kosh does not act on, a failed refund, or a payment not captured', () => {
    for (const body of [
      captured('payment.authorized', { status: 'authorized' }),
      captured('payment.captured', { status: 'authorized' }),
      { event: 'refund.processed', payload: { refund: { entity: { id: 'r', status: 'failed' } } } },
      { event: 'refund.processed', payload: {} },
      { hello: 'world' },
    ]) {
      const { raw, header } = delivery(body);
      const parsed = gateway.webhooks.parse(header, raw);
      expect(parsed.events).toEqual([]);
      expect(parsed.payload).toEqual(body);
    }
    const { raw, header } = delivery({ hello: 'world' });
    expect(gateway.webhooks.parse(header, raw)).toMatchObject({
      id: 'unknown:none',
      name: 'unknown',
    });
  });

  it('refuses a delivery signed with another secret, or not signed at all', () => {
    const forged = delivery(captured(), { secret: 'not-the-webhook-secret' });
    expect(gateway.webhooks.isSigned(forged.header, forged.raw)).toBe(false);
    expect(() => gateway.webhooks.parse(forged.header, forged.raw)).toThrow(
      new WebhookRejectedError('unsigned'),
    );
    const unsigned = delivery(captured());
    const none = () => undefined;
    expect(gateway.webhooks.isSigned(none, unsigned.raw)).toBe(false);
    // Signed, then changed: the signature is over the exact bytes.
    const changed = Buffer.from(unsigned.raw.toString('utf8').replace('42000', '42001'));
    expect(gateway.webhooks.isSigned(unsigned.header, changed)).toBe(false);
  });

  it('refuses a signed body that is not JSON, or not a JSON object', () => {
    const reason = (body: string) => {
      const { raw, header } = delivery(body);
      try {
        gateway.webhooks.parse(header, raw);
      } catch (error) {
        return error instanceof WebhookRejectedError ? error.reason : error;
      }
      return 'accepted';
    };
    expect(reason('{"event":')).toBe('not_json');
    expect(reason('')).toBe('not_json');
    expect(reason('null')).toBe('not_object');
    expect(reason('[1,2]')).toBe('not_object');
    expect(reason('42')).toBe('not_object');
  });
});

describe('the Razorpay adapter: how a payment was made', () => {
  it('reads a UPI payment as upi with the payer’s UPI id masked, in the event and the record', () => {
    const body = captured('payment.captured', {
      method: 'upi',
      vpa: 'rahul.sharma@okhdfc',
      upi: { vpa: 'rahul.sharma@okhdfc' },
    });
    const { raw, header } = delivery(body, { eventId: 'evt_upi' });
    const read = gateway.webhooks.parse(header, raw);
    expect(read.events).toEqual([
      {
        type: 'payment_captured',
        orderId: 'order_1',
        paymentId: 'pay_1',
        amount: 420_00,
        paidWith: { method: 'upi', upiId: 'ra******@okhdfc' },
      },
    ]);
    expect(JSON.stringify(read.payload)).not.toContain('rahul.sharma');
    expect(JSON.stringify(read.payload)).toContain('ra******@okhdfc');
  });

  it('reads a card as card, a method Kosh does not name as other, and none as unknown', () => {
    const paidWith = (payment: Record<string, unknown>) => {
      const { raw, header } = delivery(captured('order.paid', payment));
      const [event] = gateway.webhooks.parse(header, raw).events;
      return event?.type === 'payment_captured' ? event.paidWith : 'no event';
    };
    expect(paidWith({ method: 'card', vpa: null })).toEqual({ method: 'card' });
    expect(paidWith({ method: 'paylater' })).toEqual({ method: 'other' });
    expect(paidWith({})).toBeUndefined();
  });
});
