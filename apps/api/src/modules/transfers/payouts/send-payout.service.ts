import { randomUUID } from 'node:crypto';
import type { PayoutMode, PayoutResponse } from '@kosh/contract/payouts';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import { isPreRegistered } from '../rules';
import type { TransfersPartDeps } from '../transfers-deps';
import type { OwnBeneficiary } from './own-beneficiary.service';
import { isFinal, payoutWords } from './payout-status.service';
import { payoutView } from './payout-views';
import type { BeneficiaryRow, PayoutRow, PayoutsRepository } from './payouts.repository';
import type { SubmitPayout } from './submit-payout.service';

export interface PayoutResult {
  /** 200 once final, 202 while the bank has not answered. */
  httpStatus: 200 | 202;
  body: PayoutResponse;
}

/**
 * Money from the wallet to a bank account (`POST /api/v1/payouts`): the send policy, the payout's
 * row and the wallet's hold in one transaction, with its debit text; then the provider. Under an
 * Idempotency-Key a payout is made once: a retry answers with the first one's payout.
 */
export function createSendPayout(
  deps: Pick<
    TransfersPartDeps,
    'db' | 'config' | 'clock' | 'ledger' | 'text' | 'policy' | 'faults'
  > & {
    repo: PayoutsRepository;
    ownBeneficiary: OwnBeneficiary;
    submit: SubmitPayout;
  },
) {
  const { db, repo, ledger, clock } = deps;

  async function resultOf(row: PayoutRow): Promise<PayoutResult> {
    const beneficiary = await repo.beneficiaryById(db, row.beneficiaryId);
    if (!beneficiary) throw new Error(`payout ${row.id} names no beneficiary`);
    return {
      httpStatus: isFinal(row.status) ? 200 : 202,
      body: { result: true, data: payoutView(row, beneficiary) },
    };
  }

  /** An added beneficiary of the customer's, live; the own account is made in the payout's own transaction. */
  async function addedBeneficiary(userId: string, id: string): Promise<BeneficiaryRow> {
    const row = await repo.beneficiaryOwnedBy(db, userId, id);
    // The own account is "own" on the wire; its row's id (or a removed one's) names nothing.
    if (!row || row.own || row.deletedAt) {
      throw new AppError('NOT_FOUND', 'BENEFICIARY_NOT_FOUND', {
        fields: [{ field: 'beneficiaryId', code: 'BENEFICIARY_NOT_FOUND' }],
      });
    }
    return row;
  }

  return {
    resultOf,

    /** What the payout made under an Idempotency-Key came to (a retry, or the sweep after a crash). */
    async resultByKey(userId: string, key: string) {
      const row = await repo.payoutByKeyOwnedBy(db, userId, key);
      if (!row) return null;
      const result = await resultOf(row);
      return { status: result.httpStatus, response: result.body };
    },

    async send(
      userId: string,
      input: { beneficiaryId: string; amountPaise: bigint; mode: PayoutMode },
      key?: string,
    ): Promise<PayoutResult> {
      const earlier = key ? await repo.payoutByKeyOwnedBy(db, userId, key) : null;
      if (earlier) return resultOf(earlier);
      const own = input.beneficiaryId === 'own';
      const added = own ? null : await addedBeneficiary(userId, input.beneficiaryId);
      const bank = own ? await deps.ownBeneficiary.bankOf(userId) : null;
      const id = randomUUID();
      let beneficiary: BeneficiaryRow | null = added;
      let row: PayoutRow;
      try {
        row = await db.transaction(async (tx) => {
          const now = clock();
          await deps.policy.lockWallets(tx, [userId]);
          // The own account's row is made here, so a payout refused below leaves none behind.
          beneficiary = added ?? (await deps.ownBeneficiary.within(tx, userId, bank));
          if (!beneficiary) throw new AppError('BUSINESS_RULE', 'OWN_BANK_NOT_VERIFIED');
          const preRegistered = beneficiary.own || isPreRegistered(beneficiary.createdAt, now);
          await deps.policy.assertCanSend(tx, {
            userId,
            amountPaise: input.amountPaise,
            toPreRegistered: preRegistered,
          });
          await repo.insertPayout(tx, {
            id,
            userId,
            beneficiaryId: beneficiary.id,
            amountPaise: input.amountPaise,
            mode: input.mode,
            status: 'created',
            preRegistered,
            idempotencyKey: key ?? null,
            // Should this process die before the provider answers, reconciliation takes over then.
            nextCheckAt: new Date(now.getTime() + deps.config.payouts.firstCheckMs),
            createdAt: now,
            updatedAt: now,
          });
          // Throws the 422 "insufficient balance" when the wallet cannot cover it: nothing is kept.
          const hold = await ledger.hold(tx, {
            debit: { wallet: userId },
            credit: { system: 'payoutClearing' },
            amountPaise: input.amountPaise,
            code: 'BANK_PAYOUT',
            reference: { type: 'payout', id },
          });
          const held = await repo.updatePayout(tx, id, { holdTransferId: hold.id });
          // The debit's alert (RBI: every debit is texted), in the debit's own transaction.
          await deps.text(tx, userId, 'payoutDebit', {
            ...payoutWords(held, beneficiary),
            balancePaise: (await ledger.walletBalancePaise(tx, userId)) ?? 0n,
          });
          return held;
        });
      } catch (error) {
        // Another run under the same key (a retry that took over a lapsed lease) got there first.
        const first =
          key && isUniqueViolation(error, 'payouts_user_key_uq')
            ? await repo.payoutByKeyOwnedBy(db, userId, key)
            : null;
        if (first) return resultOf(first);
        throw error;
      }
      await deps.faults('payout-held', { orderId: id, key });
      return resultOf(await deps.submit(row));
    },
  };
}

export type SendPayoutService = ReturnType<typeof createSendPayout>;
