import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  paymentResultResponseSchema,
  paymentUpdateRequestSchema,
  verifyPaymentRequestSchema,
} from '@kosh/contract/wallet';
import {
  guardedErrorResponses,
  idempotencyHeaderSchema,
  moneyErrorResponses,
} from '@kosh/contract/common/http';
import {
  adminRefundResponseSchema,
  adminTopupParamsSchema,
  adminTopupListResponseSchema,
  adminTopupsQuerySchema,
} from '@kosh/contract/payments';
import { checkoutResultOf } from '../../lib/checkout-result';
import { bearerAuth } from '../../lib/route-schemas';
import { registerSignedWebhook } from '../../lib/signed-webhook';
import { requireAuth } from '../../plugins/auth';
import type { GatewayWebhooks } from '../../providers/payments/payments.port';
import type { PaymentsService } from './payments.service';

const moneyErrors = moneyErrorResponses;

export function paymentsRoutes(services: { payments: PaymentsService }, webhooks: GatewayWebhooks) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['Wallet: online top-up'];
    // The token is checked on request, before the body is validated: a caller whose session is
    // gone gets 401 (tokenValid: false, the client signs out), not field errors first.

    app.post('/payment/CreateOrder', {
      onRequest: app.authenticate,
      config: {
        rateLimit: { max: 20, timeWindow: '1 minute' },
        idempotencyRecover: (userId, key) => services.payments.orderByKey(userId, key),
      },
      schema: {
        tags,
        summary:
          'Create a gateway order for a top-up (amount in rupees here, paise at the gateway)',
        security: bearerAuth,
        headers: idempotencyHeaderSchema,
        body: createOrderRequestSchema,
        response: { 200: createOrderResponseSchema, ...moneyErrors },
      },
      handler: (request, reply) =>
        app.idempotent(request, reply, request.body, (key) =>
          services.payments.createOrder(
            requireAuth(request).userId,
            { amountPaise: request.body.amount, receipt: request.body.receipt },
            key,
          ),
        ),
    });

    app.post('/payment/VerifyPayment', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Check the checkout’s signature against the stored order and credit the wallet once',
        security: bearerAuth,
        headers: idempotencyHeaderSchema,
        body: verifyPaymentRequestSchema,
        response: { 200: paymentResultResponseSchema, ...moneyErrors },
      },
      handler: (request, reply) =>
        app.idempotent(request, reply, request.body, () =>
          services.payments.verify(requireAuth(request).userId, checkoutResultOf(request.body)),
        ),
    });

    app.post('/payment/update', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Record the successful payment on the wallet (credits once, whatever else already did)',
        security: bearerAuth,
        headers: idempotencyHeaderSchema,
        body: paymentUpdateRequestSchema,
        response: { 200: paymentResultResponseSchema, ...moneyErrors },
      },
      handler: (request, reply) => {
        const auth = requireAuth(request);
        return app.idempotent(request, reply, request.body, () =>
          services.payments.update(
            { id: auth.userId, publicId: auth.publicId },
            {
              userId: request.body.userId,
              amountPaise: request.body.amount,
              paid: checkoutResultOf(request.body),
            },
          ),
        );
      },
    });

    // ---- back office -------------------------------------------------------------------------
    const adminTags = ['Back office: online top-ups'];

    app.get('/admin/payments', {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary:
          'Online top-ups, newest first, with the customer and the gateway ids; ?status=created|paid|refund_due|refunded&page=&pageSize=',
        security: bearerAuth,
        querystring: adminTopupsQuerySchema,
        response: { 200: adminTopupListResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        ...(await services.payments.adminList(request.query)),
      }),
    });

    app.post('/admin/payments/:id/refund', {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary:
          'Retry the gateway refund of a paid top-up the wallet could not take (refund_due only; never refunds twice)',
        security: bearerAuth,
        params: adminTopupParamsSchema,
        response: { 200: adminRefundResponseSchema, ...moneyErrors },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        message: 'Refunded at the payment gateway; the customer was sent an SMS.',
        data: await services.payments.retryRefund(request.params.id),
      }),
    });

    // The gateway's webhook: the exact bytes it signed, checked (by its adapter) before anything
    // reads them.
    await registerSignedWebhook(fastify, {
      url: '/v1/webhooks/payments',
      signature: webhooks,
      what: 'webhook',
      bodyLimit: 256 * 1024,
      tags,
      handle: (raw, header) => services.payments.webhook(raw, header),
    });
  };
}
