import { istWallClock } from '@kosh/contract/common/ist-day';
import { PIN_LOCK_MINUTES, PIN_MAX_ATTEMPTS } from '@kosh/contract/payment-auth';

export { pinRefusal } from '@kosh/contract/payment-auth';

/** What one more wrong PIN does: how many are left, or the lock it starts (until when). */
export function afterWrongPin(
  failedBefore: number,
  now: Date,
): { failedAttempts: number; lockedUntil: Date | null; left: number } {
  const failedAttempts = Math.min(failedBefore + 1, PIN_MAX_ATTEMPTS);
  const lockedUntil =
    failedAttempts >= PIN_MAX_ATTEMPTS ? new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000) : null;
  return { failedAttempts, lockedUntil, left: PIN_MAX_ATTEMPTS - failedAttempts };
}

/** A lock's end as the customer reads it, India's clock: 29-11-2026 14:35. */
export function lockEndWords(until: Date): string {
  const c = istWallClock(until);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(c.day)}-${two(c.month)}-${c.year} ${two(c.hour)}:${two(c.minute)}`;
}
