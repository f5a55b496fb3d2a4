import type {
  PublicKeyCredentialCreationOptionsJSON as CreationOptions,
  PublicKeyCredentialRequestOptionsJSON as RequestOptions,
} from '@simplewebauthn/browser';
import type { WebauthnOptions } from '@kosh/contract/common/webauthn';

/**
 * The browser's side of passkeys (docs/passkeys.md), loaded only when a passkey is used, so no
 * screen pays for it up front. `@simplewebauthn/browser` turns the server's options into the
 * WebAuthn call and its answer back into JSON.
 */

/** An address with no domain name (127.0.0.1, [::1]): WebAuthn refuses to run there. */
const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])$/i;

/** Whether this browser, on this address, can use a passkey at all. */
export function passkeysSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.PublicKeyCredential === 'function' &&
    window.isSecureContext &&
    !IP_HOST.test(window.location.hostname)
  );
}

/** The customer dismissed the prompt, or it timed out: not an error worth more than a line. */
export function passkeyCancelled(error: unknown): boolean {
  const name = (error as { name?: string; cause?: { name?: string } } | null)?.name;
  const cause = (error as { cause?: { name?: string } } | null)?.cause?.name;
  return name === 'NotAllowedError' || cause === 'NotAllowedError' || name === 'AbortError';
}

/** navigator.credentials.create with the server's options (the same JSON, typed loosely). */
export async function createPasskey(options: WebauthnOptions) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as unknown as CreationOptions });
}

/** navigator.credentials.get: the passkey signs the challenge the server bound to one debit. */
export async function signWithPasskey(options: WebauthnOptions) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as unknown as RequestOptions });
}
