import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  billAccountRequestSchema,
  billCategoriesResponseSchema,
  billPaymentParamsSchema,
  billPaymentResponseSchema,
  payBillerRequestSchema,
  payBillerResponseSchema,
  fetchBillResponseSchema,
  validateBillAccountResponseSchema,
  billerResponseSchema,
  billersQuerySchema,
  billersResponseSchema,
} from '@kosh/contract/bills';
import { billerEntryParamsSchema } from '@kosh/contract/billers';
import {
  errorResponses,
  guardedErrorResponses,
  idempotencyHeaderSchema,
  moneyErrorResponses,
} from '@kosh/contract/common/http';
import { paymentAuthorisationHeaderSchema } from '@kosh/contract/payment-auth';
import type { RequirePaymentAuthorisation } from '../payment-auth/authorise-payment.service';
import type { RechargePaymentsService } from '../recharges/recharge-payments.service';
import type { BillPaymentsService } from './bill-payments.service';
import type { PayBillerService } from './pay-biller.service';
import { bearerAuth } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import type { BillAccountsService } from './bill-accounts.service';
import type { BillCatalogueService } from './bill-catalogue.service';

const tags = ['Bills (BBPS)'];

/**
 * /api/v1/bills/…: what a customer (or a partner's app) may pay. The catalogue is public, as a
 * biller's own page is: no login needed to see which bills Kosh pays. Fetching a bill or checking
 * an account is the customer's own, behind their login.
 */
export function billsRoutes(
  services: {
    billCatalogue: BillCatalogueService;
    billAccounts: BillAccountsService;
    payBiller: PayBillerService;
    billPayments: BillPaymentsService;
  },
  payments: {
    /** A retry after a crash answers with the payment its key made (the recharges module). */
    resultByKey: RechargePaymentsService['resultByKey'];
    /** Once the customer has a PIN, a payment needs its authorisation (payment-auth). */
    authorise: RequirePaymentAuthorisation;
  },
) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/bills/categories', {
      schema: {
        tags,
        summary: 'Every bill category Kosh pays, with how many billers each has',
        response: { 200: billCategoriesResponseSchema, ...errorResponses },
      },
      handler: async () => ({
        result: true as const,
        data: await services.billCatalogue.categories(),
      }),
    });

    app.get('/v1/bills/billers', {
      schema: {
        tags,
        summary: 'Billers of a category (or matching ?q= by name, id or place), 25 a page',
        querystring: billersQuerySchema,
        response: { 200: billersResponseSchema, ...errorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        ...(await services.billCatalogue.billers(request.query)),
      }),
    });

    app.get('/v1/bills/billers/:id', {
      schema: {
        tags,
        summary: 'One biller: the parameters to ask for, its flow and its amount rules',
        params: billerEntryParamsSchema,
        response: { 200: billerResponseSchema, ...guardedErrorResponses, ...errorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        data: await services.billCatalogue.biller(request.params.id),
      }),
    });

    app.post('/v1/bills/fetch', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Fetch a bill from a fetch → pay biller: the bill, and the fetchId that paying it quotes',
        security: bearerAuth,
        body: billAccountRequestSchema,
        response: { 200: fetchBillResponseSchema, ...moneyErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        data: await services.billAccounts.fetch(
          requireAuth(request).userId,
          request.body.billerId,
          request.body.params,
        ),
      }),
    });

    app.post('/v1/bills/validate', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Check an account with a validate → pay biller: the name it is held in',
        security: bearerAuth,
        body: billAccountRequestSchema,
        response: { 200: validateBillAccountResponseSchema, ...moneyErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        data: await services.billAccounts.validate(request.body.billerId, request.body.params),
      }),
    });

    app.post('/v1/bills/pay', {
      onRequest: app.authenticate,
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute' },
        idempotencyRecover: (userId, key) => payments.resultByKey(userId, key),
      },
      schema: {
        tags,
        summary:
          'Pay a biller from the wallet: 200 paid (or refunded), 202 while the biller has not confirmed',
        description:
          'A fetch → pay biller needs the fetchId of the customer’s own bill, fetched in the last 24 hours; the amount must fit the biller’s exactness and limits. Idempotent by Idempotency-Key; a customer with a payment PIN sends its Payment-Authorisation.',
        security: bearerAuth,
        headers: idempotencyHeaderSchema.extend(paymentAuthorisationHeaderSchema.shape),
        body: payBillerRequestSchema,
        response: {
          200: payBillerResponseSchema,
          202: payBillerResponseSchema,
          ...moneyErrorResponses,
        },
      },
      handler: (request, reply) =>
        app.idempotent(request, reply, request.body, async (key) => {
          const { userId } = requireAuth(request);
          const { billerId, params, amount, fetchId } = request.body;
          await payments.authorise(
            userId,
            { amountPaise: amount, payee: billerId, idempotencyKey: key },
            request.headers['payment-authorisation'],
          );
          const result = await services.payBiller.pay(
            userId,
            { billerId, params, amountPaise: amount, fetchId },
            key,
          );
          void reply.code(result.httpStatus === 202 ? 202 : 200);
          return result.body as z.infer<typeof payBillerResponseSchema>;
        }),
    });

    app.get('/v1/bills/payments/:id', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'One of the customer’s bill payments: its status, BBPS reference and approval number',
        security: bearerAuth,
        params: billPaymentParamsSchema,
        response: { 200: billPaymentResponseSchema, ...guardedErrorResponses, ...errorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        data: await services.billPayments.findOwned(requireAuth(request).userId, request.params.id),
      }),
    });
  };
}
