import type { ErrorCode, FieldError } from '@kosh/contract/common/errors';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_NOT_FOUND: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  SIGNATURE_INVALID: 401,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MOBILE_ALREADY_REGISTERED: 409,
  BUSINESS_RULE: 422,
  OTP_LOCKED: 429,
  OTP_COOLDOWN: 429,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PROVIDER_UNAVAILABLE: 503,
};

export interface AppErrorOptions {
  fields?: FieldError[];
  /** Only for 401s: the client signs the customer out when this is false. */
  tokenValid?: boolean;
  retryAfterSeconds?: number;
  /** What the logs get; never shown to the customer. */
  internal?: string;
  cause?: unknown;
}

/** The one error services throw: a code, a message fit for the customer, and the HTTP status. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly userMessage: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(options.internal ?? userMessage, { cause: options.cause });
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
  }
}
