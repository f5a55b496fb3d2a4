import { z } from 'zod';
import { issue } from '../messages/catalogue';

/**
 * WebAuthn's JSON, as the browser hands it over (what `@simplewebauthn/browser` returns): checked
 * here for its form only, so a malformed one is a clear 400; whether it is genuine is the server's
 * WebAuthn check (docs/passkeys.md).
 */

/** base64url, as WebAuthn's JSON carries every binary field. */
const base64url = (max: number) =>
  z
    .string({ error: issue('PASSKEY_INVALID') })
    .min(1, issue('PASSKEY_INVALID'))
    .max(max, issue('PASSKEY_INVALID'))
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, issue('PASSKEY_INVALID'));

const credentialBase = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', { error: issue('PASSKEY_INVALID') }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** What `startRegistration()` returns: the new credential and its attestation. */
export const passkeyRegistrationSchema = z.object(
  {
    ...credentialBase,
    response: z.object(
      {
        clientDataJSON: base64url(4096),
        attestationObject: base64url(16_384),
        authenticatorData: base64url(4096).optional(),
        transports: z.array(z.string().max(20)).max(10).optional(),
        publicKeyAlgorithm: z.number().int().optional(),
        publicKey: base64url(2048).optional(),
      },
      { error: issue('PASSKEY_INVALID') },
    ),
  },
  { error: issue('PASSKEY_INVALID') },
);

/** What `startAuthentication()` returns: the passkey's signature over Kosh's challenge. */
export const passkeyAssertionSchema = z.object(
  {
    ...credentialBase,
    response: z.object(
      {
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(4096),
        signature: base64url(1024),
        userHandle: base64url(256).optional(),
      },
      { error: issue('PASSKEY_INVALID') },
    ),
  },
  { error: issue('PASSKEY_INVALID') },
);
export type PasskeyAssertion = z.input<typeof passkeyAssertionSchema>;

/**
 * The options the browser's WebAuthn call takes, as the server made them (challenge, relying
 * party, allowed credentials…): passed to `startRegistration` / `startAuthentication` untouched.
 */
export const webauthnOptionsSchema = z.looseObject({ challenge: z.string() });
export type WebauthnOptions = z.infer<typeof webauthnOptionsSchema>;

/** What the customer calls it ("My phone"): one line of ordinary characters. */
