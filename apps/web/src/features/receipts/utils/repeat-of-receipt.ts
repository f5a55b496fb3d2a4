import type { Receipt } from '@kosh/contract/receipts';
import { repeatLink } from '@/lib/repeat-link';

/**
 * The address that makes a receipt's payment again (the form Balance History's Repeat opens), or
 * null for a receipt with nothing to repeat: a top-up, a hotel booking, their refunds.
 */
export function repeatLinkOf(receipt: Receipt): string | null {
  const { repeat } = receipt;
  if (!repeat) return null;
  return repeatLink({ ...repeat, amountPaise: Number(repeat.amountPaise) });
}
