import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import { messageText } from '@kosh/contract/messages/catalogue';
import {
  adminPinParamsSchema,
  adminPinStatusResponseSchema,
  clearPinLockRequestSchema,
  clearPinLockResponseSchema,
} from '@kosh/contract/payment-auth';
import { bearerAuth } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import type { PinAdminService } from './pin-admin.service';

const errors = { ...guardedErrorResponses, 409: errorResponseSchema };

/** The back office: a customer's payment PIN and passkeys, and clearing a lock (admin role). */
export function pinAdminRoutes(admin: PinAdminService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['Back office: payment PIN'];
    const guard = { onRequest: app.requireAdmin };

    app.get('/admin/customers/:userId/payment-auth', {
      ...guard,
      schema: {
        tags,
        summary:
          'Whether a customer has a payment PIN and passkeys, and whether payments are locked',
        security: bearerAuth,
        params: adminPinParamsSchema,
        response: { 200: adminPinStatusResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        data: await admin.status(request.params.userId),
      }),
    });

    app.post('/admin/customers/:userId/payment-auth/clear-lock', {
      ...guard,
      schema: {
        tags,
        summary: 'Clear the lock five wrong PINs set, with the reason (kept with the admin’s id)',
        description: '404 PIN_NOT_SET when the customer has no PIN.',
        security: bearerAuth,
        params: adminPinParamsSchema,
        body: clearPinLockRequestSchema,
        response: { 200: clearPinLockResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        message: messageText('PIN_LOCK_CLEARED'),
        code: 'PIN_LOCK_CLEARED' as const,
        data: await admin.clearLock(
          requireAuth(request).userId,
          request.params.userId,
          request.body,
        ),
      }),
    });
  };
}
