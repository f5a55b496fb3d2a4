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
  sendToWalletRequestSchema,
  transferInviteRequestSchema,
  transferInviteResponseSchema,
  transferLookupRequestSchema,
  transferLookupResponseSchema,
  transferParamsSchema,
  transfersQuerySchema,
  transfersResponseSchema,
  walletTransferResponseSchema,
} from '@kosh/contract/transfers';
import { bearerAuth } from '../../../lib/route-schemas';
import { requireAuth } from '../../../plugins/auth';
import type { ReceiverLookup } from './receiver-lookup.service';
import type { SendToWallet } from './send-to-wallet.service';
import { walletSendConfig } from './send-route-config';
import type { TransferHistory } from './transfer-history.service';

export const tags = ['Send money'];

/** /api/v1/transfers/…: sending money from the customer's wallet to another Kosh wallet. */
export function walletTransfersRoutes(services: {
  lookup: ReceiverLookup;
  send: SendToWallet;
  history: TransferHistory;
}) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/v1/transfers/lookup', {
      onRequest: app.authenticate,
      // It tells whether a number is a customer's: limited, so it is no way to sweep numbers.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Whose number it is before a send: a masked name, and whether it can be paid',
        security: bearerAuth,
        body: transferLookupRequestSchema,
        response: {
          200: transferLookupResponseSchema,
          ...guardedErrorResponses,
          ...errorResponses,
        },
      },
      handler: async (request) => ({
        result: true as const,
        data: await services.lookup.lookup(requireAuth(request).userId, request.body.mobile),
      }),
    });

    app.post('/v1/transfers/invite', {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Text a number not on Kosh an invite to join (5 a day, one a day to a number)',
        security: bearerAuth,
        body: transferInviteRequestSchema,
        response: { 200: transferInviteResponseSchema, ...moneyErrorResponses, ...errorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        data: await services.lookup.invite(requireAuth(request).userId, request.body.mobile),
      }),
    });

    app.post('/v1/transfers/wallet', {
      onRequest: app.authenticate,
      config: walletSendConfig(services.send),
      schema: {
        tags,
        summary: 'Send money to the Kosh wallet of a mobile number: made at once, or not at all',
        description:
          'Needs full KYC; counts against the ₹10,000 a month a wallet may send outside pre-registered beneficiaries, and must fit the receiver’s wallet limits. Idempotent by Idempotency-Key; a customer with a payment PIN sends its Payment-Authorisation (payee: the mobile number).',
        security: bearerAuth,
        headers: idempotencyHeaderSchema.extend(paymentAuthorisationHeaderSchema.shape),
        body: sendToWalletRequestSchema,
        response: { 200: walletTransferResponseSchema, ...moneyErrorResponses },
      },
      handler: (request, reply) =>
        app.idempotent(request, reply, request.body, async (key) => ({
          result: true as const,
          data: await services.send.send(
            requireAuth(request).userId,
            {
              mobile: request.body.mobile,
              amountPaise: request.body.amount,
              note: request.body.note,
            },
            request.headers['payment-authorisation'],
            key,
          ),
        })),
    });

    app.get('/v1/transfers/:id', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One transfer the customer sent or received',
        security: bearerAuth,
        params: transferParamsSchema,
        response: {
          200: walletTransferResponseSchema,
          ...guardedErrorResponses,
          ...errorResponses,
        },
      },
      handler: async (request) => ({
        result: true as const,
        data: await services.history.findForParty(requireAuth(request).userId, request.params.id),
      }),
    });

    app.get('/v1/transfers', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The customer’s wallet transfers, sent and received, newest first, 20 a page',
        security: bearerAuth,
        querystring: transfersQuerySchema,
        response: { 200: transfersResponseSchema, ...guardedErrorResponses, ...errorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        ...(await services.history.page(requireAuth(request).userId, request.query.page)),
      }),
    });
  };
}
