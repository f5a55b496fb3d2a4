import { PIN_LOCK_MINUTES, PIN_MAX_ATTEMPTS } from '@kosh/contract/payment-auth';

export { lockEndWords, pinRefusal } from '@kosh/contract/payment-auth';

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
