import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageText } from '@kosh/contract/messages/catalogue';
import {
  addPasskeyRequestSchema,
  passkeyAssertionOptionsRequestSchema,
  passkeyListResponseSchema,
  passkeyOptionsResponseSchema,
  passkeyParamsSchema,
  passkeyRegistrationOptionsRequestSchema,
  passkeyResponseSchema,
  removePasskeyResponseSchema,
  renamePasskeyRequestSchema,
} from '@kosh/contract/passkeys';
import { bearerAuth } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import { errors, ok, perUser, tags } from './route-parts';
import type { PasskeyAuthorisationService } from './passkey-authorisation.service';
import type { RegisterPasskeyService } from './register-passkey.service';

/** The customer's passkeys, and the challenge a payment's passkey signs (docs/passkeys.md). */
export function passkeysRoutes(services: {
  register: RegisterPasskeyService;
  withPasskey: PasskeyAuthorisationService;
}) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { register, withPasskey } = services;

    app.get('/v1/me/passkeys', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The customer’s passkeys (names and dates; never a key)',
        security: bearerAuth,
        response: { 200: passkeyListResponseSchema, ...errors },
      },
      handler: async (request) => ({
        ...ok,
        data: { passkeys: await register.list(requireAuth(request).userId) },
      }),
    });

    app.post('/v1/me/passkeys/registration-options', {
      onRequest: app.authenticate,
      config: perUser(20),
      schema: {
        tags,
        summary: 'Adding a passkey, step 1: the PIN checked, the options for the browser',
        description:
          'The PIN is checked and counted like any PIN (403 PIN_WRONG, 429 PAYMENT_PIN_LOCKED; ' +
          '422 PIN_NOT_SET without one). At most 10 passkeys (409 PASSKEY_LIMIT). The answer’s ' +
          '`options` go to the browser’s navigator.credentials.create (startRegistration).',
        security: bearerAuth,
        body: passkeyRegistrationOptionsRequestSchema,
        response: { 200: passkeyOptionsResponseSchema, ...errors },
      },
      handler: async (request) => ({
        ...ok,
        data: { options: await register.options(requireAuth(request).userId, request.body.pin) },
      }),
    });

    app.post('/v1/me/passkeys', {
      onRequest: app.authenticate,
      config: perUser(20),
      schema: {
        tags,
        summary: 'Adding a passkey, step 2: the browser’s new credential and its name',
        description:
          'Checked against the challenge of step 1 (used once, 3 minutes: 400 PASSKEY_EXPIRED), ' +
          'the relying party and origin, with user verification (400 PASSKEY_INVALID). 409 ' +
          'PASSKEY_ALREADY_ADDED for a credential already registered. The customer is texted.',
        security: bearerAuth,
        body: addPasskeyRequestSchema,
        response: { 200: passkeyResponseSchema, ...errors },
      },
      handler: async (request) => ({
        ...ok,
        message: messageText('PASSKEY_ADDED'),
        code: 'PASSKEY_ADDED' as const,
        data: await register.add(requireAuth(request).userId, request.body),
      }),
    });

    app.patch('/v1/me/passkeys/:id', {
      onRequest: app.authenticate,
      config: perUser(30),
      schema: {
        tags,
        summary: 'Rename one of the customer’s passkeys',
        security: bearerAuth,
        params: passkeyParamsSchema,
        body: renamePasskeyRequestSchema,
        response: { 200: passkeyResponseSchema, ...errors },
      },
      handler: async (request) => ({
        ...ok,
        message: messageText('PASSKEY_RENAMED'),
        code: 'PASSKEY_RENAMED' as const,
        data: await register.rename(
          requireAuth(request).userId,
          request.params.id,
          request.body.name,
        ),
      }),
    });

    app.delete('/v1/me/passkeys/:id', {
      onRequest: app.authenticate,
      config: perUser(30),
      schema: {
        tags,
        summary: 'Remove one of the customer’s passkeys (the PIN still confirms payments)',
        security: bearerAuth,
        params: passkeyParamsSchema,
        response: { 200: removePasskeyResponseSchema, ...errors },
      },
      handler: async (request) => {
        await register.remove(requireAuth(request).userId, request.params.id);
        return { ...ok, message: messageText('PASSKEY_REMOVED'), code: 'PASSKEY_REMOVED' as const };
      },
    });

    app.post('/v1/me/passkeys/assertion-options', {
      onRequest: app.authenticate,
      config: perUser(30),
      schema: {
        tags,
        summary: 'A payment confirmed with a passkey, step 1: a challenge bound to the debit',
        description:
          'The same `amount`, `payee` and `idempotencyKey` as the authorisation will name. 409 ' +
          'PASSKEY_NONE without a passkey; 429 PAYMENT_PIN_LOCKED while wrong PINs lock payments. ' +
          'The answer’s `options` go to navigator.credentials.get (startAuthentication); its ' +
          'result goes to POST /api/v1/payment-authorisations as `passkey`.',
        security: bearerAuth,
        body: passkeyAssertionOptionsRequestSchema,
        response: { 200: passkeyOptionsResponseSchema, ...errors },
      },
      handler: async (request) => {
        const { amount, payee, idempotencyKey } = request.body;
        const options = await withPasskey.options(requireAuth(request).userId, {
          amountPaise: amount,
          payee,
          idempotencyKey,
        });
        return { ...ok, data: { options } };
      },
    });
  };
}
