import { istDate } from '@kosh/contract/common/ist-day';
import { rupeesToPaise } from '@kosh/contract/common/money';

/** A rate's cancellation rule as /rates writes it: a window of instants and its penalty in rupees. */
export interface CancellationRule {
  from: string;
  to: string;
  penalty: string;
}

/**
 * The penalty, in paise, of cancelling at `instant`: the rule whose window [from, to) holds it.
 * The rules run from the booking to check-in without gaps; an instant outside them (a test clock
 * set before the booking, or past check-in) takes the nearest rule's penalty.
 */
export function penaltyAt(rules: readonly CancellationRule[], instant: Date): number {
  const at = instant.getTime();
  const rule =
    rules.find((r) => Date.parse(r.from) <= at && at < Date.parse(r.to)) ??
    (at < Date.parse(rules[0]!.from) ? rules[0]! : rules.at(-1)!);
  return Number(rupeesToPaise(rule.penalty));
}

/** Whether the stay has begun for cancelling: from the first moment of check-in day in India. */
export const checkInDayBegun = (checkIn: string, instant: Date) => istDate(instant) >= checkIn;

/**
 * What cancelling costs and gives back, in paise. A booking never confirmed (PENDING) cost the
 * hotel nothing, so it is refunded in full whatever the rules say.
 */
export function cancellationOutcome(
  booking: { totalPaise: number; rules: readonly CancellationRule[]; confirmed: boolean },
  instant: Date,
) {
  const penaltyPaise = booking.confirmed
    ? Math.min(booking.totalPaise, penaltyAt(booking.rules, instant))
    : 0;
  return { penaltyPaise, refundPaise: booking.totalPaise - penaltyPaise };
}
