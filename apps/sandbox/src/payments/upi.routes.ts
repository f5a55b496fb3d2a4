import type { FastifyInstance } from 'fastify';
import { NOT_FOUND, badRequest, type RazorpayError } from './payments.errors';
import { unixNow, type PaymentEntity, type PaymentsStore, type UpiFailure } from './payments.store';
import { renderUpiAppPage, UPI_APP_PAGE_CSP } from './upi-app.page';
import { QR_PAYER_VPA, UPI_MAGIC, UpiTimers, isVpa, qrDataUrl, upiIntentUrl } from './upi';

type Announced =
  | RazorpayError
  | { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

export interface UpiRoutesOptions {
  store: PaymentsStore;
  /** Sends a settled payment's webhooks and answers what Checkout tells the merchant's page. */
  announce: (payment: PaymentEntity) => Announced;
  signature: (orderId: string, paymentId: string) => string;
  autoSettleMs: number;
  expiryMs: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * UPI at the checkout: POST /checkout/orders/:id/upi starts a collect request (to a UPI id) or a
 * QR; the page polls GET /checkout/upi/:paymentId until the customer's app answers; approve and
 * decline are that answer (the tester's, on the page or on the sandbox's "UPI app" page the QR's
 * scan link opens). Settling sends the same webhooks as a card payment.
 */
export function upiRoutes(options: UpiRoutesOptions) {
  const { store } = options;
  const timers = new UpiTimers();
  const expiresAt = new Map<string, number>();

  function settle(
    payment: PaymentEntity,
    outcome: 'success' | 'failure',
    detail: { vpa?: string; failure?: UpiFailure } = {},
  ) {
    if (payment.status !== 'created') return;
    store.settle(payment, outcome, detail);
    options.announce(payment);
  }

  /** Where a UPI payment stands, as the checkout page reads it. */
  function state(payment: PaymentEntity) {
    const base = {
      razorpay_payment_id: payment.id,
      razorpay_order_id: payment.order_id,
      status: payment.status,
      method: payment.method,
      vpa: payment.vpa,
      expires_at: expiresAt.get(payment.id) ?? null,
    };
    if (payment.status === 'captured' || payment.status === 'refunded') {
      return { ...base, razorpay_signature: options.signature(payment.order_id, payment.id) };
    }
    if (payment.status === 'failed') {
      return {
        ...base,
        error: {
          code: payment.error_code,
          description: payment.error_description,
          reason: payment.error_reason,
          metadata: { order_id: payment.order_id, payment_id: payment.id },
        },
      };
    }
    return base;
  }

  const upiPayment = (id: string) => {
    const payment = store.payment(id);
    return payment && payment.method === 'upi' ? payment : undefined;
  };

  return async (app: FastifyInstance) => {
    app.addHook('onClose', async () => timers.close());

    app.post('/checkout/orders/:id/upi', async (request, reply) => {
      const order = store.order((request.params as { id: string }).id);
      if (!order) return reply.status(400).send(NOT_FOUND);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const flow = body.flow ?? 'collect';
      if (flow !== 'collect' && flow !== 'qr') {
        return reply.status(400).send(badRequest('flow must be "collect" or "qr"', 'flow'));
      }
      const vpa = text(body.vpa).trim();
      if (flow === 'collect' && !isVpa(vpa)) {
        return reply
          .status(400)
          .send(badRequest('Invalid VPA. Please enter a valid Virtual Payment Address', 'vpa'));
      }
      if (order.status === 'paid') {
        return reply.status(400).send(badRequest('Order is already paid', 'order_id'));
      }
      const payment = store.start(
        order,
        {
          email: text(body.email) || undefined,
          contact: text(body.contact) || undefined,
          description: text(body.description) || undefined,
        },
        { method: 'upi', vpa: flow === 'collect' ? vpa : null },
      );
      expiresAt.set(payment.id, unixNow() + Math.ceil(options.expiryMs / 1000));
      timers.after(options.expiryMs, () => settle(payment, 'failure', { failure: 'expired' }));
      const magic = vpa.toLowerCase();
      if (flow === 'collect' && (magic === UPI_MAGIC.success || magic === UPI_MAGIC.failure)) {
        const outcome = magic === UPI_MAGIC.success ? 'success' : 'failure';
        timers.after(options.autoSettleMs, () => settle(payment, outcome));
      }
      if (flow === 'collect') return state(payment);
      const intentUrl = upiIntentUrl({
        merchant: text(body.merchant) || 'Kosh',
        amountPaise: order.amount,
        reference: payment.id,
      });
      return {
        ...state(payment),
        intent_url: intentUrl,
        qr: await qrDataUrl(intentUrl),
        scan_url: `/checkout/upi/${payment.id}/app`,
      };
    });

    app.get('/checkout/upi/:paymentId', async (request, reply) => {
      const payment = upiPayment((request.params as { paymentId: string }).paymentId);
      return payment ? state(payment) : reply.status(400).send(NOT_FOUND);
    });

    for (const [action, outcome] of [
      ['approve', 'success'],
      ['decline', 'failure'],
    ] as const) {
      app.post(`/checkout/upi/:paymentId/${action}`, async (request, reply) => {
        const payment = upiPayment((request.params as { paymentId: string }).paymentId);
        if (!payment) return reply.status(400).send(NOT_FOUND);
        if (payment.status !== 'created') {
          return reply.status(400).send(badRequest('This UPI request was already answered'));
        }
        // A QR scanned by the sandbox's "app" is paid from its UPI id.
        settle(payment, outcome, payment.vpa ? {} : { vpa: QR_PAYER_VPA });
        if ((request.headers.accept ?? '').includes('text/html')) {
          return reply.redirect(`/checkout/upi/${payment.id}/app`, 303);
        }
        return state(payment);
      });
    }

    app.get('/checkout/upi/:paymentId/app', async (request, reply) => {
      const payment = upiPayment((request.params as { paymentId: string }).paymentId);
      return reply
        .status(payment ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', UPI_APP_PAGE_CSP)
        .send(renderUpiAppPage(payment ?? null));
    });
  };
}
