/** Every error code the API answers with. SCREAMING_SNAKE, one enum (CONVENTIONS). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
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
