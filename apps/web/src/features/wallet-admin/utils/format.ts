import { formatDateTime } from '@/lib/dates';

export { formatRupees } from '@/lib/money';

export const formatSubmitted = (iso: string) => formatDateTime(iso, 'en-IN');

/** yyyy-MM-dd → dd-MM-yyyy. */
export const formatPaymentDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
};
