import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import {
  adminCustomerParamsSchema,
  adminHoldResponseSchema,
  adminHoldsResponseSchema,
  adminMonthlyQuerySchema,
  adminMonthlyResponseSchema,
  adminPayoutDetailResponseSchema,
  adminPayoutParamsSchema,
  adminPayoutsQuerySchema,
  adminPayoutsResponseSchema,
  adminTransfersQuerySchema,
  adminTransfersResponseSchema,
  placeHoldRequestSchema,
} from '@kosh/contract/transfers-admin';
import { bearerAuth } from '../../../lib/route-schemas';
import { requireAuth } from '../../../plugins/auth';
import type { TransfersAdmin } from './transfers-admin.service';

const errors = { ...guardedErrorResponses, 409: errorResponseSchema };
const ok = { result: true as const, success: true as const };

/** The back office's sending desk (admin role): lists, a payout's history, totals and holds. */
export function transfersAdminRoutes(admin: TransfersAdmin) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['Back office: sending money'];
    const guard = { onRequest: app.requireAdmin };

    app.get('/admin/transfers', {
      ...guard,
      schema: {
        tags,
        summary:
          'Wallet-to-wallet transfers, newest first, 25 a page (?status=request|direct&from&to&minAmount&maxAmount&q&page)',
        description:
          'from/to are days in India (yyyy-MM-dd), amounts rupees; q matches the sender’s or ' +
          'receiver’s mobile or the KT reference. status=request: transfers that paid a request.',
        security: bearerAuth,
        querystring: adminTransfersQuerySchema,
        response: { 200: adminTransfersResponseSchema, ...errors },
      },
      handler: async (request) => ({ ...ok, ...(await admin.transfers(request.query)) }),
    });

    app.get('/admin/transfers/monthly', {
      ...guard,
      schema: {
        tags,
        summary:
          'Each customer’s sending in a calendar month against the two monthly limits, most used first (?month=yyyy-MM&q&page)',
        description:
          'Counted as the send policy counts: wallet transfers, and payouts not rejected, failed ' +
          'or reversed. nearLimit: either limit 90 % used or more.',
        security: bearerAuth,
        querystring: adminMonthlyQuerySchema,
        response: { 200: adminMonthlyResponseSchema, ...errors },
      },
      handler: async (request) => ({ ...ok, ...(await admin.monthly(request.query)) }),
    });

    app.get('/admin/payouts', {
      ...guard,
      schema: {
        tags,
        summary:
          'Payouts to bank accounts, newest first, 25 a page (?status&from&to&minAmount&maxAmount&q&stuck&page)',
        description:
          'q matches the customer’s mobile, the UTR or the payout id. stuck=true: only payouts ' +
          'not final and older than 15 minutes, oldest first.',
        security: bearerAuth,
        querystring: adminPayoutsQuerySchema,
        response: { 200: adminPayoutsResponseSchema, ...errors },
      },
      handler: async (request) => ({ ...ok, ...(await admin.payouts(request.query)) }),
    });

    app.get('/admin/payouts/:id', {
      ...guard,
      schema: {
        tags,
        summary: 'A payout with every status the provider told of it and its ledger transfers',
        security: bearerAuth,
        params: adminPayoutParamsSchema,
        response: { 200: adminPayoutDetailResponseSchema, ...errors },
      },
      handler: async (request) => ({ ...ok, data: await admin.payout(request.params.id) }),
    });

    app.get('/admin/outgoing-holds', {
      ...guard,
      schema: {
        tags,
        summary: 'Holds on customers’ outgoing money: in force, and the 50 lifted most recently',
        security: bearerAuth,
        response: { 200: adminHoldsResponseSchema, ...errors },
      },
      handler: async () => ({ ...ok, ...(await admin.holds()) }),
    });

    app.post('/admin/customers/:userId/outgoing-hold', {
      ...guard,
      schema: {
        tags,
        summary:
          'Hold a customer’s outgoing money: every transfer and payout they start is refused until lifted',
        description: '{"reason"} 5–200 characters. A hold already in force answers 409.',
        security: bearerAuth,
        params: adminCustomerParamsSchema,
        body: placeHoldRequestSchema,
        response: { 200: adminHoldResponseSchema, ...errors },
      },
      handler: async (request) => ({
        ...ok,
        message: 'Sending is on hold for this customer.',
        data: await admin.placeHold(
          requireAuth(request).userId,
          request.params.userId,
          request.body.reason,
        ),
      }),
    });

    app.delete('/admin/customers/:userId/outgoing-hold', {
      ...guard,
      schema: {
        tags,
        summary: 'Lift the hold on a customer’s outgoing money (404 when none is in force)',
        security: bearerAuth,
        params: adminCustomerParamsSchema,
        response: { 200: adminHoldResponseSchema, ...errors },
      },
      handler: async (request) => ({
        ...ok,
        message: 'The hold is lifted: the customer can send money again.',
        data: await admin.liftHold(requireAuth(request).userId, request.params.userId),
      }),
    });
  };
}
