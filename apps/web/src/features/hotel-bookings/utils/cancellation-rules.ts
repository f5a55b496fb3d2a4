import { formatInr, rupeesToPaise } from '@kosh/contract/common/money';
import type { HotelBooking } from '@kosh/contract/hotel-booking';

/**
 * A booking's cancellation rules as the customer reads them: one step a window, in time order,
 * each with what the hotel keeps and what comes back. The penalty is the supplier's, in its
 * rupees, but never more than what the customer paid (a promotion is Kosh's loss, not theirs).
 */
export interface CancellationStep {
  kind: 'free' | 'charge' | 'noRefund';
  /** ISO 8601 instants: the window. */
  from: string;
  until: string;
  chargePaise: bigint;
  refundPaise: bigint;
  /** Where now falls: the window passed, holds now, or is still ahead. */
  when: 'past' | 'now' | 'later';
}

const toPaise = (rupees: number) => {
  try {
    return rupeesToPaise(Math.max(0, rupees));
  } catch {
    return 0n;
  }
};

export function cancellationSteps(
  policies: HotelBooking['cancellationPolicies'],
  paidRupees: number,
  now: Date = new Date(),
): CancellationStep[] {
  const paid = toPaise(paidRupees);
  const at = now.getTime();
  return policies
    .flatMap((policy) => policy.rules)
    .filter(
      (rule) => Number.isFinite(Date.parse(rule.start)) && Number.isFinite(Date.parse(rule.end)),
    )
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .map((rule) => {
      const penalty = toPaise(rule.estimatedValue);
      const charge = penalty < paid ? penalty : paid;
      const refund = paid - charge;
      const start = Date.parse(rule.start);
      const end = Date.parse(rule.end);
      return {
        kind: charge === 0n ? 'free' : refund === 0n ? 'noRefund' : 'charge',
        from: rule.start,
        until: rule.end,
        chargePaise: charge,
        refundPaise: refund,
        when: end <= at ? 'past' : start <= at ? 'now' : 'later',
      } satisfies CancellationStep;
    });
}

export type RuleKey = 'rule.free' | 'rule.charge' | 'rule.noRefund';

/** A step in words: `t` is the feature's messages, `moment` formats an instant in India's time. */
export function cancellationStepText(
  step: CancellationStep,
  t: (key: RuleKey, vars: Record<string, string>) => string,
  moment: (iso: string) => string,
): string {
  const vars = {
    from: moment(step.from),
    until: moment(step.until),
    charge: formatInr(step.chargePaise),
    refund: formatInr(step.refundPaise),
  };
  return t(`rule.${step.kind}`, vars);
}
