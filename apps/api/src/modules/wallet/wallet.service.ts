import { istMonthStart } from '@kosh/contract/common/ist-day';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TextCustomer } from '../../lib/customer-sms';
import type { Clock } from '../../lib/faults';
import type { LedgerCode, LedgerService, SystemAccount } from '../ledger/ledger.service';
import type { UsersService } from '../users/users.service';
import { creditLimitViolation, type CreditChannel } from './rules';
import type { SmsParams } from '../../lib/sms-texts';

/**
 * The wallet as the customer sees it: balance, credits that respect the RBI limits, and the SMS
 * that tells the customer of each credit.
 */
export function createWalletService(deps: {
  db: Db;
  ledger: LedgerService;
  users: UsersService;
  text: TextCustomer;
  /** The month a load counts in is India's month by this clock (the simulation's is virtual). */
  clock: Clock;
}) {
  const { db, ledger } = deps;

  async function limitViolation(
    tx: DbOrTx,
    userId: string,
    amountPaise: bigint,
    channel: CreditChannel,
  ) {
    const user = await deps.users.findById(userId, tx);
    if (!user) throw new AppError('NOT_FOUND', 'CUSTOMER_NOT_FOUND');
    const balancePaise = (await ledger.walletBalancePaise(tx, userId)) ?? 0n;
    const loads = await ledger.walletLoadsSince(tx, userId, istMonthStart(deps.clock()));
    return creditLimitViolation({
      kycLevel: user.kycLevel,
      channel,
      amountPaise,
      balancePaise,
      loadedThisMonthPaise: loads.totalPaise,
      offlineLoadedThisMonthPaise: loads.offlinePaise,
    });
  }

  return {
    async balancePaise(userId: string): Promise<bigint> {
      const balance = await ledger.walletBalancePaise(db, userId);
      if (balance === null) throw new AppError('NOT_FOUND', 'NO_WALLET');
      return balance;
    },

    /** Refuses (422) a credit that would break a limit; checked again inside the credit itself. */
    async assertCanCredit(
      userId: string,
      amountPaise: bigint,
      channel: CreditChannel,
    ): Promise<void> {
      const violation = await limitViolation(db, userId, amountPaise, channel);
      if (violation) throw new AppError('BUSINESS_RULE', violation.code, violation);
    },

    /**
     * The limit a credit would break, read inside the caller's transaction (lock the wallet
     * first): for a credit that is not from Kosh's own accounts, such as money from another
     * customer's wallet, whose sender must not learn this wallet's balance from the message.
     */
    creditLimitViolationIn: (
      tx: DbOrTx,
      userId: string,
      amountPaise: bigint,
      channel: CreditChannel,
    ) => limitViolation(tx, userId, amountPaise, channel),

    /**
     * Credits a wallet inside the caller's transaction, under the wallet's row lock so two credits
     * cannot both squeeze under a limit. Throws 422 with the limit's message when it would break one.
     */
    async credit(
      tx: DbOrTx,
      input: {
        userId: string;
        amountPaise: bigint;
        channel: CreditChannel;
        from: SystemAccount;
        code: LedgerCode;
        reference: { type: string; id: string };
      },
    ) {
      await ledger.lockWallet(tx, input.userId);
      const violation = await limitViolation(tx, input.userId, input.amountPaise, input.channel);
      if (violation) throw new AppError('BUSINESS_RULE', violation.code, violation);
      return ledger.transfer(tx, {
        debit: { system: input.from },
        credit: { wallet: input.userId },
        amountPaise: input.amountPaise,
        code: input.code,
        reference: input.reference,
      });
    },

    /**
     * Texts the customer a credit, as every debit is texted: written in the credit's own
     * transaction (exactly once per credit, by whoever made it), with the balance right after it.
     */
    async textCredit(
      tx: DbOrTx,
      credit: {
        userId: string;
        amountPaise: bigint;
        paidBy: SmsParams<'walletCredit'>['paidBy'];
        /** The masked UPI id of a UPI payment. */
        upiId?: string;
        ref: string;
        /** The id the credit's receipt is found by (the request's or the top-up's). */
        receiptId?: string;
      },
    ) {
      const { userId, amountPaise, paidBy, upiId, ref } = credit;
      const balancePaise = (await ledger.walletBalancePaise(tx, userId)) ?? 0n;
      await deps.text(
        tx,
        userId,
        'walletCredit',
        { amountPaise, paidBy, ...(upiId ? { upiId } : {}), ref, balancePaise },
        credit.receiptId ? { kind: 'receipt', id: credit.receiptId } : undefined,
      );
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
