import { addIstMonths, istToday } from '@kosh/contract/common/ist-day';
import { isInputDate, toWireDate } from '@/lib/dates';
import type { RechargeLogsQuery } from '../api/get-recharge-logs';

/** Kosh's recharge ids carry their day: KR + yyMMdd (India) + 10 digits. */
const ORDER_ID = /^KR(\d{2})(\d{2})(\d{2})\d{10}$/;

/**
 * The range to look a recharge up in: from the day in its id to today, both India's days as the
 * server reads them (the payment's entries are made on or after the day its id was given); a
 * year back for an id of another shape, or one dated after today.
 */
export function lookupRange(orderId: string, now: Date = new Date()): RechargeLogsQuery {
  const today = istToday(now);
  const match = ORDER_ID.exec(orderId);
  const day = match ? `20${match[1]}-${match[2]}-${match[3]}` : '';
  const from = isInputDate(day) && day <= today ? day : addIstMonths(today, -12);
  return { fromdate: toWireDate(from), todate: toWireDate(today), search: orderId };
}
