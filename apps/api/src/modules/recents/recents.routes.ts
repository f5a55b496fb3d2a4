import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import {
  recentDeletedResponseSchema,
  recentParamsSchema,
  recentResponseSchema,
  recentsQuerySchema,
  recentsResponseSchema,
  updateRecentSchema,
} from '@kosh/contract/recents';
import { bearerAuth } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import type { RecentsService } from './recents.service';

/** The customer's saved numbers and billers: GET by kind, PATCH (name, pin, reminders), DELETE. */
export function recentsRoutes(recents: RecentsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['Recents'];
    const errors = guardedErrorResponses;

    app.get('/v1/me/recents', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Numbers and billers paid successfully, of one kind: pinned first, then newest',
        security: bearerAuth,
        querystring: recentsQuerySchema,
        response: { 200: recentsResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        data: await recents.list(requireAuth(request).userId, request.query.kind),
      }),
    });

    app.patch('/v1/me/recents/:id', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Name ("Mom’s phone"; empty clears it), pin or unpin, turn bill reminders off/on',
        security: bearerAuth,
        params: recentParamsSchema,
        body: updateRecentSchema,
        response: { 200: recentResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        data: await recents.update(requireAuth(request).userId, request.params.id, request.body),
      }),
    });

    app.delete('/v1/me/recents/:id', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Forget a saved number or biller (a later payment saves it again)',
        security: bearerAuth,
        params: recentParamsSchema,
        response: { 200: recentDeletedResponseSchema, ...errors },
      },
      handler: async (request) => {
        await recents.remove(requireAuth(request).userId, request.params.id);
        return { result: true as const };
      },
    });
  };
}
