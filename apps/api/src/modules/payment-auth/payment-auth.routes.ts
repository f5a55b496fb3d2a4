import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageText } from '@kosh/contract/messages/catalogue';
import {
  paymentAuthorisationRequestSchema,
  pinResetOtpRequestSchema,
  pinResetOtpResponseSchema,
  pinResetRequestSchema,
  paymentAuthorisationResponseSchema,
  pinStatusResponseSchema,
  setPinRequestSchema,
  setPinResponseSchema,
} from '@kosh/contract/payment-auth';
import { bearerAuth } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import { errors, ok, perUser, tags } from './route-parts';
import type { AuthorisePaymentService } from './authorise-payment.service';
import type { PasskeyAuthorisationService } from './passkey-authorisation.service';
import type { ResetPinService } from './reset-pin.service';
import type { SetPinService } from './set-pin.service';

/** The customer's payment PIN and the authorisations a debit carries (docs/payment-pin.md). */
export function paymentAuthRoutes(services: {
  pin: SetPinService;
  authorise: AuthorisePaymentService;
  reset: ResetPinService;
  withPasskey: PasskeyAuthorisationService;
}) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { pin, authorise, reset, withPasskey } = services;

    app.get('/v1/me/pin', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Whether the customer has a payment PIN, and whether wrong PINs locked payments',
        security: bearerAuth,
        response: { 200: pinStatusResponseSchema, ...errors },
      },
      handler: async (request) => ({
        ...ok,
        data: await pin.status(requireAuth(request).userId),
      }),
    });

    app.put('/v1/me/pin', {
      onRequest: app.authenticate,
      config: perUser(20),
      schema: {
        tags,
        summary: 'Set the payment PIN (a change also needs `oldPin`, the current one)',
        description:
          'Refused (400 `pin`): not 4 digits (PIN_FORMAT), one digit repeated or a run like 1234 ' +
          '(PIN_TOO_SIMPLE), the last four digits of the mobile (PIN_IS_MOBILE). A PIN already ' +
          'set without `oldPin`: 400 `oldPin` PIN_OLD_REQUIRED; a wrong `oldPin` counts as a wrong PIN.',
        security: bearerAuth,
        body: setPinRequestSchema,
        response: { 200: setPinResponseSchema, ...errors },
      },
      handler: async (request) => {
        const { code, status } = await pin.set(requireAuth(request).userId, request.body);
        return { ...ok, message: messageText(code), code, data: status };
      },
    });

    app.post('/v1/me/pin/reset/otp', {
      onRequest: app.authenticate,
      config: perUser(10),
      schema: {
        tags,
        summary: 'Forgot PIN, step 1: the login password checked, an OTP texted to the mobile',
        description:
          '403 `password` PIN_PASSWORD_WRONG; at most 5 OTPs an hour (429 OTP_TOO_MANY_FOR_NUMBER).',
        security: bearerAuth,
        body: pinResetOtpRequestSchema,
        response: { 200: pinResetOtpResponseSchema, ...errors },
      },
      handler: async (request) => {
        await reset.sendOtp(requireAuth(request).userId, request.body.password);
        return {
          ...ok,
          message: messageText('PIN_RESET_OTP_SENT'),
          code: 'PIN_RESET_OTP_SENT' as const,
        };
      },
    });

    app.post('/v1/me/pin/reset', {
      onRequest: app.authenticate,
      config: perUser(20),
      schema: {
        tags,
        summary: 'Forgot PIN, step 2: the password, the texted OTP and the new PIN (clears a lock)',
        description:
          'The OTP: 6 digits, 10 minutes, 5 tries (400 OTP_INVALID / OTP_EXPIRED / OTP_NOT_FOUND, ' +
          '429 OTP_LOCKED); the PIN follows the rules of PUT /v1/me/pin.',
        security: bearerAuth,
        body: pinResetRequestSchema,
        response: { 200: setPinResponseSchema, ...errors },
      },
      handler: async (request) => {
        const { userId } = requireAuth(request);
        await reset.reset(userId, request.body);
        return {
          ...ok,
          message: messageText('PIN_RESET_DONE'),
          code: 'PIN_RESET_DONE' as const,
          data: await pin.status(userId),
        };
      },
    });

    app.post('/v1/payment-authorisations', {
      onRequest: app.authenticate,
      config: perUser(30),
      schema: {
        tags,
        summary: 'A one-use authorisation for one wallet debit, valid for 60 seconds',
        description:
          'Checks the PIN (403 PIN_WRONG with `left`; the fifth wrong PIN in a row locks payments ' +
          'for 30 minutes: 429 PAYMENT_PIN_LOCKED with `until`), or instead a passkey’s signed ' +
          'answer (`passkey`) to the challenge of POST /api/v1/me/passkeys/assertion-options for ' +
          'the same debit (400 PASSKEY_INVALID / PASSKEY_EXPIRED). The answer’s `authorisation` ' +
          'goes with the debit in the `Payment-Authorisation` header, with the same amount, payee ' +
          '(operator or biller code, hotel itinerary code) and Idempotency-Key.',
        security: bearerAuth,
        body: paymentAuthorisationRequestSchema,
        response: { 200: paymentAuthorisationResponseSchema, ...errors },
      },
      handler: async (request) => {
        const { pin: typed, passkey, amount, payee, idempotencyKey } = request.body;
        const { userId } = requireAuth(request);
        const terms = { amountPaise: amount, payee, idempotencyKey };
        const data = passkey
          ? await withPasskey.authorise(userId, terms, passkey)
          : await authorise.withPin(userId, { ...terms, pin: typed ?? '' });
        return {
          ...ok,
          message: messageText('PAYMENT_AUTHORISED'),
          code: 'PAYMENT_AUTHORISED' as const,
          data,
        };
      },
    });
  };
}
