import { z } from 'zod';
import { istWallClock } from './common/ist-day';
import { passkeyAssertionSchema } from './common/webauthn';
import { successEnvelope } from './common/success';
import { MAX_PAISE } from './common/money';
import { issue, type MessageCode } from './messages/catalogue';
import { rupeeAmount } from './wallet';

/**
 * The payment PIN and the one-use authorisation every wallet debit carries once a PIN is set
 * (docs/payment-pin.md): what the customer may choose as a PIN, the calls' payloads and answers.
 */

export const PIN_LENGTH = 4;
/** Wrong PINs in a row before payments lock, and for how long. */
export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LOCK_MINUTES = 30;
/** How long an authorisation may wait for its debit. */
export const AUTHORISATION_TTL_SECONDS = 60;
/** The header a debit carries its authorisation in. */
export const PAYMENT_AUTHORISATION_HEADER = 'payment-authorisation';

const PIN_PATTERN = /^\d{4}$/;

/** A run of digits going up or down by one each step (1234, 4321, 7890 is not: 0 follows 9 only up). */
function isRun(pin: string): boolean {
  const steps = [...pin].slice(1).map((digit, i) => Number(digit) - Number(pin[i]));
  return steps.every((step) => step === 1) || steps.every((step) => step === -1);
}

/**
 * Why a PIN may not be chosen, or null: not four digits, one digit four times (0000), a run
 * (1234, 4321) or the last four digits of the customer's own mobile.
 */
export function pinRefusal(pin: string, mobile?: string): MessageCode | null {
  if (!PIN_PATTERN.test(pin)) return issue('PIN_FORMAT');
  if (new Set(pin).size === 1 || isRun(pin)) return issue('PIN_TOO_SIMPLE');
  if (mobile && mobile.endsWith(pin)) return issue('PIN_IS_MOBILE');
  return null;
}

