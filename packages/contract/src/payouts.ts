import { z } from 'zod';
import { uuidParamsSchema } from './common/http';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { accountNumberSchema, kycIfscSchema } from './kyc';
import { issue } from './messages/catalogue';
import { rupeeAmount } from './wallet';

/**
 * Money from the wallet to a bank account: the customer's own KYC-verified account, or a
 * beneficiary they added (its holder's name confirmed by a penny drop). A payout holds the money
 * when it is made, and is posted, voided or credited back as the bank's answer comes in.
 */

/** IMPS moves at most ₹5,00,000 a transfer; a wallet holds at most ₹2,00,000, so that is the cap. */
export const PAYOUT_MAX_PAISE = 2_00_000_00n;
export const PAYOUT_MODES = ['IMPS', 'NEFT'] as const;
export type PayoutMode = (typeof PAYOUT_MODES)[number];

/**
 * Where a payout stands: `created` (money held, the provider not yet known to have it), the
 * provider's queued → pending → processing, then processed (with the bank's UTR), rejected or
 * failed (the money back in the wallet), or reversed after processing (credited back once).
 */
export const PAYOUT_STATUSES = [
  'created',
  'queued',
  'pending',
  'processing',
  'processed',
  'rejected',
  'failed',
  'reversed',
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const FINAL_PAYOUT_STATUSES = ['processed', 'rejected', 'failed', 'reversed'] as const;

/** A beneficiary's holder name, as the customer may type it (the penny drop's name is kept). */
const holderName = text({ error: issue('BENEFICIARY_NAME_INVALID') })
  .trim()
  .max(60, issue('BENEFICIARY_NAME_INVALID'))
  .optional();

// POST /api/v1/beneficiaries {accountNumber, ifsc, name?}
export const addBeneficiaryRequestSchema = z.object({
  accountNumber: accountNumberSchema,
  ifsc: kycIfscSchema,
  name: holderName,
});
export type AddBeneficiaryRequest = z.input<typeof addBeneficiaryRequestSchema>;

export const beneficiarySchema = z.object({
  /** A beneficiary's id, or "own" for the customer's KYC-verified account. */
  id: z.string(),
  own: z.boolean(),
  /** The holder's name as the bank has it (penny drop). */
  name: z.string(),
  /** Masked: the last four digits ("XXXXXX1234"). */
  accountNumber: z.string(),
  ifsc: z.string(),
  bankName: z.string(),
  /** Past its 24-hour cooling period: sends count against the ₹2,00,000 monthly limit. */
  preRegistered: z.boolean(),
  /** ISO date-time when it becomes pre-registered (null for the own account). */
  preRegisteredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

export const beneficiaryResponseSchema = successEnvelope(['result'], { data: beneficiarySchema });
export type BeneficiaryResponse = z.infer<typeof beneficiaryResponseSchema>;

// GET /api/v1/beneficiaries: the own account first (when KYC has one), then the added ones.
export const beneficiariesResponseSchema = successEnvelope(['result'], {
  data: z.array(beneficiarySchema),
  /** This calendar month's sending so far and its limits, in rupees. */
  limits: z.object({
    preRegistered: z.object({ sent: z.number(), max: z.number() }),
    other: z.object({ sent: z.number(), max: z.number() }),
  }),
});
export type BeneficiariesResponse = z.infer<typeof beneficiariesResponseSchema>;

export const beneficiaryParamsSchema = uuidParamsSchema('BENEFICIARY_NOT_FOUND');

// POST /api/v1/payouts {beneficiaryId | "own", amount, mode}
export const createPayoutRequestSchema = z.object({
  beneficiaryId: z.union([z.literal('own'), z.uuid()], { error: issue('BENEFICIARY_NOT_FOUND') }),
  amount: rupeeAmount({
    min: 1n,
    max: PAYOUT_MAX_PAISE,
    messages: {
      required: issue('TRANSFER_AMOUNT_REQUIRED'),
      min: issue('TRANSFER_AMOUNT_INVALID'),
      max: issue('TRANSFER_AMOUNT_TOO_LARGE'),
    },
  }),
  mode: z.enum(PAYOUT_MODES, { error: issue('PAYOUT_MODE_INVALID') }).default('IMPS'),
});
export type CreatePayoutRequest = z.input<typeof createPayoutRequestSchema>;

export const payoutSchema = z.object({
  id: z.uuid(),
  beneficiary: z.object({
    id: z.string(),
    name: z.string(),
    accountNumber: z.string(),
    ifsc: z.string(),
    bankName: z.string(),
  }),
  /** Rupees. */
  amount: z.number(),
  mode: z.enum(PAYOUT_MODES),
  status: z.enum(PAYOUT_STATUSES),
  /** The bank's reference, once processed. */
  utr: z.string().nullable(),
  /** Why it was rejected, failed or reversed, in the provider's words. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutResponseSchema = successEnvelope(['result'], { data: payoutSchema });
export type PayoutResponse = z.infer<typeof payoutResponseSchema>;

// GET /api/v1/payouts: the customer's payouts, newest first.
export const payoutsResponseSchema = successEnvelope(['result'], { data: z.array(payoutSchema) });
export type PayoutsResponse = z.infer<typeof payoutsResponseSchema>;

export const payoutParamsSchema = uuidParamsSchema('PAYOUT_NOT_FOUND');
