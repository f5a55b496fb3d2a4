import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBbpsComplaintsQuerySchema,
  adminBbpsComplaintsResponseSchema,
  bbpsComplaintParamsSchema,
  bbpsComplaintPaymentParamsSchema,
  bbpsComplaintResponseSchema,
  bbpsComplaintsResponseSchema,
  raiseBbpsComplaintSchema,
} from '@kosh/contract/bbps-complaints';
import {
  errorResponses,
  guardedErrorResponses,
  moneyErrorResponses,
} from '@kosh/contract/common/http';
import { bearerAuth } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import type { BbpsComplaintsService } from './bbps-complaints.service';

/**
 * BBPS complaints: a customer raises one on their own bill payment and reads theirs; the back
 * office lists them all with their age against the turnaround time.
 */
export function bbpsComplaintsRoutes(services: { bbpsComplaints: BbpsComplaintsService }) {
  const { bbpsComplaints } = services;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['Bills (BBPS)'];

    app.post('/v1/bills/payments/:id/complaints', {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Raise a BBPS complaint on a bill paid successfully (not credited, paid twice, wrong amount)',
        security: bearerAuth,
        params: bbpsComplaintPaymentParamsSchema,
        body: raiseBbpsComplaintSchema,
        response: { 201: bbpsComplaintResponseSchema, ...moneyErrorResponses },
      },
      handler: async (request, reply) => {
        const data = await bbpsComplaints.raise(
          requireAuth(request).userId,
          request.params.id,
          request.body,
        );
        void reply.code(201);
        return { result: true as const, data };
      },
    });

    app.get('/v1/bills/complaints', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The customer’s BBPS complaints, newest first, with the biller’s answers',
        security: bearerAuth,
        response: { 200: bbpsComplaintsResponseSchema, ...errorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        data: await bbpsComplaints.listOwned(requireAuth(request).userId),
      }),
    });

    app.get('/v1/bills/complaints/:id', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One of the customer’s BBPS complaints',
        security: bearerAuth,
        params: bbpsComplaintParamsSchema,
        response: { 200: bbpsComplaintResponseSchema, ...guardedErrorResponses, ...errorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        data: await bbpsComplaints.findOwned(requireAuth(request).userId, request.params.id),
      }),
    });

    app.get('/admin/bbps-complaints', {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Back office: BBPS complaints'],
        summary: 'Every BBPS complaint, oldest first, with its age and whether it is overdue',
        security: bearerAuth,
        querystring: adminBbpsComplaintsQuerySchema,
        response: { 200: adminBbpsComplaintsResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        ...(await bbpsComplaints.listAll(request.query)),
      }),
    });
  };
}
