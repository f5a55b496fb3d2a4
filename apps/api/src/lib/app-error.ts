import type { ErrorKind, FieldError } from '@kosh/contract/common/errors';
import {
  catalogue,
  isMessageCode,
  messageText,
  type MessageCode,
  type MessageParams,
} from '@kosh/contract/messages/catalogue';

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  VALIDATION_FAILED: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_NOT_FOUND: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  STEP_UP_REQUIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  SIGNATURE_INVALID: 401,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MOBILE_ALREADY_REGISTERED: 409,
  BUSINESS_RULE: 422,
  OTP_LOCKED: 429,
  OTP_COOLDOWN: 429,
  RATE_LIMITED: 429,
  GONE: 410,
  INTERNAL: 500,
  PROVIDER_ERROR: 502,
  PROVIDER_UNAVAILABLE: 503,
};

/** A field's refusal as a service names it: the field and the message's code. */
export interface FieldRefusal {
  field: string;
  code: MessageCode;
  params?: MessageParams;
}

export interface AppErrorOptions {
  fields?: FieldRefusal[];
  /** Fills the message's `{placeholders}`; sent beside the code so any language can fill them. */
  params?: MessageParams;
  /** Only for 401s: the client signs the customer out when this is false. */
  tokenValid?: boolean;
  retryAfterSeconds?: number;
  /**
   * Words the customer was already told, recorded with the object (a refused top-up's reason):
   * asked again, the answer repeats them. The code still says what the answer is.
   */
  recorded?: string;
  /** What the logs get; never shown to the customer. */
  internal?: string;
  cause?: unknown;
}

/** A field's refusal as the wire carries it: the code's English beside the code. */
export function fieldError(refusal: FieldRefusal): FieldError {
  return {
    field: refusal.field,
    code: refusal.code,
    message: messageText(refusal.code, refusal.params),
    ...(refusal.params ? { params: refusal.params } : {}),
  };
}

/**
 * The one error services throw (Documenso): a kind that decides the HTTP status, the catalogue's
 * code of what the customer is told (its English is looked up, never written at the throw site),
 * and what the logs get.
 */
export class AppError extends Error {
  readonly status: number;
  readonly userMessage: string;

  constructor(
    readonly kind: ErrorKind,
    readonly code: MessageCode,
    readonly options: AppErrorOptions = {},
  ) {
    const userMessage = options.recorded ?? messageText(code, options.params);
    super(options.internal ?? userMessage, { cause: options.cause });
    this.name = 'AppError';
    this.userMessage = userMessage;
    this.status = STATUS_BY_KIND[kind];
  }

  /** A 400 on one field, which is also the answer's message. */
  static invalid(field: string, code: MessageCode, params?: MessageParams): AppError {
    return new AppError('VALIDATION_FAILED', code, {
      params,
      fields: [{ field, code, ...(params ? { params } : {}) }],
    });
  }
}

/** What the customer is told of an AppError: the envelope's code, message, params and fields. */
export function appErrorBody(error: AppError) {
  return {
    code: error.code,
    message: error.userMessage,
    ...(error.options.params ? { params: error.options.params } : {}),
    ...(error.options.fields ? { errors: error.options.fields.map(fieldError) } : {}),
  };
}

/**
 * The whole answer to an AppError, as the error handler sends it (and an idempotent route
 * records it for a retry): the envelope, the code, message, params and fields, and `tokenValid`
 * for a 401.
 */
export function appErrorEnvelope(error: AppError) {
  return {
    result: false as const,
    success: false as const,
    ...appErrorBody(error),
    ...(error.options.tokenValid !== undefined ? { tokenValid: error.options.tokenValid } : {}),
  };
}

/**
 * A schema issue's code: the contract's schemas carry a catalogue code as their message
 * (`issue('AMOUNT_REQUIRED')`); zod's own messages (a field of the wrong type, an unknown enum
 * value) are English of zod's and never reach the customer — they become INVALID_VALUE.
 */
function issueCode(message: string | undefined): MessageCode {
  return isMessageCode(message) ? message : 'INVALID_VALUE';
}

/**
 * A schema issue's parameters for its message's `{placeholders}`: a custom issue's own `params`
 * (`{ field }`), or zod's bound of a too long / too short value (`{ maximum }`, `{ minimum }`).
 */
function issueParams(code: MessageCode, raw: Record<string, unknown>): { params?: MessageParams } {
  const params: MessageParams = {};
  const own = typeof raw.params === 'object' && raw.params !== null ? raw.params : {};
  const candidates: [string, unknown][] = [
    ['maximum', raw.maximum],
    ['minimum', raw.minimum],
    ...Object.entries(own),
  ];
  // Only what the message names: zod's bound of a rule whose message does not say it stays out.
  const named = new Set([...catalogue[code].matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  for (const [name, value] of candidates) {
    if (!named.has(name)) continue;
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) {
      params[name] = value;
    }
  }
  return Object.keys(params).length ? { params } : {};
}

/**
 * One schema issue as a field's refusal, from the route's schema (Fastify's validation) or a
 * route's own safeParse: `issueRefusal(issue.path.join('.'), issue.message, issue)`.
 */
export function issueRefusal(
  field: string,
  message: string | undefined,
  raw: Record<string, unknown>,
): FieldRefusal {
  const code = issueCode(message);
  return { field, code, ...issueParams(code, raw) };
}
