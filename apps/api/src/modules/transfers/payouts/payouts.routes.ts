import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponses,
  guardedErrorResponses,
  idempotencyHeaderSchema,
  moneyErrorResponses,
} from '@kosh/contract/common/http';
import { paymentAuthorisationHeaderSchema } from '@kosh/contract/payment-auth';
import {
  addBeneficiaryRequestSchema,
  beneficiariesResponseSchema,
  beneficiaryParamsSchema,
  beneficiaryResponseSchema,
  createPayoutRequestSchema,
  payoutParamsSchema,
  payoutResponseSchema,
  payoutsResponseSchema,
} from '@kosh/contract/payouts';
import { bearerAuth } from '../../../lib/route-schemas';
import { registerSignedWebhook } from '../../../lib/signed-webhook';
import { requireAuth } from '../../../plugins/auth';
import type { CallbackSignature } from '../../../providers/provider-callbacks';
import type { RequirePaymentAuthorisation } from '../../payment-auth/authorise-payment.service';
import type { BeneficiariesService } from './beneficiaries.service';
import type { PayoutReads } from './payout-reads.service';
import type { SendPayoutService } from './send-payout.service';
import type { createPayoutWebhooks } from './payout-webhooks.service';

const tags = ['Send money'];

/** Per signed-in customer, not per address (it runs after authenticate). */
const perCustomer = (max: number, timeWindow: string) => ({
  max,
  timeWindow,
  keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip,
});

const removedSchema = z.object({ result: z.literal(true) });

/** /api/v1/beneficiaries and /api/v1/payouts: money from the wallet to a bank account. */
export function payoutsRoutes(
  services: {
    beneficiaries: BeneficiariesService;
    send: SendPayoutService;
    reads: PayoutReads;
    webhooks: ReturnType<typeof createPayoutWebhooks>;
  },
  signature: CallbackSignature,
  authorise: RequirePaymentAuthorisation,
) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/beneficiaries', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'The bank accounts the customer sends to: the own KYC-verified one first, then those added, with this month’s limits',
        security: bearerAuth,
        response: { 200: beneficiariesResponseSchema, ...errorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        ...(await services.beneficiaries.list(requireAuth(request).userId)),
      }),
    });

    app.post('/v1/beneficiaries', {
      onRequest: app.authenticate,
      config: { rateLimit: perCustomer(10, '1 hour') },
      schema: {
        tags,
        summary: 'Add a bank account, confirmed by a penny drop (full KYC only)',
        description:
          'The holder’s name is the one the bank gives. A new account counts as pre-registered 24 hours after it was added.',
        security: bearerAuth,
        body: addBeneficiaryRequestSchema,
        response: { 200: beneficiaryResponseSchema, ...moneyErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        data: await services.beneficiaries.add(requireAuth(request).userId, request.body),
      }),
    });

    app.delete('/v1/beneficiaries/:id', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Remove an added bank account (the own account is KYC’s, not removed here)',
        security: bearerAuth,
        params: beneficiaryParamsSchema,
        response: { 200: removedSchema, ...guardedErrorResponses, ...errorResponses },
      },
      handler: async (request) => {
        await services.beneficiaries.remove(requireAuth(request).userId, request.params.id);
        return { result: true as const };
      },
    });

    app.post('/v1/payouts', {
      onRequest: app.authenticate,
      config: {
        rateLimit: perCustomer(20, '1 minute'),
        idempotencyRecover: (userId, key) => services.send.resultByKey(userId, key),
      },
      schema: {
        tags,
        summary:
          'Send money from the wallet to a bank account: 200 once final, 202 while the bank has not answered',
        description:
          'beneficiaryId is an added account’s id or "own" (the KYC-verified account). Idempotent by Idempotency-Key; a customer with a payment PIN sends its Payment-Authorisation.',
        security: bearerAuth,
        headers: idempotencyHeaderSchema.extend(paymentAuthorisationHeaderSchema.shape),
        body: createPayoutRequestSchema,
        response: {
          200: payoutResponseSchema,
          202: payoutResponseSchema,
          ...moneyErrorResponses,
        },
      },
      handler: (request, reply) =>
        app.idempotent(request, reply, request.body, async (key) => {
          const { userId } = requireAuth(request);
          const { beneficiaryId, amount, mode } = request.body;
          await authorise(
            userId,
            { amountPaise: amount, payee: beneficiaryId, idempotencyKey: key },
            request.headers['payment-authorisation'],
          );
          const result = await services.send.send(
            userId,
            { beneficiaryId, amountPaise: amount, mode },
            key,
          );
          void reply.code(result.httpStatus);
          return result.body;
        }),
    });

    app.get('/v1/payouts', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The customer’s bank transfers, newest first',
        security: bearerAuth,
        response: { 200: payoutsResponseSchema, ...errorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        data: await services.reads.payoutsOwnedBy(requireAuth(request).userId),
      }),
    });

    app.get('/v1/payouts/:id', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One of the customer’s bank transfers: its status and the bank’s UTR',
        security: bearerAuth,
        params: payoutParamsSchema,
        response: { 200: payoutResponseSchema, ...guardedErrorResponses, ...errorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        data: await services.reads.payoutOwnedBy(requireAuth(request).userId, request.params.id),
      }),
    });

    await registerSignedWebhook(fastify, {
      url: '/v1/webhooks/payouts',
      signature,
      what: 'webhook',
      bodyLimit: 64 * 1024,
      tags,
      handle: (raw, header) => services.webhooks.payoutWebhook(raw, header),
    });
  };
}
