import { AppError } from '../../lib/app-error';
import { ProviderError } from '../../providers/recharge/recharge.port';
import type { RechargeAnswers } from './recharge-answer.service';
import {
  nextPollDelayMs,
  type RechargePaymentDeps,
  type RechargeSettlement,
} from './recharge-settlement.service';
import type { RechargeRow } from './recharges.repository';

/** A payment's status: the customer's view and "Check status", and the poller behind both. */
export function createRechargeStatus(
  deps: RechargePaymentDeps,
  { askAggregator }: RechargeSettlement,
  { statusAnswer, canCheck }: RechargeAnswers,
) {
  const { db, repo, clock } = deps;

  return {
    /** One of the customer's payments as it stands now (the pending screen follows it). */
    async status(userId: string, orderId: string) {
      const row = await repo.findOwned(db, userId, orderId);
      if (!row) throw new AppError('NOT_FOUND', 'RECHARGE_NOT_FOUND');
      return statusAnswer(row);
    },

    /**
     * "Check status": asks the aggregator about a pending payment now instead of waiting for the
     * poller — at most once a minute per payment; sooner, it answers with what is known.
     */
    async checkNow(userId: string, orderId: string) {
      const row = await repo.findOwned(db, userId, orderId);
      if (!row) throw new AppError('NOT_FOUND', 'RECHARGE_NOT_FOUND');
      const now = clock();
      if (row.status !== 'pending' || !canCheck(row, now)) return statusAnswer(row);
      await repo.update(db, row.id, { checkedAt: now });
      let current: RechargeRow | null = row;
      try {
        current = await askAggregator(row, now, 'poller');
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        deps.log.warn({ err: error, orderId }, 'status check could not reach the aggregator');
      }
      return statusAnswer((await repo.findOwned(db, userId, orderId)) ?? current ?? row);
    },

    /** Asks the aggregator about pending payments whose check is due (the status poller). */
    async pollPending(options: { limit?: number; now?: Date } = {}) {
      const now = options.now ?? clock();
      const due = await repo.duePending(db, now, options.limit ?? 50);
      let settled = 0;
      for (const row of due) {
        try {
          const after = await askAggregator(row, now, 'poller');
          if (after && after.status !== 'pending') {
            settled += 1;
            continue;
          }
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          deps.log.warn(
            { err: error, orderId: row.orderId },
            'status poll could not reach the aggregator',
          );
        }
        await repo.update(db, row.id, {
          pollCount: row.pollCount + 1,
          nextPollAt: new Date(now.getTime() + nextPollDelayMs(row.pollCount + 1)),
        });
      }
      return { checked: due.length, settled };
    },
  };
}
