import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moneyErrorResponses as errors } from '@kosh/contract/common/http';
import {
  adminComplaintListSchema,
  adminComplaintsQuerySchema,
  answerComplaintResponseSchema,
  answerComplaintSchema,
  complainResponseSchema,
  complainSchema,
  complaintParamsSchema,
  complainStatusRequestSchema,
  complainStatusResponseSchema,
  getRechargeLogsSchema,
  rechargeLogsResponseSchema,
} from '@kosh/contract/recharge';
import { bearerAuth } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import type { ComplaintsService } from './complaints.service';
import type { HistoryService } from './history.service';

/**
 * After a payment: the customer's balance history, the complaint they may raise on a recharge
 * from it, and the back office's answers to those complaints.
 */
export function historyRoutes(services: {
  history: HistoryService;
  complaints: ComplaintsService;
}) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['Recharges and bills'];
    const { history, complaints } = services;

    app.post('/user/getRechLogs', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Balance history: top-ups, payments and refunds with the balance after each',
        security: bearerAuth,
        body: getRechargeLogsSchema,
        response: { 200: rechargeLogsResponseSchema, ...errors },
      },
      handler: (request, reply) =>
        app.customerRead(request, reply, (userId) => history.logs(userId, request.body)),
    });

    app.post('/recharge/Complain', {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Raise a complaint on a successful recharge (one per recharge)',
        security: bearerAuth,
        body: complainSchema,
        response: {
          200: complainResponseSchema,
          ...errors,
        },
      },
      handler: (request) => complaints.raise(requireAuth(request).userId, request.body),
    });

    app.post('/recharge/getComplainStatus', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The complaint on a recharge and the back office’s answer (status 1: none)',
        security: bearerAuth,
        body: complainStatusRequestSchema,
        response: { 200: complainStatusResponseSchema, ...errors },
      },
      handler: (request) => complaints.status(requireAuth(request).userId, request.body.order_id),
    });

    const adminTags = ['Back office: complaints'];
    app.get('/admin/complaints', {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: 'Complaints, newest first, filtered by status',
        security: bearerAuth,
        querystring: adminComplaintsQuerySchema,
        response: { 200: adminComplaintListSchema, ...errors },
      },
      handler: (request) => complaints.list(request.query),
    });

    app.post('/admin/complaints/:id/answer', {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: 'Answer a complaint (the customer reads it in Complain Status)',
        security: bearerAuth,
        params: complaintParamsSchema,
        body: answerComplaintSchema,
        response: {
          200: answerComplaintResponseSchema,
          ...errors,
        },
      },
      handler: (request) =>
        complaints.answer(requireAuth(request).userId, request.params.id, request.body),
    });
  };
}
