import type { TransfersPartDeps } from '../transfers-deps';
import {
  isFinal,
  REVERSAL_CHECK_MS,
  REVERSAL_WATCH_MS,
  type PayoutStatusService,
} from './payout-status.service';
import type { PayoutRow, PayoutsRepository } from './payouts.repository';
import { seenOf, type SubmitPayout } from './submit-payout.service';

/** How long reconciliation waits before asking again: doubling from 2 minutes, at most an hour. */
export const nextCheckDelayMs = (checks: number) => Math.min(2 * 60_000 * 2 ** checks, 3_600_000);

/**
 * Payouts whose outcome Kosh has not heard (no webhook, no answer to the create): each is asked
 * about at its next_check_at — fetched by the provider's id, or found by Kosh's reference, or,
 * when the provider never got it, created again under the same reference (its idempotency makes
 * that safe). A payout not final after a day stays on the list for the back office: money the bank
 * may have is never failed here on a guess. A processed one is looked at every few hours for a
 * week, in case the bank reversed it and the webhook was lost.
 */
export function createPayoutReconciliation(
  deps: Pick<TransfersPartDeps, 'db' | 'clock' | 'payouts' | 'log'> & {
    repo: PayoutsRepository;
    status: PayoutStatusService;
    submit: SubmitPayout;
  },
) {
  const { db, repo, clock } = deps;

  async function check(row: PayoutRow): Promise<PayoutRow> {
    if (row.providerPayoutId) {
      const found = await deps.payouts.fetchPayout(row.providerPayoutId);
      if (!found) return row;
      return (await deps.status.apply(row.id, seenOf('fetch', found))).row ?? row;
    }
    const [found] = await deps.payouts.findByReference(row.id);
    if (found) return (await deps.status.apply(row.id, seenOf('fetch', found))).row ?? row;
    return deps.submit(row);
  }

  /**
   * Pushes the next look back: soon (backing off) while the bank has not answered; for a
   * processed payout, every few hours until its reversal window is over; never for the others.
   */
  async function later(id: string) {
    await db.transaction(async (tx) => {
      const row = await repo.lockPayout(tx, id);
      if (!row?.nextCheckAt) return;
      const now = clock().getTime();
      if (row.status === 'processed') {
        const watched = row.finalAt !== null && now - row.finalAt.getTime() < REVERSAL_WATCH_MS;
        await repo.updatePayout(tx, id, {
          nextCheckAt: watched ? new Date(now + REVERSAL_CHECK_MS) : null,
        });
        return;
      }
      if (isFinal(row.status)) return;
      await repo.updatePayout(tx, id, {
        checks: row.checks + 1,
        nextCheckAt: new Date(now + nextCheckDelayMs(row.checks + 1)),
      });
    });
  }

  return {
    async reconcilePayouts(limit = 100) {
      const due = await repo.duePayouts(db, clock(), limit);
      const result = { asked: due.length, settled: 0, waiting: 0, failedToAsk: 0 };
      for (const row of due) {
        try {
          const after = await check(row);
          if (isFinal(after.status)) result.settled += 1;
          else result.waiting += 1;
        } catch (error) {
          result.failedToAsk += 1;
          deps.log.warn({ err: error, payoutId: row.id }, 'payout reconciliation could not ask');
        }
        await later(row.id);
      }
      return result;
    },
  };
}

export type PayoutReconciliation = ReturnType<typeof createPayoutReconciliation>;
