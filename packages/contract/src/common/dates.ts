import { issue } from '../messages/catalogue';
import { text } from './text';

/** dd-MM-yyyy, the spec's date format on the wire (docs/product-1.md §7), checked to be a real date. */
export const wireDate = text({ error: issue('DATE_FORMAT') })
  .trim()
  .regex(/^\d{2}-\d{2}-\d{4}$/, issue('DATE_FORMAT'))
  .refine((v) => {
    const [d, m, y] = v.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, issue('DATE_INVALID'));

/** yyyymmdd of a dd-MM-yyyy date: compares as a string. */
export function wireDateKey(value: string): string {
  return value.split('-').reverse().join('');
}

/** The from/to pair of a history list: from on or before to (a refinement for its schema). */
export function dateRangeInOrder(v: { fromdate: string; todate: string }): boolean {
  return wireDateKey(v.fromdate) <= wireDateKey(v.todate);
}
export const DATE_RANGE_MESSAGE = issue('DATE_RANGE');
