import { format } from 'date-fns';
import type { Locale } from 'date-fns';
import { istWallClock } from '@kosh/contract/common/ist-day';

/** A yyyy-MM-dd day as a Date at local midnight (a day has no time zone). */
function localDay(yyyyMMdd: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(yyyyMMdd);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** A stay's day as the booking summary shows it (docs/product-2.md §2): "Sun, 05 Jan'25". */
export function formatStayDay(yyyyMMdd: string, locale?: Locale): string {
  const day = localDay(yyyyMMdd);
  return day ? format(day, "EEE, dd MMM''yy", { locale }) : yyyyMMdd;
}

/**
 * An instant as India's clock shows it, "03 Jan'25, 12:00": the supplier's cancellation deadlines
 * are set in IST, and a customer abroad must read the same deadline.
 */
export function formatIstMoment(iso: string | Date, locale?: Locale): string {
  const ms = typeof iso === 'string' ? Date.parse(iso) : iso.getTime();
  if (!Number.isFinite(ms)) return String(iso);
  // date-fns formats the phone's wall clock: hand it India's, read as local fields.
  const ist = istWallClock(ms);
  const wall = new Date(ist.year, ist.month - 1, ist.day, ist.hour, ist.minute);
  return format(wall, "dd MMM''yy, HH:mm", { locale });
}

const distanceFormats = new Map<string, Intl.NumberFormat>();

/** A distance in kilometres with one decimal, "1.2 km" (the unit is the same in Hindi). */
export function formatKm(km: number, language: string): string {
  let formatter = distanceFormats.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    distanceFormats.set(language, formatter);
  }
  return `${formatter.format(km)} km`;
}

/** 'Night' or 'Nights' (and rooms, guests, adults): the dictionary key for one or many. */
export const countKey = <K extends string>(n: number, one: K, many: K): K => (n === 1 ? one : many);

/** A hotel's address, and its city unless the address already names it. */
export function addressWithCity(address: string, city: string): string {
  return !city || address.toLowerCase().includes(city.toLowerCase())
    ? address
    : [address, city].filter(Boolean).join(', ');
}

/**
 * A room's view as the "{view} view" line takes it: the supplier may name it whole ("Skyline
 * View") or only by what is seen ("City"); either way the line reads "Skyline view", never
 * "Skyline View view".
 */
export function viewName(view: string): string {
  const seen = view.trim().replace(/\s*\bview$/i, '');
  return seen || view.trim();
}
