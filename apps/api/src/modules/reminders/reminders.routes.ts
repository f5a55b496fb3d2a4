import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import {
  dueBillsResponseSchema,
  reminderSettingsResponseSchema,
  reminderSettingsSchema,
} from '@kosh/contract/reminders';
import { bearerAuth } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import type { BillRemindersService } from './bill-reminders.service';
import type { ReminderSettingsService } from './reminder-settings.service';

const tags = ['Bill reminders'];

/**
 * GET and PUT /api/v1/me/reminders: the signed-in customer's own choices; GET
 * /api/v1/me/reminders/due: the bills they were reminded of, still to fall due.
 */
export function remindersRoutes(services: {
  reminderSettings: ReminderSettingsService;
  billReminders: Pick<BillRemindersService, 'dueFor'>;
}) {
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

    app.get('/v1/me/reminders/due', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Bills the customer was reminded of that fall due today or later, soonest first',
        security: bearerAuth,
        response: { 200: dueBillsResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        data: await services.billReminders.dueFor(requireAuth(request).userId),
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
