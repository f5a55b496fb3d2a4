import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { WebauthnOptions } from '@kosh/contract/common/webauthn';
import { AppError } from '../../lib/app-error';

/**
 * Kosh as a WebAuthn relying party (docs/passkeys.md): the domain passkeys belong to, and which
 * web origins may use them. With no list configured, the browser's own rule: https on the domain
 * or a subdomain of it, or — for development and the sandbox — any port of http://localhost.
 */
export interface RelyingParty {
  rpId: string;
  rpName: string;
  /** The origin a browser's answer was made on, if Kosh accepts it; else a refusal. */
  acceptedOrigin(clientDataJSON: string): { origin: string; challenge: string };
}

/** How long the customer has to touch the sensor, and how long a challenge is kept for it. */
export const WEBAUTHN_TIMEOUT_MS = 120_000;
export const CHALLENGE_TTL_MS = 3 * 60_000;

export function createRelyingParty(config: {
  rpId: string;
  origins: string[] | undefined;
}): RelyingParty {
  const { rpId, origins } = config;

  function allowed(origin: string): boolean {
    if (origins) return origins.includes(origin);
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.origin !== origin) return false;
    const onDomain = url.hostname === rpId || url.hostname.endsWith(`.${rpId}`);
    return onDomain && (url.protocol === 'https:' || url.hostname === 'localhost');
  }

  return {
    rpId,
    rpName: 'Kosh',
    acceptedOrigin(clientDataJSON) {
      let data: unknown;
      try {
        data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
      } catch {
        throw AppError.invalid('passkey', 'PASSKEY_INVALID');
      }
      const { origin, challenge } = (data ?? {}) as { origin?: unknown; challenge?: unknown };
      if (typeof origin !== 'string' || typeof challenge !== 'string' || !allowed(origin)) {
        throw AppError.invalid('passkey', 'PASSKEY_INVALID');
      }
      return { origin, challenge };
    },
  };
}

/** The library's options as the answer's schema types them (the same JSON, read loosely). */
export const asWebauthnOptions = (options: { challenge: string }) =>
  options as unknown as WebauthnOptions;
