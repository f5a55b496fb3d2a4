import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { providerErrorHandler } from '../common/error-handler';
import {
  CHECKOUT_PAGE_CSP,
  renderCheckoutPage,
  themeColor,
  type CheckoutPageData,
} from './checkout.page';
import {
  AUTHENTICATION_FAILED,
  NOT_FOUND,
  SERVER_ERROR,
  badRequest,
  paymentFailed,
} from './payments.errors';
import { basicAuthMatches, paymentSignature } from './payments.signing';
import { PaymentsStore, type PaymentEntity } from './payments.store';
import { parseForm, parseOrderInput, parseRefundInput } from './payments.validation';
import { WebhookSender } from './payments.webhooks';
import { upiRoutes } from './upi.routes';

export interface PaymentsOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks go; a function is asked at each delivery (see SandboxConfig.webhookUrl). */
  webhookUrl: string | (() => string);
  /** Waits before each retry of a webhook that failed (default 1 s, then 3 s: three tries). */
  webhookRetryDelaysMs?: number[];
  /** How long a magic UPI id (success@kosh, failure@kosh) takes to answer (default 1.5 s). */
  upiAutoSettleMs?: number;
  /** How long a UPI collect request or QR waits before it expires (default 5 minutes). */
  upiExpiryMs?: number;
}

const browserScript = (name: string) =>
  readFileSync(new URL(`./browser/${name}`, import.meta.url), 'utf8');

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Razorpay's paging of a collection: ?count= (1–100, default 10) and ?skip=. */
function page<T>(items: T[], query: { count?: string; skip?: string }) {
  const count = Math.min(Math.max(Number(query.count) || 10, 1), 100);
  const skip = Math.max(Number(query.skip) || 0, 0);
  const slice = items.slice(skip, skip + count);
  return { entity: 'collection' as const, count: slice.length, items: slice };
}

/**
 * Plays Razorpay: its REST API under /v1 (HTTP Basic with the key id and secret), its Checkout
 * (/v1/checkout.js and the page it opens), and its webhooks, signed with the webhook secret.
 * POST /checkout/orders/:id/pay is what the checkout page calls, and what scripts call to pay as
 * the page does.
 */
