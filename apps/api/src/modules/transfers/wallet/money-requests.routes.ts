import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponses,
  guardedErrorResponses,
  idempotencyHeaderSchema,
  moneyErrorResponses,
} from '@kosh/contract/common/http';
import { paymentAuthorisationHeaderSchema } from '@kosh/contract/payment-auth';
import {
  createMoneyRequestSchema,
  moneyRequestParamsSchema,
  moneyRequestResponseSchema,
  moneyRequestsResponseSchema,
  payMoneyRequestResponseSchema,
} from '@kosh/contract/transfers';
import { bearerAuth } from '../../../lib/route-schemas';
import { requireAuth } from '../../../plugins/auth';
import type { MoneyRequests } from './money-requests.service';
import type { SendToWallet } from './send-to-wallet.service';
import { walletSendConfig } from './send-route-config';
import { tags } from './wallet-transfers.routes';

/** /api/v1/money-requests/…: asking another customer for money, and answering such a request. */
export function moneyRequestsRoutes(services: { requests: MoneyRequests; send: SendToWallet }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/v1/money-requests', {
      onRequest: app.authenticate,
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute' },
        idempotencyRecover: async (userId, key) => {
          const made = await services.requests.byKey(userId, key);
          return made ? { status: 200, response: { result: true, data: made } } : null;
        },
      },
      schema: {
        tags,
        summary: 'Ask a Kosh customer for money: they are texted, and pay or decline it in 7 days',
        description:
          'At most 10 requests wait for an answer at once. Idempotent by Idempotency-Key.',
        security: bearerAuth,
        headers: idempotencyHeaderSchema,
        body: createMoneyRequestSchema,
        response: { 200: moneyRequestResponseSchema, ...moneyErrorResponses },
      },
      handler: (request, reply) =>
        app.idempotent(request, reply, request.body, async (key) => ({
          result: true as const,
          data: await services.requests.create(
            requireAuth(request).userId,
            {
              mobile: request.body.mobile,
              amountPaise: request.body.amount,
              note: request.body.note,
            },
            key,
          ),
        })),
    });

    app.get('/v1/money-requests', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The customer’s requests for money, asked and owed, newest first',
        security: bearerAuth,
        response: { 200: moneyRequestsResponseSchema, ...guardedErrorResponses, ...errorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        data: await services.requests.list(requireAuth(request).userId),
      }),
    });

    app.post('/v1/money-requests/:id/pay', {
      onRequest: app.authenticate,
      config: walletSendConfig(services.send),
      schema: {
        tags,
        summary: 'Pay a request asked of the customer: a wallet transfer to the requester',
        description:
          'The same transfer, limits and refusals as sending to a wallet. Idempotent by Idempotency-Key; a customer with a payment PIN sends its Payment-Authorisation (payee: the requester’s mobile number).',
        security: bearerAuth,
        headers: idempotencyHeaderSchema.extend(paymentAuthorisationHeaderSchema.shape),
        params: moneyRequestParamsSchema,
        response: { 200: payMoneyRequestResponseSchema, ...moneyErrorResponses },
      },
      handler: (request, reply) =>
        app.idempotent(request, reply, request.params, async (key) => ({
          result: true as const,
          data: await services.requests.pay(
            requireAuth(request).userId,
            request.params.id,
            request.headers['payment-authorisation'],
            key,
          ),
        })),
    });

    app.post('/v1/money-requests/:id/decline', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Decline a request asked of the customer: the requester is texted',
        security: bearerAuth,
        params: moneyRequestParamsSchema,
        response: { 200: moneyRequestResponseSchema, ...moneyErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        data: await services.requests.decline(requireAuth(request).userId, request.params.id),
      }),
    });
  };
}
