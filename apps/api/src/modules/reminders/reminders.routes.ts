import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import { reminderSettingsResponseSchema, reminderSettingsSchema } from '@kosh/contract/reminders';
import { bearerAuth } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import type { ReminderSettingsService } from './reminder-settings.service';

const tags = ['Bill reminders'];

/** GET and PUT /api/v1/me/reminders: the signed-in customer's own choices. */
export function remindersRoutes(services: { reminderSettings: ReminderSettingsService }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/me/reminders', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Whether bill reminders are on, and how many days before a due date they come',
        security: bearerAuth,
        response: { 200: reminderSettingsResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        data: await services.reminderSettings.find(requireAuth(request).userId),
      }),
    });

    app.put('/v1/me/reminders', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Turns bill reminders on or off and sets their window (1–7 days)',
        security: bearerAuth,
        body: reminderSettingsSchema,
        response: { 200: reminderSettingsResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        data: await services.reminderSettings.save(requireAuth(request).userId, request.body),
      }),
    });
  };
}