export function paymentsRoutes(options: PaymentsOptions) {
  const store = new PaymentsStore();
  const webhooks = new WebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [1000, 3000],
  });
  const checkoutJs = browserScript('checkout.js');
  const pageJs = browserScript('page.js');

  return async (app: FastifyInstance) => {
    app.addHook('onClose', async () => webhooks.close());

    // The SDK and Razorpay's docs may send forms: notes[key]=value, numbers as text.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, parseForm(body as string)),
    );

    app.setErrorHandler(
      providerErrorHandler({
        serverError: () => SERVER_ERROR,
        badRequest,
      }),
    );

    const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!basicAuthMatches(request.headers.authorization, options.keyId, options.keySecret)) {
        return reply.status(401).send(AUTHENTICATION_FAILED);
      }
    };

    // --- Razorpay REST API ---------------------------------------------------------------------

    app.post('/v1/orders', { onRequest: authenticate }, async (request, reply) => {
      const input = parseOrderInput(request.body ?? {});
      if (!input.ok) return reply.status(400).send(input.error);
      return store.createOrder(input.value);
    });

    app.get('/v1/orders', { onRequest: authenticate }, async (request) => {
      const query = request.query as { count?: string; skip?: string; receipt?: string };
      return page(store.listOrders({ receipt: query.receipt || undefined }), query);
    });

    app.get('/v1/orders/:id', { onRequest: authenticate }, async (request, reply) => {
      const order = store.order((request.params as { id: string }).id);
      return order ?? reply.status(400).send(NOT_FOUND);
    });

    app.get('/v1/orders/:id/payments', { onRequest: authenticate }, async (request, reply) => {
      const order = store.order((request.params as { id: string }).id);
      if (!order) return reply.status(400).send(NOT_FOUND);
      const items = store.orderPayments(order.id);
      return { entity: 'collection', count: items.length, items };
    });

    app.get('/v1/payments/:id', { onRequest: authenticate }, async (request, reply) => {
      const payment = store.payment((request.params as { id: string }).id);
      return payment ?? reply.status(400).send(NOT_FOUND);
    });

    // --- Refunds --------------------------------------------------------------------------------

    app.post('/v1/payments/:id/refund', { onRequest: authenticate }, async (request, reply) => {
      const payment = store.payment((request.params as { id: string }).id);
      if (!payment) return reply.status(400).send(NOT_FOUND);
      const input = parseRefundInput(request.body);
      if (!input.ok) return reply.status(400).send(input.error);
      const refunded = store.refundPayment(payment, input.value);
      if (!refunded.ok) return reply.status(400).send(refunded.error);
      const order = store.order(payment.order_id);
      if (order) {
        // Created and processed at once: both events, in that order, as Razorpay sends them.
        webhooks.emit('refund.created', payment, order, refunded.value);
        webhooks.emit('refund.processed', payment, order, refunded.value);
      }
      return refunded.value;
    });

    app.get('/v1/payments/:id/refunds', { onRequest: authenticate }, async (request, reply) => {
      const payment = store.payment((request.params as { id: string }).id);
      if (!payment) return reply.status(400).send(NOT_FOUND);
      return page(store.paymentRefunds(payment.id), request.query as Record<string, string>);
    });

    app.get(
      '/v1/payments/:id/refunds/:refundId',
      { onRequest: authenticate },
      async (request, reply) => {
        const params = request.params as { id: string; refundId: string };
        const refund = store.refund(params.refundId);
        return refund && refund.payment_id === params.id
          ? refund
          : reply.status(400).send(NOT_FOUND);
      },
    );

    app.get('/v1/refunds', { onRequest: authenticate }, async (request) =>
      page(store.listRefunds(), request.query as Record<string, string>),
    );

    app.get('/v1/refunds/:id', { onRequest: authenticate }, async (request, reply) => {
      const refund = store.refund((request.params as { id: string }).id);
      return refund ?? reply.status(400).send(NOT_FOUND);
    });

    // --- Checkout --------------------------------------------------------------------------------

    app.get('/v1/checkout.js', async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      return reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(checkoutJs.replace("'__SANDBOX_ORIGIN__'", JSON.stringify(origin)));
    });

    app.get('/checkout/page.js', async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(pageJs),
    );

    app.get('/checkout/page', async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const orderId = text(query.order_id);
      const order = store.order(orderId);
      const origin = text(query.origin);
      const data: CheckoutPageData = {
        orderId,
        amount: order?.amount ?? 0,
        merchant: text(query.name) || 'Kosh',
        description: text(query.description),
        email: text(query.email),
        contact: text(query.contact),
        color: themeColor(query.color),
        parentOrigin: isOrigin(origin) ? origin : '*',
        qr: text(query.qr) === '1',
      };
      let status = 200;
      if (text(query.key_id) !== options.keyId) {
        status = 401;
        data.problem = `This checkout was opened with the key "${text(query.key_id)}", which is not the sandbox's key id (RAZORPAY_KEY_ID).`;
      } else if (!order) {
        status = 404;
        data.problem = `There is no order "${orderId}" at the sandbox gateway.`;
      } else if (order.status === 'paid') {
        data.problem = 'This order is already paid.';
      }
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', CHECKOUT_PAGE_CSP)
        .send(renderCheckoutPage(data));
    });

    app.post('/checkout/orders/:id/pay', async (request, reply) => {
      const order = store.order((request.params as { id: string }).id);
      if (!order) return reply.status(400).send(NOT_FOUND);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const outcome = body.outcome;
      if (outcome !== 'success' && outcome !== 'failure') {
        return reply
          .status(400)
          .send(badRequest('outcome must be "success" or "failure"', 'outcome'));
      }
      if (order.status === 'paid') {
        return reply.status(400).send(badRequest('Order is already paid', 'order_id'));
      }
      const payment = store.attempt(order, outcome, {
        email: text(body.email) || undefined,
        contact: text(body.contact) || undefined,
        description: text(body.description) || undefined,
      });
      return announce(payment);
    });

    /**
     * A settled payment's webhooks, sent as Razorpay sends them, and what Checkout tells the
     * merchant's page: the signed result of a captured payment, or the failure.
     */
    function announce(payment: PaymentEntity) {
      const order = store.order(payment.order_id);
      if (!order) return paymentFailed(payment.order_id, payment.id);
      if (payment.status === 'failed') {
        webhooks.emit('payment.failed', payment, order);
        return paymentFailed(order.id, payment.id, payment);
      }
      webhooks.emit('payment.captured', payment, order);
      webhooks.emit('order.paid', payment, order);
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: paymentSignature(order.id, payment.id, options.keySecret),
      };
    }

    await app.register(
      upiRoutes({
        store,
        announce,
        signature: (orderId, paymentId) => paymentSignature(orderId, paymentId, options.keySecret),
        autoSettleMs: options.upiAutoSettleMs ?? 1500,
        expiryMs: options.upiExpiryMs ?? 5 * 60_000,
      }),
    );

    // --- Webhook delivery log ---------------------------------------------------------------------

    app.get('/checkout/webhooks', async (request) => {
      const { order_id: orderId } = request.query as { order_id?: string };
      return webhooks.list({ orderId: orderId || undefined });
    });

    app.post('/checkout/webhooks/:eventId/redeliver', async (request, reply) => {
      const delivery = await webhooks.redeliver((request.params as { eventId: string }).eventId);
      return delivery ?? reply.status(400).send(NOT_FOUND);
    });
  };
}

function isOrigin(value: string) {
  try {
    return value !== '' && new URL(value).origin === value;
  } catch {
    return false;
  }
}
