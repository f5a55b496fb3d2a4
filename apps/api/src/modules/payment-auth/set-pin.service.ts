import type { SetPinRequest } from '@kosh/contract/payment-auth';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { UsersService } from '../users/users.service';
import { pinRefusal } from './rules';
import { pinStatusOf, type PinDeps, type VerifyPin } from './verify-pin';

/**
 * PUT /v1/me/pin: the first PIN, or a new one, which needs the current one (counted like any
 * wrong PIN, so a stolen session cannot guess its way to a new PIN). The rules refuse easy PINs.
 */
export function createSetPinService(deps: PinDeps & { users: UsersService; verifyPin: VerifyPin }) {
  const { db, repo, clock, users, verifyPin } = deps;

  async function refuseWeak(userId: string, pin: string) {
    const user = await users.findById(userId);
    const refusal = pinRefusal(pin, user?.mobile);
    if (refusal) throw AppError.invalid('pin', refusal);
  }

  return {
    status: (userId: string) => pinStatusOf(deps, userId),

    async set(userId: string, input: SetPinRequest) {
      await refuseWeak(userId, input.pin);
      const existing = await repo.findPinOwnedBy(db, userId);
      const pinHash = await hashPassword(input.pin);
      if (!existing) {
        const inserted = await db.transaction((tx) => repo.insertPin(tx, userId, pinHash, clock()));
        if (inserted) return { code: 'PIN_SET' as const, status: await pinStatusOf(deps, userId) };
      }
      if (!input.oldPin) throw AppError.invalid('oldPin', 'PIN_OLD_REQUIRED');
      await verifyPin(userId, input.oldPin, 'oldPin');
      await db.transaction((tx) =>
        repo.updatePinOwnedBy(tx, userId, {
          pinHash,
          failedAttempts: 0,
          lockedUntil: null,
          updatedAt: clock(),
        }),
      );
      return { code: 'PIN_CHANGED' as const, status: await pinStatusOf(deps, userId) };
    },
  };
}

export type SetPinService = ReturnType<typeof createSetPinService>;
