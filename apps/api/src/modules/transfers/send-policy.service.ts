import { istMonthStart } from '@kosh/contract/common/ist-day';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/faults';
import type { LedgerService } from '../ledger/ledger.service';
import type { UsersService } from '../users/users.service';
import { sendLimitViolation, TRANSFER_LIMITS } from './rules';
import type { SendPolicyRepository, SentTotals } from './send-policy.repository';

/**
 * Whether a customer may send money now, for every way of sending (to a wallet, to a bank): the
 * back office's hold, full KYC, and the month's limits (rules.ts). Checked inside the send's own
 * transaction, after its wallets are locked, so two sends at once cannot both squeeze under a
 * limit; a send refused here has moved nothing.
 */
export function createSendPolicy(deps: {
  db: Db;
  repo: SendPolicyRepository;
  ledger: LedgerService;
  users: UsersService;
  clock: Clock;
}) {
  const { db, repo, ledger, users, clock } = deps;

  return {
    /**
     * Locks the wallets a send touches, always in one order (two customers sending to each other
     * at once would otherwise each hold one lock and wait for the other's).
     */
    async lockWallets(tx: DbOrTx, userIds: string[]): Promise<void> {
      for (const userId of [...new Set(userIds)].sort()) await ledger.lockWallet(tx, userId);
    },

    /** This calendar month's (India's) sending so far. */
    sentThisMonth: (userId: string, tx: DbOrTx = db): Promise<SentTotals> =>
      repo.sentSinceOwnedBy(tx, userId, istMonthStart(clock())),

    /**
     * Refuses the send (422 with the rule's message; 403 while the back office holds the
     * customer's outgoing money). Call it with the sender's wallet locked.
     */
    async assertCanSend(
      tx: DbOrTx,
      input: { userId: string; amountPaise: bigint; toPreRegistered: boolean },
    ): Promise<void> {
      if (await repo.holdInForceOn(tx, input.userId)) {
        throw new AppError('FORBIDDEN', 'TRANSFERS_ON_HOLD');
      }
      const user = await users.findById(input.userId, tx);
      if (!user) throw new AppError('NOT_FOUND', 'CUSTOMER_NOT_FOUND');
      const sent = await repo.sentSinceOwnedBy(tx, input.userId, istMonthStart(clock()));
      const violation = sendLimitViolation({
        kycLevel: user.kycLevel,
        amountPaise: input.amountPaise,
        toPreRegistered: input.toPreRegistered,
        sentToPreRegisteredPaise: sent.preRegisteredPaise,
        sentOtherPaise: sent.otherPaise,
      });
      if (violation) throw new AppError('BUSINESS_RULE', violation.code, violation);
    },

    limits: TRANSFER_LIMITS,
  };
}

export type SendPolicy = ReturnType<typeof createSendPolicy>;
