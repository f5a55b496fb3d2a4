import { istInstant, istWallClock, type IstWallClock } from '@kosh/contract/common/ist-day';
import { formatInr } from '@kosh/contract/common/money';
import type { HotelPaymentMethod } from '@kosh/contract/hotel-booking';
import type { HotelMealPlan } from '@kosh/contract/hotels';

/*
 * The hotel voucher's words: dates and times as India reads them, the meal plan, the payment
 * method and the cancellation rules in a sentence. English only: the voucher is a document the
 * hotel's front desk reads, like the supplier's own.
 */

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const two = (n: number) => String(n).padStart(2, '0');

/** A calendar day in words, with its weekday when asked. */
function dayWords(c: IstWallClock, withWeekday: boolean) {
  const day = `${two(c.day)} ${MONTHS[c.month - 1]} ${c.year}`;
  return withWeekday ? `${DAYS[c.weekday]}, ${day}` : day;
}

/** "14:00" → "2:00 pm"; "12:00" → "12:00 pm"; "00:30" → "12:30 am". */
export function clockWords(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const half = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${two(minutes)} ${half}`;
}

/** A yyyy-MM-dd day (a stay's check-in): "Tue, 06 Oct 2026". */
export function stayDayWords(yyyyMMdd: string): string {
  return dayWords(istWallClock(istInstant(yyyyMMdd)), true);
}

/** An instant as India's wall clock: "04 Oct 2026, 12:00 pm". */
export function istWhenWords(instant: Date | string): string {
  const ist = istWallClock(instant);
  return `${dayWords(ist, false)}, ${clockWords(`${two(ist.hour)}:${two(ist.minute)}`)}`;
}

/** An instant's day in India: "05 Oct 2026". */
export function istDayWords(instant: Date): string {
  return dayWords(istWallClock(instant), false);
}

export const MEAL_PLAN_WORDS: Record<HotelMealPlan, string> = {
  ROOM_ONLY: 'Room only (no meals)',
  BREAKFAST: 'Breakfast included',
  HALF_BOARD: 'Half board (breakfast and one main meal)',
  FULL_BOARD: 'Full board (breakfast, lunch and dinner)',
};

export const PAYMENT_METHOD_WORDS: Record<HotelPaymentMethod, string> = {
  UPI: 'UPI',
  CREDIT_CARD: 'Credit card',
  AMEX: 'American Express card',
  DEBIT_CARD: 'Debit card',
  NET_BANKING: 'Net banking',
  EMI: 'Card EMI',
  WALLET: 'Kosh wallet',
  GOOGLE_PAY: 'Google Pay',
};

/** Where a refund goes, as the SMS says it: back to the wallet, or to what the customer paid with. */
export const refundDestinationWords = (method: HotelPaymentMethod): string =>
  method === 'WALLET' ? 'your Kosh wallet' : 'your card/UPI';

/** A rule of the rate: what cancelling costs from `start` to `end` (ISO 8601 instants). */
export interface VoucherCancellationRule {
  start: string;
  end: string;
  penaltyPaise: number;
}

/**
 * The rules as one sentence: "Free cancellation until 04 Oct 2026, 12:00 pm; ₹2,400.00 from then
 * until check-in." The last window ends at check-in; a penalty is the supplier's, capped at what
 * the customer paid (a promotion is Kosh's loss, never the customer's).
 */
export function cancellationRulesInWords(
  rules: readonly VoucherCancellationRule[],
  amountPaise: bigint,
): string {
  if (rules.length === 0) return 'Free cancellation until check-in.';
  const parts = rules.map((rule, index) => {
    const penalty =
      BigInt(rule.penaltyPaise) < amountPaise ? BigInt(rule.penaltyPaise) : amountPaise;
    const until = index === rules.length - 1 ? 'until check-in' : `until ${istWhenWords(rule.end)}`;
    if (index === 0) {
      return penalty === 0n
        ? `Free cancellation ${until}`
        : `Cancelling costs ${formatInr(penalty)} ${until}`;
    }
    const from =
      rules[index - 1]!.end === rule.start ? 'from then' : `from ${istWhenWords(rule.start)}`;
    return penalty === 0n
      ? `free cancellation ${from} ${until}`
      : `${formatInr(penalty)} ${from} ${until}`;
  });
  return `${parts.join('; ')}.`;
}

/** "3 adults, 1 child (aged 7)": the guests of every room. */
export function guestWords(adults: number, childAges: readonly number[]): string {
  const people = `${adults} ${adults === 1 ? 'adult' : 'adults'}`;
  if (childAges.length === 0) return people;
  const children = `${childAges.length} ${childAges.length === 1 ? 'child' : 'children'}`;
  return `${people}, ${children} (aged ${childAges.join(', ')})`;
}
