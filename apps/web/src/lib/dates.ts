import { format, isValid, parse } from 'date-fns';
import { addIstMonths, istToday } from '@kosh/contract/common/ist-day';

/** yyyy-MM-dd: what a native date input holds. */
const INPUT = 'yyyy-MM-dd';

/**
 * Today as a date input holds it: India's day, not the phone's. The server reads every date as a
 * day in India, so a phone abroad (or set to UTC) would otherwise ask for the wrong day for part
 * of every day.
 */
export const todayInput = (now: Date = new Date()) => istToday(now);

const fromInput = (value: string) => parse(value, INPUT, new Date());

export const isInputDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(fromInput(value));

/** History lists open on the last month up to today, in India (docs/product-1.md §4, §9). */
export function defaultDateRange(now: Date = new Date()) {
  const today = istToday(now);
  return { from: addIstMonths(today, -1), to: today };
}

/** yyyy-MM-dd → dd-MM-yyyy, the wire format of user/getWaletReq (docs/product-1.md §7). */
export const toWireDate = (value: string) => format(fromInput(value), 'dd-MM-yyyy');

/** yyyy-MM-dd → dd-mm-yy, how the list shows its range (docs/product-1.md §2). */
export const toShortDate = (value: string) =>
  isInputDate(value) ? format(fromInput(value), 'dd-MM-yy') : '';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An ISO instant as the customer reads it, in India's time. */
export function formatDateTime(iso: string, locale: string): string {
  let formatter = dateTimeFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    });
    dateTimeFormats.set(locale, formatter);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

/** A plain yyyy-MM-dd day (a payment date) as dd-MM-yyyy; anything else as given. */
export const formatPlainDate = (value: string) =>
  isInputDate(value) ? format(fromInput(value), 'dd-MM-yyyy') : value;

/** Whether this browser has a real date picker (docs/product-1.md §8 has a message for when it has not). */
export function supportsDateInput(): boolean {
  if (typeof document === 'undefined') return true;
  const input = document.createElement('input');
  input.setAttribute('type', 'date');
  input.value = 'not-a-date';
  return input.type === 'date' && input.value === '';
}
