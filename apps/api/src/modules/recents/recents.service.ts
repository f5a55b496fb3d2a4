import { RECENTS_PER_KIND, type Recent } from '@kosh/contract/recents';
import { isBillKind, type ServiceKind } from '@kosh/contract/service-kinds';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PaidAccount, RecentsRepository, SavedPayeeRow } from './recents.repository';

export type { PaidAccount };

export function toRecent(row: SavedPayeeRow): Recent {
  return {
    id: row.id,
    kind: row.kind,
    operatorCode: row.operatorCode,
    operatorName: row.operatorName,
    number: row.number,
    circle: row.circle,
    option1: row.option1,
    option2: row.option2,
    customerMobile: row.customerMobile,
    name: row.name,
    pinned: row.pinned,
    remindersOff: row.remindersOff,
    lastAmountPaise: Number(row.lastAmountPaise),
    lastPlanId: row.lastPlanId,
    lastPaidAt: row.lastPaidAt.toISOString(),
    payCount: row.payCount,
  };
}

/** The customer's recents: saved by a payment's success, then named, pinned and deleted by them. */
export function createRecentsService(deps: { db: Db; repo: RecentsRepository }) {
  const { db, repo } = deps;
  const notFound = () => new AppError('NOT_FOUND', 'RECENT_NOT_FOUND');

  return {
    /**
     * Called inside the transaction that records a payment's success (whichever path settles it),
     * so a payment is saved exactly when it succeeded, and only then.
     */
    async recordPaid(tx: DbOrTx, paid: PaidAccount) {
      await repo.upsertPaid(tx, paid);
      await repo.trimUnpinned(tx, paid.userId, paid.kind, RECENTS_PER_KIND);
    },

    async list(userId: string, kind: ServiceKind): Promise<Recent[]> {
      return (await repo.listOwned(db, userId, kind, RECENTS_PER_KIND)).map(toRecent);
    },

    async update(
      userId: string,
      id: string,
      patch: { name?: string | null; pinned?: boolean; remindersOff?: boolean },
    ): Promise<Recent> {
      const row = await repo.updateOwned(db, userId, id, {
        ...(patch.name !== undefined ? { name: patch.name ? patch.name : null } : {}),
        ...(patch.pinned !== undefined ? { pinned: patch.pinned } : {}),
        ...(patch.remindersOff !== undefined ? { remindersOff: patch.remindersOff } : {}),
      });
      if (!row) throw notFound();
      return toRecent(row);
    },

    /** Saved billers whose reminders are on, a page at a time (the bill reminders job). */
    async billersWithReminders(afterId: string | null, limit: number) {
      const rows = await repo.billersWithReminders(db, afterId, limit);
      return rows.flatMap((row) =>
        isBillKind(row.kind) ? [{ ...row, kind: row.kind, serviceNumber: row.number }] : [],
      );
    },

    async remove(userId: string, id: string) {
      if (!(await repo.deleteOwned(db, userId, id))) throw notFound();
    },
  };
}

export type RecentsService = ReturnType<typeof createRecentsService>;
