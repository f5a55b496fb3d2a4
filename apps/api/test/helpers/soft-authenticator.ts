import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey in software, for the API tests: what a phone's authenticator does behind
 * navigator.credentials — an ES256 key pair, attestation "none", user presence and verification
 * flags, a signature counter — answering the options the API gives exactly as a browser would
 * hand them back (WebAuthn's JSON, base64url). The browser journeys use Chromium's own virtual
 * authenticator instead.
 */

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** WebAuthn's authenticator flags: user present, user verified, attested data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftAuthenticatorOptions {
  rpId?: string;
  origin?: string;
  /** Clear the user-verified flag (a key that only checks presence). */
  noUserVerification?: boolean;
}

export function softAuthenticator(options: SoftAuthenticatorOptions = {}) {
  const rpId = options.rpId ?? 'localhost';
  const origin = options.origin ?? 'http://localhost:3000';
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;

  const flags = (extra = 0) => (options.noUserVerification ? UP : UP | UV) | extra;
  const header = (extra: number) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags(extra)]), count]);
  };
  const clientData = (type: string, challenge: string, at = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    id: b64url(credentialId),

    /** navigator.credentials.create(options) → RegistrationResponseJSON. */
    register(creation: { challenge: string }, at?: { origin?: string }) {
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        header(AT),
        Buffer.alloc(16),
        idLength,
        credentialId,
        Buffer.from(cose),
      ]);
      const statement = new Map<string, never>();
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, never> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', statement],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', creation.challenge, at?.origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },

    /** navigator.credentials.get(options) → AuthenticationResponseJSON. */
    assert(request: { challenge: string }, at?: { origin?: string; counter?: number }) {
      counter = at?.counter ?? counter + 1;
      const authData = header(0);
      const data = clientData('webauthn.get', request.challenge, at?.origin);
      const signature = createSign('sha256')
        .update(Buffer.concat([authData, sha256(data)]))
        .sign(privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
