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
     * Called inside the transaction that records payments' success (whichever path settles them),
     * so a payment is saved exactly when it succeeded, and only then. Many in two statements.
     */
    async recordPaid(tx: DbOrTx, paid: PaidAccount[]) {
      // One statement cannot update a row twice: an account paid twice in the batch goes in a
      // second round (and so on), each payment counted.
      const rounds: PaidAccount[][] = [];
      const seen = new Map<string, number>();
      for (const p of paid) {
        const key = [p.userId, p.kind, p.operatorCode, p.number, p.option1, p.option2].join(
          '\u0000',
        );
        const round = seen.get(key) ?? 0;
        seen.set(key, round + 1);
        (rounds[round] ??= []).push(p);
      }
      for (const round of rounds) await repo.upsertPaid(tx, round);
      const pairs = new Map(paid.map((p) => [`${p.userId}:${p.kind}`, p]));
      await repo.trimUnpinned(tx, [...pairs.values()], RECENTS_PER_KIND);
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
