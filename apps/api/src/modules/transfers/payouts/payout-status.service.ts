import type { WebhookAck } from '@kosh/contract/common/http';
import { FINAL_PAYOUT_STATUSES, type PayoutStatus } from '@kosh/contract/payouts';
import type { DbOrTx } from '../../../db/client';
import type { TransfersPartDeps } from '../transfers-deps';
import { maskAccount } from './payout-views';
import type { BeneficiaryRow, PayoutRow, PayoutsRepository } from './payouts.repository';

/**
 * A bank can return a processed payout days later (a closed account, a wrong name). Its webhook
 * may be lost, so reconciliation asks about a processed payout this often, for this long.
 */
export const REVERSAL_CHECK_MS = 6 * 3_600_000;
export const REVERSAL_WATCH_MS = 7 * 24 * 3_600_000;

/** A payout's status as it was seen: in the create call's answer, a webhook or a fetch. */
export interface SeenStatus {
  source: 'create' | 'webhook' | 'fetch';
  /** A webhook's event id: the same on every redelivery. */
  eventId?: string;
  status: Exclude<PayoutStatus, 'created'>;
  providerPayoutId: string | null;
  utr: string | null;
  failureReason: string | null;
  payload?: unknown;
}

/** How far along a status is: a payout never moves back (a late webhook says nothing new). */
const RANK: Record<PayoutStatus, number> = {
  created: 0,
  queued: 1,
  pending: 2,
  processing: 3,
  processed: 4,
  rejected: 4,
  failed: 4,
  reversed: 5,
};

export const isFinal = (status: string) =>
  (FINAL_PAYOUT_STATUSES as readonly string[]).includes(status);

/** What a payout's texts call it: the amount, the bank and the account's last four digits. */
export const payoutWords = (row: PayoutRow, beneficiary: BeneficiaryRow) => ({
  amountPaise: row.amountPaise,
  bank: beneficiary.bankName,
  last4: maskAccount(beneficiary.accountNumber).slice(-4),
  ref: row.id.slice(0, 8).toUpperCase(),
});

/**
 * The one place a payout's status changes, whoever saw it (the create call, a webhook, a fetch):
 * with the payout's row locked, so a webhook and reconciliation racing apply one after the other,
 * and the second finds the work done. Processed posts the hold; rejected or failed voids it;
 * reversed after processed credits the wallet back, once (the status and the row lock make it
 * once). Each change is texted in its own transaction.
 */
export function createPayoutStatus(
  deps: Pick<TransfersPartDeps, 'db' | 'clock' | 'ledger' | 'text'> & { repo: PayoutsRepository },
) {
  const { db, repo, ledger, clock } = deps;

  async function settle(tx: DbOrTx, row: PayoutRow, seen: SeenStatus): Promise<PayoutRow> {
    const beneficiary = await repo.beneficiaryById(tx, row.beneficiaryId);
    if (!beneficiary) throw new Error(`payout ${row.id} names no beneficiary`);
    const words = payoutWords(row, beneficiary);
    const balance = async () => (await ledger.walletBalancePaise(tx, row.userId)) ?? 0n;
    const now = clock();
    const base = {
      providerPayoutId: row.providerPayoutId ?? seen.providerPayoutId,
      updatedAt: now,
    };
    const current = row.status as PayoutStatus;
    const next = seen.status;
    if (current === 'processed' && next === 'reversed') return reverse(tx, row, seen, words);
    if (isFinal(current) || RANK[next] <= RANK[current]) {
      return base.providerPayoutId === row.providerPayoutId
        ? row
        : repo.updatePayout(tx, row.id, base);
    }
    if (!isFinal(next)) return repo.updatePayout(tx, row.id, { ...base, status: next });

    if (next === 'rejected' || next === 'failed') {
      if (row.holdTransferId) await ledger.void(tx, row.holdTransferId);
      const updated = await repo.updatePayout(tx, row.id, {
        ...base,
        status: next,
        failureReason: seen.failureReason ?? next,
        finalAt: now,
        nextCheckAt: null,
      });
      await deps.text(tx, row.userId, 'payoutFailed', {
        ...words,
        balancePaise: await balance(),
      });
      return updated;
    }
    // Processed, or reversed by a bank before Kosh saw it processed: the hold is posted first.
    // A processed payout is still looked at now and then: a reversal's webhook may never come.
    if (row.holdTransferId) await ledger.post(tx, row.holdTransferId);
    const processed = await repo.updatePayout(tx, row.id, {
      ...base,
      status: 'processed',
      utr: seen.utr ?? row.utr,
      finalAt: now,
      nextCheckAt: new Date(now.getTime() + REVERSAL_CHECK_MS),
    });
    await deps.text(tx, row.userId, 'payoutSent', { ...words, utr: processed.utr ?? '-' });
    return next === 'reversed' ? reverse(tx, processed, seen, words) : processed;
  }

  /** The bank gave a processed payout back: the wallet is credited, once. */
  async function reverse(
    tx: DbOrTx,
    row: PayoutRow,
    seen: SeenStatus,
    words: ReturnType<typeof payoutWords>,
  ): Promise<PayoutRow> {
    const credit = await ledger.transfer(tx, {
      debit: { system: 'payoutClearing' },
      credit: { wallet: row.userId },
      amountPaise: row.amountPaise,
      code: 'PAYOUT_REVERSAL',
      reference: { type: 'payout', id: row.id },
    });
    const updated = await repo.updatePayout(tx, row.id, {
      status: 'reversed',
      reversalTransferId: credit.id,
      failureReason: seen.failureReason ?? 'reversed',
      utr: row.utr ?? seen.utr,
      updatedAt: clock(),
      nextCheckAt: null,
    });
    await deps.text(tx, row.userId, 'payoutReversed', {
      ...words,
      balancePaise: (await ledger.walletBalancePaise(tx, row.userId)) ?? 0n,
    });
    return updated;
  }

  return {
    /**
     * Applies what was seen of payout `payoutId`: 'duplicate' for a webhook event already
     * recorded (nothing changes), 'ignored' for a payout Kosh does not have.
     */
    async apply(
      payoutId: string,
      seen: SeenStatus,
    ): Promise<{ ack: WebhookAck['status']; row: PayoutRow | null }> {
      return db.transaction(async (tx) => {
        const row = await repo.lockPayout(tx, payoutId);
        if (!row) return { ack: 'ignored' as const, row: null };
        const recorded = await repo.recordEvent(tx, {
          payoutId,
          source: seen.source,
          providerEventId: seen.eventId ?? null,
          status: seen.status,
          utr: seen.utr,
          payload: seen.payload ?? null,
          createdAt: clock(),
        });
        if (!recorded) return { ack: 'duplicate' as const, row };
        return { ack: 'processed' as const, row: await settle(tx, row, seen) };
      });
    },
  };
}

export type PayoutStatusService = ReturnType<typeof createPayoutStatus>;