/** A lock's end as the customer reads it, India's clock (texts, messages, screens): 29-11-2026 15:00. */
export function lockEndWords(until: Date | string): string {
  const c = istWallClock(until);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(c.day)}-${two(c.month)}-${c.year} ${two(c.hour)}:${two(c.minute)}`;
}

/** A PIN as typed: four digits (whether it is allowed is `pinRefusal`, which knows the mobile). */
export const pinSchema = z
  .string({ error: issue('PIN_FORMAT') })
  .regex(PIN_PATTERN, issue('PIN_FORMAT'));

// GET /api/v1/me/pin
export const pinStatusSchema = z.object({
  hasPin: z.boolean(),
  /** While wrong PINs lock payments: until when (ISO 8601). */
  lockedUntil: z.string().nullable(),
  /** Wrong PINs left before the lock. */
  attemptsLeft: z.number().int(),
  /** How many passkeys the customer has: where there are any, the confirm step offers one first. */
  passkeys: z.number().int(),
});
export type PinStatus = z.infer<typeof pinStatusSchema>;
export const pinStatusResponseSchema = successEnvelope(['result', 'success', 'tokenValid'], {
  data: pinStatusSchema,
});
export type PinStatusResponse = z.infer<typeof pinStatusResponseSchema>;

// PUT /api/v1/me/pin {pin, oldPin?}: the first set, or a change (which needs the current PIN)
export const setPinRequestSchema = z.object({
  pin: pinSchema,
  oldPin: pinSchema.optional(),
});
export type SetPinRequest = z.infer<typeof setPinRequestSchema>;
export const setPinResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message', 'code'],
  { data: pinStatusSchema },
);
export type SetPinResponse = z.infer<typeof setPinResponseSchema>;

// POST /api/v1/me/pin/reset/otp {password}: forgot PIN, step 1 (an OTP texted to the mobile)
export const pinResetOtpRequestSchema = z.object({
  password: z.string({ error: issue('PASSWORD_REQUIRED') }).min(1, issue('PASSWORD_REQUIRED')),
});
export type PinResetOtpRequest = z.infer<typeof pinResetOtpRequestSchema>;
export const pinResetOtpResponseSchema = successEnvelope([
  'result',
  'success',
  'tokenValid',
  'message',
  'code',
]);

// POST /api/v1/me/pin/reset {password, otp, pin}: forgot PIN, step 2
export const pinResetRequestSchema = z.object({
  password: z.string({ error: issue('PASSWORD_REQUIRED') }).min(1, issue('PASSWORD_REQUIRED')),
  otp: z.string({ error: issue('OTP_FORMAT') }).regex(/^\d{6}$/, issue('OTP_FORMAT')),
  pin: pinSchema,
});
export type PinResetRequest = z.infer<typeof pinResetRequestSchema>;

/** What one debit is, as its authorisation (and a passkey's challenge) names it. */
export const debitTermsShape = {
  /** The debit's amount in rupees, as its own call sends it. */
  amount: rupeeAmount({
    min: 1n,
    max: MAX_PAISE,
    messages: { required: issue('AMOUNT_REQUIRED'), min: issue('AMOUNT_INVALID') },
  }),
  /**
   * Who is paid: a recharge's or bill's operator code, a hotel booking's itinerary code (later a
   * receiver's mobile, `own`, a beneficiary id).
   */
  payee: z
    .string({ error: issue('PAYMENT_PAYEE_REQUIRED') })
    .trim()
    .min(1, issue('PAYMENT_PAYEE_REQUIRED'))
    .max(200, issue('PAYMENT_PAYEE_REQUIRED')),
  /** The Idempotency-Key the debit will be sent with. */
  idempotencyKey: z
    .string({ error: issue('IDEMPOTENCY_KEY_FORMAT') })
    .min(1, issue('IDEMPOTENCY_KEY_FORMAT'))
    .max(200, issue('IDEMPOTENCY_KEY_FORMAT')),
};

// POST /api/v1/payment-authorisations {pin | passkey, amount, payee, idempotencyKey}: the PIN, or
// a passkey's signature over the challenge POST /api/v1/me/passkeys/assertion-options gave.
export const paymentAuthorisationRequestSchema = z
  .object({
    pin: pinSchema.optional(),
    /** A passkey's signature over its challenge (`startAuthentication()`), instead of the PIN. */
    passkey: passkeyAssertionSchema.optional(),
    ...debitTermsShape,
  })
  .superRefine((body, ctx) => {
    if (body.pin === undefined && body.passkey === undefined) {
      ctx.addIssue({ code: 'custom', path: ['pin'], message: issue('PIN_FORMAT') });
    } else if (body.pin !== undefined && body.passkey !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['passkey'], message: issue('PAYMENT_AUTH_ONE_WAY') });
    }
  });
export type PaymentAuthorisationRequest = z.input<typeof paymentAuthorisationRequestSchema>;

export const paymentAuthorisationResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message', 'code'],
  {
    data: z.object({
      /** Sent once, with the debit, in the Payment-Authorisation header. */
      authorisation: z.string(),
      expiresAt: z.string(),
    }),
  },
);
export type PaymentAuthorisationResponse = z.infer<typeof paymentAuthorisationResponseSchema>;

/** A debit's optional header (documented on every route that moves money from the wallet). */
export const paymentAuthorisationHeaderSchema = z.object({
  [PAYMENT_AUTHORISATION_HEADER]: z
    .string()
    .optional()
    .describe(
      'The one-use authorisation from POST /api/v1/payment-authorisations: required once the ' +
        'customer has a PIN, bound to this amount, payee and Idempotency-Key',
    ),
});

// ---- the back office ---------------------------------------------------------------------------

export const adminPinParamsSchema = z.object({ userId: z.uuid(issue('NOT_FOUND')) });

// GET /api/admin/customers/{userId}/payment-auth
export const adminPinStatusSchema = z.object({
  hasPin: z.boolean(),
  /** While wrong PINs lock the customer's payments: until when (ISO 8601). */
  lockedUntil: z.string().nullable(),
  failedAttempts: z.number().int(),
  /** When the PIN was last set or changed (ISO 8601). */
  pinUpdatedAt: z.string().nullable(),
  passkeys: z.number().int(),
});
export type AdminPinStatus = z.infer<typeof adminPinStatusSchema>;
export const adminPinStatusResponseSchema = successEnvelope(['result', 'success'], {
  data: adminPinStatusSchema,
});
export type AdminPinStatusResponse = z.infer<typeof adminPinStatusResponseSchema>;

// POST /api/admin/customers/{userId}/payment-auth/clear-lock {reason}
export const clearPinLockRequestSchema = z.object({
  reason: z
    .string({ error: issue('PIN_LOCK_REASON_REQUIRED') })
    .trim()
    .min(3, issue('PIN_LOCK_REASON_REQUIRED'))
    .max(300, issue('PIN_LOCK_REASON_TOO_LONG')),
});
export type ClearPinLockRequest = z.infer<typeof clearPinLockRequestSchema>;
export const clearPinLockResponseSchema = successEnvelope(
  ['result', 'success', 'message', 'code'],
  {
    data: adminPinStatusSchema,
  },
);
export type ClearPinLockResponse = z.infer<typeof clearPinLockResponseSchema>;
