import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addContactRequestSchema,
  addContactResponseSchema,
  contactListResponseSchema,
  supportLineResponseSchema,
} from '@kosh/contract/content';
import { errorResponses, guardedErrorResponses, pageQuerySchema } from '@kosh/contract/common/http';
import { bearerAuth } from '../../lib/route-schemas';
import type { ContactService } from './contact.service';

const pageQuery = pageQuerySchema;

export function contactRoutes(services: { contact: ContactService }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/support-line', {
      schema: {
        tags: ['Contact'],
        summary: 'The customer-care phone line and its hours (public; Contact Us shows them)',
        response: { 200: supportLineResponseSchema },
      },
      handler: (_request, reply) => {
        // The same for everyone and it changes only with a restart: phones may keep it a while.
        void reply.header('cache-control', 'public, max-age=300');
        return services.contact.supportLine();
      },
    });

    app.post('/contact/addContact', {
      onRequest: app.authenticateIfPresent,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['Contact'],
        summary: 'Send a message to Kosh support',
        body: addContactRequestSchema,
        response: { 200: addContactResponseSchema, ...errorResponses },
      },
      handler: (request) =>
        services.contact.add(request.body, {
          ip: request.ip,
          userId: request.auth?.userId ?? null,
        }),
    });

    app.get('/admin/contacts', {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Back office: contact messages'],
        summary: 'Contact messages, newest first',
        security: bearerAuth,
        querystring: pageQuery,
        response: { 200: contactListResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        ...(await services.contact.list(request.query)),
      }),
    });
  };
}
