import { formatInr, rupeesToPaise } from '@kosh/contract/common/money';

/** Rupees from the wire → ₹1,000.00, through paise (no float arithmetic). */
export function formatRupees(rupees: number): string {
  try {
    return formatInr(rupeesToPaise(rupees));
  } catch {
    return String(rupees);
  }
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** An ISO instant as India reads it: 5 Mar 2026, 2:30 pm. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
