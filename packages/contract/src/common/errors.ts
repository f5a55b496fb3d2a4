import type { MessageCode, MessageParams } from '../messages/catalogue';

/**
 * What kind of refusal an error is: it decides the HTTP status (apps/api/src/lib/app-error.ts).
 * The wire's `code` is the message's own code from the catalogue (INSUFFICIENT_BALANCE,
 * OTP_EXPIRED…), which says exactly what happened; the kind only says how loudly.
 */
export const ERROR_KINDS = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** 409: the first request under this Idempotency-Key is still running (its lease has not expired). */
  'IDEMPOTENCY_IN_PROGRESS',
  /** 409: the Idempotency-Key was used before for a different request. */
  'IDEMPOTENCY_KEY_REUSED',
  /** 401: a webhook or callback whose signature does not verify. */
  'SIGNATURE_INVALID',
  /** 413: a body (an upload) over its limit, refused as soon as the limit is passed. */
  'PAYLOAD_TOO_LARGE',
  /** 415: a body in a content type the route does not take. */
  'UNSUPPORTED_MEDIA_TYPE',
  'MOBILE_ALREADY_REGISTERED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'OTP_NOT_FOUND',
  'OTP_COOLDOWN',
  'INVALID_CREDENTIALS',
  /** 401: the credentials need a second factor first (an OTP texted to the number). */
  'STEP_UP_REQUIRED',
  'RATE_LIMITED',
  /** 410: what the request names existed but is over (a hotel search session past its hour). */
  'GONE',
  /** 502: a provider answered, with its own error (a hotel it cannot price). */
  'PROVIDER_ERROR',
  'PROVIDER_UNAVAILABLE',
  'BUSINESS_RULE',
  'INTERNAL',
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

/** One field's refusal on the wire: the field, the code, the code's English text. */
export interface FieldError {
  field: string;
  code: MessageCode;
  message: string;
  params?: MessageParams;
}
