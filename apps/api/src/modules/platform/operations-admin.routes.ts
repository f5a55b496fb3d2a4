import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import { adminOperationsResponseSchema } from '@kosh/contract/operations';
import { bearerAuth } from '../../lib/route-schemas';
import type { OperationsService } from './operations.service';

/** The back office's page on the fleet itself: background jobs and payments waiting (admin role). */
export function operationsAdminRoutes(operations: OperationsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/admin/operations', {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Back office: operations'],
        summary: "Each background job's last runs and failures, and the payments still pending",
        security: bearerAuth,
        response: { 200: adminOperationsResponseSchema, ...guardedErrorResponses },
      },
      handler: async () => operations.overview(),
    });
  };
}
