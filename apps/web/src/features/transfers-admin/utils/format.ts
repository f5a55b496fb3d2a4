import { formatDateTime as formatInstant } from '@/lib/dates';

export { formatRupees } from '@/lib/money';

/** An ISO instant as India reads it: 5 Mar 2026, 2:30 pm. */
export const formatDateTime = (iso: string) => formatInstant(iso, 'en-IN');

/** A wait in words: 45 min, 3 h 5 min, 2 d 4 h. */
export function formatAge(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
