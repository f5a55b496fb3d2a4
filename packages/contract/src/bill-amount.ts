import type { Exactness } from './billers';
import { formatInr } from './common/inr';
import type { MessageCode, MessageParams } from './messages/catalogue';

/** What a biller says about the amounts it takes (its catalogue entry). */
export interface BillerAmountRule {
  exactness: Exactness;
  minAmountPaise: number | bigint;
  maxAmountPaise: number | bigint;
}

/**
 * Whether a biller takes this amount: within its limits and, for a fetched bill (`duePaise`), as
 * its exactness allows — exactly the bill, at least it (a loan's EMI), at most it (a card's part
 * payment), or anything. The form and the server both ask this, so they refuse the same amounts.
 * Returns the refusal's message, or null when the amount is fine.
 */
export function checkBillAmount(
  rule: BillerAmountRule,
  amountPaise: bigint,
  duePaise: bigint | null,
): { code: MessageCode; params: MessageParams } | null {
  const min = BigInt(rule.minAmountPaise);
  const max = BigInt(rule.maxAmountPaise);
  if (duePaise !== null) {
    const due = { due: formatInr(duePaise) };
    if (rule.exactness === 'EXACT' && amountPaise !== duePaise) {
      return { code: 'BILL_AMOUNT_MISMATCH', params: due };
    }
    if (rule.exactness === 'EXACT_OR_MORE' && amountPaise < duePaise) {
      return { code: 'BILL_AMOUNT_AT_LEAST_DUE', params: due };
    }
    if (rule.exactness === 'EXACT_OR_LESS' && amountPaise > duePaise) {
      return { code: 'BILL_AMOUNT_AT_MOST_DUE', params: due };
    }
  }
  if (amountPaise < min) return { code: 'BILL_AMOUNT_BELOW_MIN', params: { min: formatInr(min) } };
  if (amountPaise > max) return { code: 'BILL_AMOUNT_ABOVE_MAX', params: { max: formatInr(max) } };
  return null;
}

/** Whether the amount box may be changed at all: an exact bill's amount is the bill's. */
export const amountIsFixed = (exactness: Exactness, hasBill: boolean) =>
  hasBill && exactness === 'EXACT';
