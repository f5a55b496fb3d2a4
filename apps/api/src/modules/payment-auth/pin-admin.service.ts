import type { ClearPinLockRequest } from '@kosh/contract/payment-auth';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/faults';
import type { Db } from '../../db/client';
import type { PasskeysRepository } from './passkeys.repository';
import type { PaymentAuthRepository, PaymentPinRow } from './payment-auth.repository';

/** The back office's view of a customer's PIN, and the clearing of a lock (with a reason, kept). */
export function createPinAdminService(deps: {
  db: Db;
  repo: PaymentAuthRepository;
  passkeys: PasskeysRepository;
  clock: Clock;
}) {
  const { db, repo, passkeys, clock } = deps;

  const view = (row: PaymentPinRow | null, passkeyCount: number) => {
    const now = clock();
    const locked = row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
    return {
      hasPin: row !== null,
      lockedUntil: locked ? locked.toISOString() : null,
      failedAttempts: row && (locked || !row.lockedUntil) ? row.failedAttempts : 0,
      pinUpdatedAt: row ? row.updatedAt.toISOString() : null,
      passkeys: passkeyCount,
    };
  };

  return {
    async status(userId: string) {
      return view(await repo.findPinOwnedBy(db, userId), await passkeys.countOwnedBy(db, userId));
    },

    async clearLock(adminId: string, userId: string, input: ClearPinLockRequest) {
      const row = await db.transaction(async (tx) => {
        const pin = await repo.lockPinOwnedBy(tx, userId);
        if (!pin) return null;
        await repo.updatePinOwnedBy(tx, userId, { failedAttempts: 0, lockedUntil: null });
        await repo.insertLockClear(tx, {
          userId,
          adminId,
          reason: input.reason,
          createdAt: clock(),
        });
        return { ...pin, failedAttempts: 0, lockedUntil: null };
      });
      if (!row) throw new AppError('NOT_FOUND', 'PIN_NOT_SET');
      return view(row, await passkeys.countOwnedBy(db, userId));
    },
  };
}

export type PinAdminService = ReturnType<typeof createPinAdminService>;
