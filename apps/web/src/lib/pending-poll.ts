/**
 * How often a screen asks again about a payment the operator has not confirmed yet: often at
 * first, when most payments settle (within 2 minutes, usually), then less and less — never more
 * than once a minute for one that has waited ten minutes. Stops (false) once nothing is pending.
 */
export function pendingPollDelayMs(pendingSince: string | undefined, now = Date.now()): number {
  const since = pendingSince ? Date.parse(pendingSince) : Number.NaN;
  const waited = Number.isNaN(since) ? 0 : Math.max(0, now - since);
  if (waited < 30_000) return 2_000;
  if (waited < 2 * 60_000) return 5_000;
  if (waited < 10 * 60_000) return 15_000;
  return 60_000;
}

/**
 * The refetch interval of a query that may hold pending payments: the delay for the newest one
 * (the one most likely to settle soon), or false — no polling — when none is pending.
 */
export function followPending(pendingSince: readonly string[], now = Date.now()): number | false {
  if (pendingSince.length === 0) return false;
  return Math.min(...pendingSince.map((since) => pendingPollDelayMs(since, now)));
}
