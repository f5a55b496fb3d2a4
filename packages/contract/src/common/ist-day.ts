/**
 * Days and months in India, the only time-of-day arithmetic Kosh does: the spec's dates, the
 * monthly RBI limits, recharge ids and the sandbox's bills all count days as India does. IST is
 * UTC+5:30 all year (no daylight saving), so a fixed offset is exact.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/**
 * A dd-MM-yyyy date (already checked by the contract's wireDate) as a day in India, in UTC
 * instants: its first millisecond, its last, and the first of the next day (for a half-open range).
 */
export function istDay(ddMMyyyy: string): { start: Date; end: Date; nextStart: Date } {
  const [d, m, y] = ddMMyyyy.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(y, m - 1, d) - IST_OFFSET_MS;
  return {
    start: new Date(start),
    end: new Date(start + DAY_MS - 1),
    nextStart: new Date(start + DAY_MS),
  };
}

/** The day in India an instant falls on, as yyyy-MM-dd (a payment date). */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first instant of the calendar month in India that an instant falls in (monthly limits). */
export function istMonthStart(instant: Date): Date {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - IST_OFFSET_MS);
}
