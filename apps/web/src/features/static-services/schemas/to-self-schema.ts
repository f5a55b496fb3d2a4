import { z } from 'zod';
import type { StaticServicesKey } from '../static-services-messages';
import { amountSchema } from './amount-schema';

const key = (k: StaticServicesKey) => k;

export const ACCOUNT_HOLDER_MAX_LENGTH = 50;
export const ACCOUNT_NUMBER_MAX_LENGTH = 18;
export const IFSC_LENGTH = 11;
// Indian bank account numbers run from 9 to 18 digits.
const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
// Four letters for the bank, a zero, six letters or digits for the branch (RBI's IFSC format).
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_HOLDER_PATTERN = /^[A-Za-z][A-Za-z .']{2,49}$/;

/** To Self: the customer's own bank account and the amount (docs/product-2.md §2 'Other forms'). */
export const toSelfSchema = z.object({
  accountHolder: z
    .string()
    .trim()
    .min(1, { error: key('error.accountHolder'), abort: true })
    .regex(ACCOUNT_HOLDER_PATTERN, key('error.accountHolderFormat')),
  accountNumber: z.string().trim().regex(ACCOUNT_NUMBER_PATTERN, key('error.accountNumber')),
  ifsc: z.string().trim().toUpperCase().regex(IFSC_PATTERN, key('error.ifsc')),
  amount: amountSchema,
});

export type ToSelfInput = z.input<typeof toSelfSchema>;
