import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userGetResponseSchema } from '@kosh/contract/auth';
import {
  updateProfileFormSchema,
  updateProfileResponseSchema,
  PROFILE_IMAGE_MAX_BYTES,
  setLanguageRequestSchema,
  setLanguageResponseSchema,
} from '@kosh/contract/profile';
import { messageText } from '@kosh/contract/messages/catalogue';
import { AppError } from '../../lib/app-error';
import { publicFileUrl } from '../../providers/files/file-store';
import { readMultipart } from '../../lib/multipart';
import type { ProfileService } from './profile.service';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import { bearerAuth } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import type { UsersService } from './users.service';

export function usersRoutes(services: { users: UsersService; profile: ProfileService }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/user/get', {
      onRequest: app.authenticate,
      config: { whilePasswordTemporary: true },
      schema: {
        tags: ['Accounts'],
        summary: "The logged-in customer's profile",
        security: bearerAuth,
        response: { 200: userGetResponseSchema, ...guardedErrorResponses },
      },
      handler: (request, reply) =>
        app.customerRead(request, reply, async (userId) => {
          const user = await services.users.findById(userId);
          if (!user) {
            throw new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED', { tokenValid: false });
          }
          return {
            result: true as const,
            success: true as const,
            tokenValid: true as const,
            data: {
              userId: user.publicId,
              name: user.name,
              user_img: publicFileUrl(user.imagePath),
              mobile: user.mobile,
              emailId: user.email,
              role: user.role,
            },
          };
        }),
    });

    app.post('/v1/user/language', {
      onRequest: app.authenticate,
      config: { whilePasswordTemporary: true },
      schema: {
        tags: ['Accounts'],
        summary: 'The language the customer reads Kosh in: their SMS are sent in it',
        security: bearerAuth,
        body: setLanguageRequestSchema,
        response: { 200: setLanguageResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => {
        const { language } = request.body;
        await services.users.setLanguage(requireAuth(request).userId, language);
        return {
          result: true as const,
          success: true as const,
          message: messageText('LANGUAGE_SAVED'),
          code: 'LANGUAGE_SAVED' as const,
          data: { language },
        };
      },
    });

    app.post('/user/updateProfile', {
      onRequest: app.authenticate,
      // The current password is checked here: cap the guesses a stolen session could make.
      config: {
        rateLimit: { max: 10, timeWindow: '10 minutes' },
        form: updateProfileFormSchema,
        // How a customer who logged in with a temporary password chooses a new one.
        whilePasswordTemporary: true,
      },
      schema: {
        tags: ['Accounts'],
        summary:
          'Change the profile image and/or the password (multipart: name, user_img, oldPassword, newPassword)',
        description:
          'user_img: JPEG, PNG or WebP, at most 2 MB, checked by content and re-encoded. A password change needs ' +
          'oldPassword and ends every other session of the account.',
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        response: { 200: updateProfileResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => {
        const auth = requireAuth(request);
        const { fields, files } = await readMultipart(request, {
          fileFields: ['user_img'],
          maxFileBytes: PROFILE_IMAGE_MAX_BYTES,
          maxFileLabel: '2 MB',
        });
        return services.profile.update(auth.userId, auth.sessionId, {
          name: fields.name,
          oldPassword: fields.oldPassword || undefined,
          newPassword: fields.newPassword || undefined,
          image: files.user_img?.data,
        });
      },
    });
  };
}
