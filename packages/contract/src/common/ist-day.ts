/**
 * Days and months in India, the only time-of-day arithmetic Kosh does: the spec's dates, the
 * monthly RBI limits, recharge ids, the sandbox's bills and every "today" a screen shows all count
 * days as India does, whatever the clock of the machine or phone running the code is set to. IST
 * is UTC+5:30 all year (no daylight saving), so a fixed offset is exact.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const HM = /^(\d{2}):(\d{2})$/;

const two = (n: number) => String(n).padStart(2, '0');

/** The UTC fields of a yyyy-MM-dd day (a civil date: the day, not an instant). */
function civil(yyyyMMdd: string): [number, number, number] {
  const match = YMD.exec(yyyyMMdd);
  if (!match) throw new RangeError(`not a yyyy-MM-dd date: ${yyyyMMdd}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const ymd = (utc: Date) => utc.toISOString().slice(0, 10);

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
  return ymd(new Date(instant.getTime() + IST_OFFSET_MS));
}

/** Today in India as yyyy-MM-dd: what "today" means on every screen and in every default range. */
export const istToday = (now: Date = new Date()): string => istDate(now);

/** The first instant of the calendar month in India that an instant falls in (monthly limits). */
export function istMonthStart(instant: Date): Date {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - IST_OFFSET_MS);
}

/** A yyyy-MM-dd date `days` later (negative: earlier). */
export function addIstDays(yyyyMMdd: string, days: number): string {
  const [y, m, d] = civil(yyyyMMdd);
  return ymd(new Date(Date.UTC(y, m - 1, d + days)));
}

/**
 * A yyyy-MM-dd date `months` later (negative: earlier), kept in its month as a calendar does: a
 * month before 31 March is 28 (or 29) February, not 3 March.
 */
export function addIstMonths(yyyyMMdd: string, months: number): string {
  const [y, m, d] = civil(yyyyMMdd);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return ymd(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

/** Whole days from one yyyy-MM-dd day to another (negative when `to` is earlier). */
export function istDaysBetween(from: string, to: string): number {
  const [fy, fm, fd] = civil(from);
  const [ty, tm, td] = civil(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / DAY_MS);
}

/** India's wall clock at an instant: month 1–12, weekday 0 (Sunday) to 6. */
export interface IstWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

export function istWallClock(instant: Date | string | number): IstWallClock {
  const at = new Date(new Date(instant).getTime() + IST_OFFSET_MS);
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
    hour: at.getUTCHours(),
    minute: at.getUTCMinutes(),
    second: at.getUTCSeconds(),
    weekday: at.getUTCDay(),
  };
}

/** The instant India's clock reads `hhmm` (HH:mm, midnight when left out) on a yyyy-MM-dd day. */
export function istInstant(yyyyMMdd: string, hhmm = '00:00'): Date {
  const [y, m, d] = civil(yyyyMMdd);
  const time = HM.exec(hhmm);
  if (!time) throw new RangeError(`not an HH:mm time: ${hhmm}`);
  return new Date(Date.UTC(y, m - 1, d, Number(time[1]), Number(time[2])) - IST_OFFSET_MS);
}

/** An instant as India's clock with its offset, to the second: 2026-12-18T12:00:00+05:30. */
export function istIsoString(instant: Date | number): string {
  const c = istWallClock(instant);
  return (
    `${c.year}-${two(c.month)}-${two(c.day)}` +
    `T${two(c.hour)}:${two(c.minute)}:${two(c.second)}+05:30`
  );
}
