import { z } from 'zod';

/*
 * The KYC provider's v1 answers as they are on the wire (snake_case, outcomes as a 200 `status`).
 */

const text = z.string().trim().min(1).max(200);
const notFound = z.object({ status: z.literal('NOT_FOUND') });

// What each call may answer (200). Anything else — another status, a missing name, a masked Aadhaar
// that is not masked — is not an answer to act on.
export const panAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('VALID'),
    registered_name: text,
    pan_status: z.string().trim().min(1).max(5),
    reference: text,
  }),
  notFound,
]);
export const bankAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('VALID'), beneficiary_name: text, utr: text }),
  notFound,
]);
export const otpAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('OTP_SENT'),
    reference: text,
    expires_in: z.number().int().positive().max(86_400),
  }),
  notFound,
]);
export const otpCheckAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('VERIFIED'),
    name: text,
    masked_aadhaar: z.string().regex(/^XXXX XXXX \d{4}$/),
  }),
  z.object({ status: z.literal('OTP_INVALID') }),
  z.object({ status: z.literal('OTP_EXPIRED') }),
]);
export const errorAnswer = z.object({ error: z.object({ code: z.string() }) });
