import { formatDateTime } from '@/lib/dates';
import type { Language } from '@/lib/i18n/i18n';

const localeOf = (language: Language) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/** An instant in India's time, as the booking's deadlines are set: "5 Mar 2026, 12:00 pm". */
export const formatMoment = (iso: string, language: Language) =>
  formatDateTime(iso, localeOf(language));

const stayDayFormats = new Map<Language, Intl.DateTimeFormat>();

/** A stay's day (yyyy-MM-dd, a day without a time zone): "Sun, 5 Jan 2025". */
export function formatStayDay(yyyyMMdd: string, language: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(yyyyMMdd)) return yyyyMMdd;
  let formatter = stayDayFormats.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    stayDayFormats.set(language, formatter);
  }
  const day = new Date(`${yyyyMMdd}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? yyyyMMdd : formatter.format(day);
}
