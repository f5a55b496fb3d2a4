import { z } from 'zod';
import { rupeesToPaise } from '@kosh/contract/common/money';
import { acceptAmountInput as acceptAmountOfLength } from '@/lib/money';
import type { StaticServicesKey } from '../static-services-messages';

/** docs/product-1.md §9, docs/product-2.md §9: the amount input takes at most 7 characters in these forms. */
export const AMOUNT_MAX_LENGTH = 7;
const MIN_AMOUNT_PAISE = 100n;
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

const key = (k: StaticServicesKey) => k;

/**
 * What an amount input accepts as it is typed or pasted: a rupee amount with up to two decimals
 * and at most 7 characters. Grouping commas, spaces and a pasted ₹ are dropped. Returns the
 * cleaned value, or null when the keystroke must be refused.
 */
export function acceptAmountInput(next: string): string | null {
  return acceptAmountOfLength(next, AMOUNT_MAX_LENGTH);
}

/** Rupees as typed → integer paise, at least ₹1 (docs/product-1.md §9, docs/product-2.md §5). */
export const amountSchema = z
  .string()
  .trim()
  .min(1, { error: key('error.amountMin'), abort: true })
  .max(AMOUNT_MAX_LENGTH, { error: key('error.amountFormat'), abort: true })
  .regex(AMOUNT_PATTERN, { error: key('error.amountFormat'), abort: true })
  .transform((rupees) => rupeesToPaise(rupees))
  .refine((paise) => paise >= MIN_AMOUNT_PAISE, { error: key('error.amountMin') });
