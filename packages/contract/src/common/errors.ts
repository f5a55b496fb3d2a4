/** Every error code the API answers with. SCREAMING_SNAKE, one enum (CONVENTIONS). */
export const ERROR_CODES = [
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
  /** 415: a body in a content type the route does not take. */
  'UNSUPPORTED_MEDIA_TYPE',
  'MOBILE_ALREADY_REGISTERED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'OTP_NOT_FOUND',
  'OTP_COOLDOWN',
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'PROVIDER_UNAVAILABLE',
  'BUSINESS_RULE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface FieldError {
  field: string;
  message: string;
}
