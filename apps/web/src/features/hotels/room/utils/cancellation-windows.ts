import type { HotelRate } from '@kosh/contract/hotels';

/** One stretch of time and what cancelling in it costs (docs/product-2.md §2 the cancellation timeline). */
export interface CancellationWindow {
  /** ISO 8601 instants. */
  start: string;
  end: string;
  /** What cancelling in this window keeps back, in rupees (0: free). */
  charge: number;
  /** Whether the window holds this moment. */
  current: boolean;
}

/**
 * The rate's cancellation windows still to come (or under way), earliest first. A rate has one
 * policy for the whole stay; should a window come twice, it is shown once with the larger charge
 * (never a figure the supplier did not state). A window that has ended is left out.
 */
export function cancellationWindows(
  rate: Pick<HotelRate, 'cancellationPolicies'>,
  now: Date = new Date(),
): CancellationWindow[] {
  const at = now.getTime();
  const byTimes = new Map<string, CancellationWindow & { from: number }>();
  for (const policy of rate.cancellationPolicies) {
    for (const rule of policy.rules) {
      const from = Date.parse(rule.start);
      const to = Date.parse(rule.end);
      if (!Number.isFinite(from) || !Number.isFinite(to) || to <= at) continue;
      const key = `${from}/${to}`;
      const known = byTimes.get(key);
      if (known) {
        known.charge = Math.max(known.charge, rule.estimatedValue);
      } else {
        byTimes.set(key, {
          start: rule.start,
          end: rule.end,
          charge: rule.estimatedValue,
          current: from <= at,
          from,
        });
      }
    }
  }
  return [...byTimes.values()]
    .sort((a, b) => a.from - b.from)
    .map(({ start, end, charge, current }) => ({ start, end, charge, current }));
}
