import { PIN_MAX_ATTEMPTS } from '@kosh/contract/payment-auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TextCustomer } from '../../lib/customer-sms';
import type { Clock } from '../../lib/faults';
import { verifyPassword } from '../../lib/passwords';
import type { PasskeysRepository } from './passkeys.repository';
import type { PaymentAuthRepository } from './payment-auth.repository';
import { afterWrongPin, lockEndWords } from './rules';

export interface PinDeps {
  db: Db;
  repo: PaymentAuthRepository;
  passkeys: PasskeysRepository;
  text: TextCustomer;
  clock: Clock;
}

/** The refusal of a locked customer: until when, in words and as an instant. */
export function lockedError(until: Date, now: Date): AppError {
  return new AppError('RATE_LIMITED', 'PAYMENT_PIN_LOCKED', {
    params: { until: lockEndWords(until), lockedUntil: until.toISOString() },
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  });
}

/**
 * Checks the customer's PIN, counting wrong ones: the fifth in a row locks payments for 30
 * minutes and texts the customer, once. The count is committed before the refusal is thrown, so
 * a wrong PIN is never forgotten. `field` names the input a wrong PIN is reported on.
 */
export function createPinVerifier(deps: PinDeps) {
  const { db, repo, text, clock } = deps;
  return async function verifyPin(userId: string, pin: string, field = 'pin'): Promise<void> {
    const outcome = await db.transaction(async (tx) => {
      const row = await repo.lockPinOwnedBy(tx, userId);
      if (!row) return { kind: 'no-pin' } as const;
      const now = clock();
      if (row.lockedUntil && row.lockedUntil > now) {
        return { kind: 'locked', until: row.lockedUntil, now } as const;
      }
      // A lock that has run out starts the count again.
      const failedBefore = row.lockedUntil ? 0 : row.failedAttempts;
      if (await verifyPassword(row.pinHash, pin)) {
        if (row.failedAttempts > 0 || row.lockedUntil) {
          await repo.updatePinOwnedBy(tx, userId, { failedAttempts: 0, lockedUntil: null });
        }
        return { kind: 'ok' } as const;
      }
      const next = afterWrongPin(failedBefore, now);
      await repo.updatePinOwnedBy(tx, userId, {
        failedAttempts: next.failedAttempts,
        lockedUntil: next.lockedUntil,
      });
      if (next.lockedUntil) {
        await text(tx, userId, 'paymentPinLocked', { until: lockEndWords(next.lockedUntil) });
        return { kind: 'locked', until: next.lockedUntil, now } as const;
      }
      return { kind: 'wrong', left: next.left } as const;
    });
    switch (outcome.kind) {
      case 'ok':
        return;
      case 'no-pin':
        throw new AppError('BUSINESS_RULE', 'PIN_NOT_SET');
      case 'locked':
        throw lockedError(outcome.until, outcome.now);
      case 'wrong':
        throw new AppError('FORBIDDEN', 'PIN_WRONG', {
          params: { left: outcome.left },
          fields: [{ field, code: 'PIN_WRONG', params: { left: outcome.left } }],
        });
    }
  };
}

export type VerifyPin = ReturnType<typeof createPinVerifier>;

/** The customer's PIN state as the app shows it. */
export async function pinStatusOf(
  deps: Pick<PinDeps, 'db' | 'repo' | 'passkeys' | 'clock'>,
  userId: string,
) {
  const [row, passkeys] = await Promise.all([
    deps.repo.findPinOwnedBy(deps.db, userId),
    deps.passkeys.countOwnedBy(deps.db, userId),
  ]);
  const now = deps.clock();
  const locked = row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
  return {
    hasPin: row !== null,
    lockedUntil: locked ? locked.toISOString() : null,
    attemptsLeft:
      row && !locked ? PIN_MAX_ATTEMPTS - (row.lockedUntil ? 0 : row.failedAttempts) : 0,
    passkeys,
  };
}
