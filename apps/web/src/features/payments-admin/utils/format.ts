import { formatDateTime as formatInstant } from '@/lib/dates';

export { formatRupees } from '@/lib/money';

/** An ISO instant as India reads it: 5 Mar 2026, 2:30 pm. */
export const formatDateTime = (iso: string) => formatInstant(iso, 'en-IN');
