import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageText } from '@kosh/contract/messages/catalogue';
import {
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  categoryParamsSchema,
  createCategoryRequestSchema,
  updateCategoryRequestSchema,
} from '@kosh/contract/support';
import { bearerAuth } from '../../lib/route-schemas';
import type { SupportCategoriesService } from './support-categories.service';
import { agentTags, errors, perUser } from './support-route-helpers';

/** The back office's categories: every one with its receiver, a new one, and changes. */
export function supportCategoriesRoutes(categories: SupportCategoriesService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const admin = { onRequest: app.requireAdmin };
    const adminTags = agentTags;

    app.get('/admin/support/categories', {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'Every category, active or not, with its receiver and open tickets',
        security: bearerAuth,
        response: { 200: adminCategoryListResponseSchema, ...errors },
      },
      handler: async () => ({
        result: true as const,
        success: true as const,
        data: await categories.all(),
      }),
    });

    app.post('/admin/support/categories', {
      ...admin,
      config: perUser(60),
      schema: {
        tags: adminTags,
        summary: 'A new category (name unique whatever its case)',
        security: bearerAuth,
        body: createCategoryRequestSchema,
        response: { 200: adminCategoryResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        message: messageText('TICKET_CATEGORY_SAVED'),
        data: await categories.create(request.body),
      }),
    });

    app.patch('/admin/support/categories/:id', {
      ...admin,
      config: perUser(60),
      schema: {
        tags: adminTags,
        summary: 'Rename a category, (de)activate it or choose who receives it',
        security: bearerAuth,
        params: categoryParamsSchema,
        body: updateCategoryRequestSchema,
        response: { 200: adminCategoryResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        message: messageText('TICKET_CATEGORY_SAVED'),
        data: await categories.update(request.params.id, request.body),
      }),
    });
  };
}
