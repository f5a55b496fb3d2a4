import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgetPassRequestSchema,
  forgetPassResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  sendOtpRequestSchema,
  sendOtpResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '@kosh/contract/auth';
import { requireAuth } from '../../plugins/auth';
import { clientContext } from '../../lib/request-context';
import { errorResponses, guardedErrorResponses } from '@kosh/contract/common/http';
import { authRateLimit, bearerAuth } from '../../lib/route-schemas';
import type { LoginService } from './login.service';
import type { PasswordResetService } from './password-reset.service';
import type { RegistrationService } from './registration.service';

export function authRoutes(services: {
  registration: RegistrationService;
  login: LoginService;
  passwordReset: PasswordResetService;
}) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['Accounts'];

    app.post('/user/sendOtp', {
      config: authRateLimit,
      schema: {
        tags,
        summary: 'Start sign-up: validate the details and text a 6-digit OTP',
        body: sendOtpRequestSchema,
        response: { 200: sendOtpResponseSchema, ...errorResponses },
      },
      handler: (request) => services.registration.sendOtp(request.body, clientContext(request)),
    });

    app.post('/user/verifyOtp', {
      config: authRateLimit,
      schema: {
        tags,
        summary: 'Finish sign-up: check the OTP, open the account and wallet, log in',
        body: verifyOtpRequestSchema,
        response: { 200: verifyOtpResponseSchema, ...errorResponses },
      },
      handler: (request) => services.registration.verifyOtp(request.body, clientContext(request)),
    });

    app.post('/user/login', {
      config: { ...authRateLimit, validationMessage: 'LOGIN_FIELDS_INVALID' },
      schema: {
        tags,
        summary: 'Log in with mobile number and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
      handler: (request) => services.login.login(request.body, clientContext(request)),
    });

    app.post('/user/forgetPass', {
      config: authRateLimit,
      schema: {
        tags,
        summary: 'Text a one-time temporary password to a registered number',
        description: 'Answers the same for registered and unknown numbers.',
        body: forgetPassRequestSchema,
        response: { 200: forgetPassResponseSchema, ...errorResponses },
      },
      handler: (request) =>
        services.passwordReset.forgetPass(request.body.mobile, clientContext(request)),
    });

    app.post('/v1/auth/logout', {
      onRequest: app.authenticate,
      config: { whilePasswordTemporary: true },
      schema: {
        tags,
        summary: 'Log out: the token stops working at once',
        security: bearerAuth,
        response: { 200: logoutResponseSchema, ...guardedErrorResponses },
      },
      handler: (request) => services.login.logout(requireAuth(request).sessionId),
    });
  };
}
