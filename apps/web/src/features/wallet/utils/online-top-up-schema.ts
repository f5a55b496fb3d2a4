import { z } from 'zod';
import { rupeesToPaise } from '@kosh/contract/common/money';
import type { WalletKey } from '../messages';

const key = (k: WalletKey) => k;

/** The gateway order the API accepts: ₹1 up to ₹2,00,000 (contract: createOrderRequestSchema). */
const MIN_PAISE = 100n;
const MAX_PAISE = 2_00_000_00n;
export const ONLINE_AMOUNT_MAX_LENGTH = 9;

/**
 * The Online top-up modal (docs/product-1.md §5): amount required, at least ₹1, up to 2 decimals; name
 * 3–50 characters; a valid email; a phone of exactly 10 digits.
 */
export const onlineTopUpSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, { error: key('error.amountRequired'), abort: true })
    .regex(/^\d+(\.\d{1,2})?$/, { error: key('error.amountFormat'), abort: true })
    .refine((v) => rupeesToPaise(v) >= MIN_PAISE, { error: key('error.amountMin'), abort: true })
    .refine((v) => rupeesToPaise(v) <= MAX_PAISE, { error: key('error.amountMax') }),
  name: z.string().trim().min(3, key('error.name')).max(50, key('error.name')),
  email: z
    .string()
    .trim()
    .pipe(z.email(key('error.email'))),
  phone: z.string().regex(/^\d{10}$/, key('error.phone')),
});

export type OnlineTopUpInput = z.input<typeof onlineTopUpSchema>;
export type OnlineTopUp = z.output<typeof onlineTopUpSchema>;
