import {
  PayoutsError,
  PayoutTimeoutError,
  type ProviderPayout,
} from '../../../providers/payouts/payouts.port';
import type { TransfersPartDeps } from '../transfers-deps';
import type { PayoutStatusService, SeenStatus } from './payout-status.service';
import type { PayoutRow, PayoutsRepository } from './payouts.repository';

export const seenOf = (
  source: SeenStatus['source'],
  payout: ProviderPayout,
  extra: Pick<SeenStatus, 'eventId' | 'payload'> = {},
): SeenStatus => ({
  source,
  status: payout.status,
  providerPayoutId: payout.id,
  utr: payout.utr,
  failureReason: payout.failureReason,
  ...extra,
});

/**
 * Whether the provider refused a payout outright (a 4xx other than being asked to slow down): no
 * payout was made, so the hold is given back. A timeout, a 5xx or no connection proves nothing.
 */
const refusedOutright = (error: unknown): error is PayoutsError =>
  error instanceof PayoutsError &&
  !(error instanceof PayoutTimeoutError) &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 429;

/**
 * Hands a held payout to the provider: its beneficiary's fund account registered once, then the
 * payout created under Kosh's id (the provider's idempotency key: sending it again pays once).
 * An answer is applied at once; no answer leaves it for reconciliation, which asks by reference.
 */
export function createPayoutSubmission(
  deps: Pick<TransfersPartDeps, 'db' | 'payouts' | 'log'> & {
    repo: PayoutsRepository;
    status: PayoutStatusService;
  },
) {
  const { db, repo } = deps;

  return async function submit(row: PayoutRow): Promise<PayoutRow> {
    const beneficiary = await repo.beneficiaryById(db, row.beneficiaryId);
    if (!beneficiary) throw new Error(`payout ${row.id} names no beneficiary`);
    try {
      let accountId = beneficiary.providerAccountId;
      if (!accountId) {
        ({ accountId } = await deps.payouts.registerAccount({
          holderName: beneficiary.holderName,
          ifsc: beneficiary.ifsc,
          accountNumber: beneficiary.accountNumber,
          reference: beneficiary.id,
        }));
        await repo.setProviderAccount(db, beneficiary.id, accountId);
      }
      const answer = await deps.payouts.createPayout({
        reference: row.id,
        accountId,
        amountPaise: row.amountPaise,
        mode: row.mode === 'NEFT' ? 'NEFT' : 'IMPS',
        narration: 'Kosh wallet payout',
      });
      return (await deps.status.apply(row.id, seenOf('create', answer))).row ?? row;
    } catch (error) {
      if (refusedOutright(error)) {
        const failed = await deps.status.apply(row.id, {
          source: 'create',
          status: 'failed',
          providerPayoutId: null,
          utr: null,
          failureReason: error.message,
        });
        return failed.row ?? row;
      }
      // The provider may have it: reconciliation asks by reference at next_check_at.
      deps.log.warn({ err: error, payoutId: row.id }, 'payout not confirmed by the provider');
      return (await repo.payoutById(db, row.id)) ?? row;
    }
  };
}

export type SubmitPayout = ReturnType<typeof createPayoutSubmission>;
