import { istDate as istIsoDate } from '@kosh/contract/common/ist-day';

/** dd-MM-yyyy (the spec's list dates) of a day in India, `offsetDays` from today. */
export function istDate(offsetDays = 0): string {
  const [y, m, d] = istIsoDate(new Date(Date.now() + offsetDays * 86_400_000)).split('-');
  return `${d}-${m}-${y}`;
}
