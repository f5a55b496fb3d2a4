import type { DueBill } from '@kosh/contract/reminders';

/**
 * The bill a saved biller was last reminded of, unless a payment since has paid it (the biller's
 * last payment is later than the reminder). Its date in the reader's calendar words.
 */
export function unpaidDueBill(
  bills: readonly DueBill[] | undefined,
  payeeId: string,
  lastPaidAt: string,
): DueBill | null {
  const bill = bills?.find((b) => b.payeeId === payeeId);
  if (!bill || Date.parse(lastPaidAt) > Date.parse(bill.remindedAt)) return null;
  return bill;
}
