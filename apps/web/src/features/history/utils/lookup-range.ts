import { parse, subDays, subYears } from 'date-fns';
import { toInputDate, toWireDate } from '@/lib/dates';
import type { RechargeLogsQuery } from '../api/get-recharge-logs';

/** Kosh's recharge ids carry their day: KR + yyMMdd (India) + 10 digits. */
const ORDER_ID = /^KR(\d{6})\d{10}$/;

/**
 * The range to look a recharge up in: from the day in its id (a day early, for the time zone)
 * to today; a year back for an id of another shape.
 */
export function lookupRange(orderId: string, today = new Date()): RechargeLogsQuery {
  const day = ORDER_ID.exec(orderId)?.[1];
  const parsed = day ? parse(day, 'yyMMdd', today) : null;
  const from =
    parsed && !Number.isNaN(parsed.getTime()) && parsed <= today
      ? subDays(parsed, 1)
      : subYears(today, 1);
  return {
    fromdate: toWireDate(toInputDate(from)),
    todate: toWireDate(toInputDate(today)),
    search: orderId,
  };
}
