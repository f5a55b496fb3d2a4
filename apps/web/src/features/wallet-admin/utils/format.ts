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

export const formatSubmitted = (iso: string) => dateTime.format(new Date(iso));

/** yyyy-MM-dd → dd-MM-yyyy. */
export const formatPaymentDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
};
