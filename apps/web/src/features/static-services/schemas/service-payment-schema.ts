import { z } from 'zod';
import { MOBILE_PATTERN } from '@kosh/contract/common/patterns';
import type { StaticServicesKey } from '../static-services-messages';
import { amountSchema } from './amount-schema';

const key = (k: StaticServicesKey) => k;

/**
 * The placeholder payment screens (tickets, metro, scan & pay, credit card, bus) and Money
 * Transfer: an operator from the screen's own list, a 10-digit mobile number starting 6–9 and an
 * amount of at least ₹1 (docs/product-1.md §1, §5; docs/product-2.md §5 'To-mobile form').
 */
export function servicePaymentSchema(operators: readonly string[]) {
  return z.object({
    operator: z.string().refine((value) => operators.includes(value), {
      error: key('error.operator'),
    }),
    mobile: z.string().trim().regex(MOBILE_PATTERN, key('error.mobile')),
    amount: amountSchema,
  });
}

export type ServicePaymentInput = z.input<ReturnType<typeof servicePaymentSchema>>;
export type ServicePayment = z.output<ReturnType<typeof servicePaymentSchema>>;
