import { hexDigestsMatch, hmacSha256Hex } from '../lib/hmac';

/**
 * What a provider sends Kosh on its own (status callbacks, booking callbacks), as every port that
 * has an incoming half reads it: the adapter checks the vendor's signature and reads the vendor's
 * body; the module sees only the port's event.
 */

/** A request header by its (lower-case) name: its first value, or undefined. */
export type HeaderReader = (name: string) => string | undefined;

/** How a provider's deliveries prove their sender. */
export interface CallbackSignature {
  /** How the deliveries are signed and deduplicated, for the API's documentation. */
  readonly description: string;
  /** Whether the delivery carries the provider's valid signature over these exact bytes. */
  isSigned(header: HeaderReader, rawBody: Buffer): boolean;
}

/**
 * A delivery that is not the provider's (unsigned), not a JSON object, or one that lacks what the
 * port's event needs (`incomplete`; `detail` says what, for the log).
 */
export class CallbackRejectedError extends Error {
  constructor(
    readonly reason: 'unsigned' | 'not_json' | 'not_object' | 'incomplete',
    readonly detail?: string,
  ) {
    super(`callback rejected: ${reason}${detail ? ` (${detail})` : ''}`);
    this.name = 'CallbackRejectedError';
  }
}

/** Signed by the hex HMAC-SHA256 of the raw body with a shared secret, in one header. */
export function hmacHeaderSignature(
  headerName: string,
  secret: string,
  description: string,
): CallbackSignature {
  return {
    description,
    isSigned(header, rawBody) {
      const signature = header(headerName);
      return !!signature && hexDigestsMatch(hmacSha256Hex(secret, rawBody), signature);
    },
  };
}

/**
 * A signed delivery's body as a JSON object; otherwise throws what `reject` makes of the reason
 * (a CallbackRejectedError unless the port names its own error).
 */
export function readSignedObject(
  signature: Pick<CallbackSignature, 'isSigned'>,
  header: HeaderReader,
  rawBody: Buffer,
  reject: (reason: 'unsigned' | 'not_json' | 'not_object') => Error = (reason) =>
    new CallbackRejectedError(reason),
): Record<string, unknown> {
  if (!signature.isSigned(header, rawBody)) throw reject('unsigned');
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw reject('not_json');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw reject('not_object');
  return body as Record<string, unknown>;
}
