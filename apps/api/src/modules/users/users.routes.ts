import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userGetResponseSchema } from '@kosh/contract/auth';
import { messages } from '@kosh/contract/messages';
import { AppError } from '../../lib/app-error';
import { bearerAuth, guardedErrorResponses } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import type { UsersService } from './users.service';

export function usersRoutes(services: { users: UsersService }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/user/get', {
      preHandler: app.authenticate,
      schema: {
        tags: ['Accounts'],
        summary: "The logged-in customer's profile",
        security: bearerAuth,
        response: { 200: userGetResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => {
        const user = await services.users.findById(requireAuth(request).userId);
        if (!user)
          throw new AppError('UNAUTHENTICATED', messages.sessionExpired, { tokenValid: false });
        return {
          result: true as const,
          success: true as const,
          tokenValid: true as const,
          data: {
            userId: user.publicId,
            name: user.name,
            user_img: user.imagePath,
            mobile: user.mobile,
            emailId: user.email,
            role: user.role,
          },
        };
      },
    });
  };
}
