import type { Payout } from '@kosh/contract/payouts';
import { AppError } from '../../../lib/app-error';
import type { TransfersPartDeps } from '../transfers-deps';
import { payoutView } from './payout-views';
import type { BeneficiaryRow, PayoutsRepository } from './payouts.repository';

/** The customer's own payouts: one by id (anyone else's is not found), or the latest, newest first. */
export function createPayoutReads(
  deps: Pick<TransfersPartDeps, 'db'> & { repo: PayoutsRepository },
) {
  const { db, repo } = deps;

  return {
    async payoutOwnedBy(userId: string, id: string): Promise<Payout> {
      const row = await repo.payoutOwnedBy(db, userId, id);
      const beneficiary = row ? await repo.beneficiaryOwnedBy(db, userId, row.beneficiaryId) : null;
      if (!row || !beneficiary) throw new AppError('NOT_FOUND', 'PAYOUT_NOT_FOUND');
      return payoutView(row, beneficiary);
    },

    async payoutsOwnedBy(userId: string): Promise<Payout[]> {
      const rows = await repo.payoutsOwnedBy(db, userId);
      const named = new Map<string, BeneficiaryRow>();
      for (const b of await repo.beneficiariesEverOwnedBy(db, userId)) named.set(b.id, b);
      return rows.flatMap((row) => {
        const beneficiary = named.get(row.beneficiaryId);
        return beneficiary ? [payoutView(row, beneficiary)] : [];
      });
    },
  };
}

export type PayoutReads = ReturnType<typeof createPayoutReads>;
