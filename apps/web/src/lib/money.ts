import { formatInr, rupeesToPaise } from '@kosh/contract/common/money';

/** Rupees from the wire (199.5) → ₹199.50, through paise so no float arithmetic is done. */
export function formatRupees(rupees: number): string {
  try {
    return formatInr(rupeesToPaise(rupees));
  } catch {
    return String(rupees);
  }
}

const AMOUNT_TYPING = /^(\d+(\.\d{0,2})?)?$/;

/**
 * What an amount box accepts as it is typed or pasted: digits with at most one point and two
 * decimals, at most `maxLength` characters. Grouping commas, spaces and a pasted ₹ are dropped.
 * Returns the cleaned value, or null when the keystroke must be refused.
 */
export function acceptAmountInput(next: string, maxLength: number): string | null {
  const cleaned = next.replace(/[,\s₹]/g, '');
  if (cleaned.length > maxLength) return null;
  return AMOUNT_TYPING.test(cleaned) ? cleaned : null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
