import { z } from 'zod';
import { hasControlCharacter } from './common/patterns';
import { uuidParamsSchema } from './common/http';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { issue } from './messages/catalogue';
import { debitTermsShape, pinSchema } from './payment-auth';
import { passkeyRegistrationSchema, webauthnOptionsSchema } from './common/webauthn';

/**
 * Passkeys (WebAuthn) that confirm a payment instead of the PIN (docs/passkeys.md): registering
 * one, naming and removing them, and the challenge a payment's passkey signs.
 */

/** At most this many passkeys per customer (a phone, a laptop, a security key or two). */
export const MAX_PASSKEYS = 10;
export const PASSKEY_NAME_MAX = 40;

/** What the customer calls it ("My phone"): one line of ordinary characters. */
const passkeyName = text({ error: issue('PASSKEY_NAME_REQUIRED') })
  .trim()
  .min(1, issue('PASSKEY_NAME_REQUIRED'))
  .max(PASSKEY_NAME_MAX, issue('PASSKEY_NAME_TOO_LONG'))
  .refine((value) => !hasControlCharacter(value), issue('PASSKEY_NAME_REQUIRED'));

export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** When it last confirmed a payment; null until it does. */
  lastUsedAt: z.iso.datetime().nullable(),
  /** Synced between the customer's devices (a platform passkey), or bound to one authenticator. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

// GET /api/v1/me/passkeys
export const passkeyListResponseSchema = successEnvelope(['result', 'success', 'tokenValid'], {
  data: z.object({ passkeys: z.array(passkeySchema) }),
});
export type PasskeyListResponse = z.infer<typeof passkeyListResponseSchema>;

// POST /api/v1/me/passkeys/registration-options {pin}: the PIN first, so a session token alone
// cannot add a way to pay.
export const passkeyRegistrationOptionsRequestSchema = z.object({ pin: pinSchema });
export type PasskeyRegistrationOptionsRequest = z.infer<
  typeof passkeyRegistrationOptionsRequestSchema
>;
export const passkeyOptionsResponseSchema = successEnvelope(['result', 'success', 'tokenValid'], {
  data: z.object({ options: webauthnOptionsSchema }),
});
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponseSchema>;

// POST /api/v1/me/passkeys {name, response}
export const addPasskeyRequestSchema = z.object({
  name: passkeyName,
  response: passkeyRegistrationSchema,
});
export type AddPasskeyRequest = z.input<typeof addPasskeyRequestSchema>;
export const passkeyResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message', 'code'],
  { data: passkeySchema },
);
export type PasskeyResponse = z.infer<typeof passkeyResponseSchema>;

// PATCH /api/v1/me/passkeys/{id} {name}; DELETE /api/v1/me/passkeys/{id}
export const passkeyParamsSchema = uuidParamsSchema('PASSKEY_NOT_FOUND');
export const renamePasskeyRequestSchema = z.object({ name: passkeyName });
export type RenamePasskeyRequest = z.infer<typeof renamePasskeyRequestSchema>;
export const removePasskeyResponseSchema = successEnvelope([
  'result',
  'success',
  'tokenValid',
  'message',
  'code',
]);

// POST /api/v1/me/passkeys/assertion-options {amount, payee, idempotencyKey}: a challenge bound to
// one debit, which the passkey signs; the signed answer goes to POST /api/v1/payment-authorisations.
export const passkeyAssertionOptionsRequestSchema = z.object(debitTermsShape);
export type PasskeyAssertionOptionsRequest = z.input<typeof passkeyAssertionOptionsRequestSchema>;
