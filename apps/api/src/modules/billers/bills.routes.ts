import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billAccountRequestSchema,
  billCategoriesResponseSchema,
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
  moneyErrorResponses,
} from '@kosh/contract/common/http';
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
export function billsRoutes(services: {
  billCatalogue: BillCatalogueService;
  billAccounts: BillAccountsService;
}) {
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
  };
}
