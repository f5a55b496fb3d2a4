import type { Db, DbOrTx } from '../../db/client';
import type { PaidAccount } from '../recents/recents.service';
import { isBillKind } from '@kosh/contract/service-kinds';
import { AppError } from '../../lib/app-error';
import type { Clock, FaultInjector } from '../../lib/faults';
import type { Logger } from '../../lib/log-context';
import {
  ProviderError,
  ProviderTimeoutError,
  type ProviderPayment,
  type RechargeProvider,
} from '../../providers/recharge/recharge.port';
import type { LedgerService } from '../ledger/ledger.service';
import type { UsersService } from '../users/users.service';
import type { ServiceCatalogue } from './recharge-payments.service';
import type { RechargeRow, RechargesRepository } from './recharges.repository';
import type { TextCustomer } from '../../lib/customer-sms';
import type { Observe, PaymentSettled } from '../../lib/metrics';

export type SettledBy = 'response' | 'callback' | 'poller';

/** How long to wait before asking the aggregator again about a pending payment. */
export function nextPollDelayMs(pollCount: number): number {
  const steps = [30_000, 60_000, 120_000, 300_000, 900_000];
  return steps[Math.min(pollCount, steps.length - 1)] ?? 900_000;
}

/** What paying from the wallet needs: each of its use cases takes these. */
export interface RechargePaymentDeps {
  db: Db;
  repo: RechargesRepository;
  ledger: LedgerService;
  users: UsersService;
  provider: RechargeProvider;
  catalogue: ServiceCatalogue;
  /** Texts the customer in their language (never fails the caller). */
  text: TextCustomer;
  /**
   * A payment the aggregator still does not know this long after it was made is failed and
   * refunded; before that the poller sends it again (the aggregator dedupes by client reference).
   */
  unseenGiveUpMs: number;
  clock: Clock;
  faults: FaultInjector;
  log: Logger;
  settled?: PaymentSettled;
  /** Times the holds made through the group commit, as the ledger's own operations are timed. */
  ledgerTimed?: Observe;
  /** Saves the account a successful payment paid among the customer's recents (same transaction). */
  onPaid?: (tx: DbOrTx, paid: PaidAccount) => Promise<void>;
}

/**
 * The outcome of a payment: ask the aggregator, then post (success) or void (failure: the
 * refund) the hold exactly once. The aggregator's answer, its callback and the status poller may
 * each report the outcome, in any order and any number of times; `settle` locks the row and acts
 * only on a pending one.
 */
export function createRechargeSettlement(deps: RechargePaymentDeps) {
  const { db, repo, ledger, clock, faults } = deps;

  /** What a payment's texts say of it. */
  const paymentWords = (row: RechargeRow) => ({
    kind: row.kind,
    amountPaise: row.amountPaise,
    number: row.number,
    operator: row.operatorName,
    ref: row.orderId,
  });

  /** The account a payment paid, as the recents keep it. */
  async function paidAccount(tx: DbOrTx, row: RechargeRow): Promise<PaidAccount> {
    return {
      userId: row.userId,
      kind: row.kind,
      operatorCode: row.operatorCode,
      operatorName: row.operatorName,
      number: row.number,
      option1: row.option1,
      option2: row.option2,
      circle: row.circle,
      customerMobile: isBillKind(row.kind) ? await repo.billMobileOf(tx, row.id) : null,
      amountPaise: row.amountPaise,
      planId: row.planId,
      paidAt: row.settledAt ?? clock(),
    };
  }

  /** Posts or voids the hold once; returns the row as it is afterwards. */
  async function settle(
    orderId: string,
    outcome: 'success' | 'failure',
    via: SettledBy,
    details: {
      providerRef?: string | null;
      operatorRef?: string | null;
      bbpsRef?: string | null;
      message?: string;
    },
  ): Promise<{ row: RechargeRow; changed: boolean }> {
    const result = await db.transaction(async (tx) => {
      const row = await repo.lockAnyOwnerByOrderId(tx, orderId);
      if (!row) throw new AppError('NOT_FOUND', 'RECHARGE_NOT_FOUND');
      if (row.status !== 'pending') {
        if (row.status !== outcome) {
          // A contradiction (failure after success or the reverse) is for a human, never automatic.
          deps.log.error(
            { orderId, settled: row.status, reported: outcome, via },
            'aggregator reported another outcome for a settled recharge: ignored',
          );
        }
        return { row, changed: false };
      }
      if (!row.holdTransferId) throw new Error(`recharge ${orderId} has no hold`);
      if (outcome === 'success') await ledger.post(tx, row.holdTransferId);
      else await ledger.void(tx, row.holdTransferId);
      const patch = {
        status: outcome,
        settledBy: via,
        settledAt: clock(),
        nextPollAt: null,
        providerRef: details.providerRef ?? row.providerRef,
        operatorRef: details.operatorRef ?? row.operatorRef,
        bbpsRef: details.bbpsRef ?? row.bbpsRef,
        providerMessage: details.message ?? row.providerMessage,
      };
      await repo.update(tx, row.id, patch);
      const settled = { ...row, ...patch };
      if (outcome === 'success') await deps.onPaid?.(tx, await paidAccount(tx, settled));
      if (outcome === 'success' && via !== 'response') {
        // The customer was told "pending, we will confirm by SMS": this is that SMS.
        await deps.text(tx, row.userId, 'paymentConfirmed', paymentWords(settled));
      }
      if (outcome === 'failure') {
        // Read after the refund, in its transaction: the balance it leaves, as debits tell it.
        const balancePaise = (await ledger.walletBalancePaise(tx, row.userId)) ?? 0n;
        await deps.text(tx, row.userId, 'walletRefund', {
          ...paymentWords(settled),
          balancePaise,
        });
      }
      return { row: settled, changed: true };
    });
    if (result.changed) {
      deps.log.info({ orderId, outcome, via }, 'recharge settled');
      deps.settled?.('recharge', outcome);
    }
    return result;
  }

  /** What the aggregator said, applied; an unknown outcome leaves the payment pending. */
  async function apply(orderId: string, payment: ProviderPayment, via: SettledBy) {
    if (payment.status === 'SUCCESS' || payment.status === 'FAILURE') {
      return (
        await settle(orderId, payment.status === 'SUCCESS' ? 'success' : 'failure', via, payment)
      ).row;
    }
    if (payment.providerRef || payment.bbpsRef) {
      await db.transaction(async (tx) => {
        const row = await repo.lockAnyOwnerByOrderId(tx, orderId);
        if (row?.status === 'pending' && (!row.providerRef || !row.bbpsRef)) {
          await repo.update(tx, row.id, {
            providerRef: row.providerRef ?? payment.providerRef,
            bbpsRef: row.bbpsRef ?? payment.bbpsRef ?? null,
          });
        }
      });
    }
    return repo.findAnyOwnerByOrderId(db, orderId);
  }

  /**
   * Sends the payment to the aggregator — or again (`resend`), for one it says it never received
   * after a crash; it dedupes by client reference. A first send refused outright or never
   * delivered is refunded at once; a resend so refused is left to the poller's next look, since
   * only the aggregator's "unknown" after the give-up time proves that nothing was paid.
   */
  async function submit(row: RechargeRow, resend = false): Promise<RechargeRow> {
    try {
      const payment = await deps.provider.pay({
        clientRef: row.orderId,
        category: row.kind,
        operator: row.operatorCode,
        number: row.number,
        amountPaise: row.amountPaise,
        circle: row.circle ?? undefined,
        option1: row.option1 || undefined,
        option2: row.option2 || undefined,
        ...(row.billerParams
          ? {
              biller: {
                params: row.billerParams,
                ...(row.providerFetchId ? { fetchId: row.providerFetchId } : {}),
              },
            }
          : {}),
      });
      await faults('provider-answered', {
        orderId: row.orderId,
        key: row.idempotencyKey ?? undefined,
      });
      const applied = (await apply(row.orderId, payment, 'response')) ?? row;
      await faults('settled', { orderId: row.orderId, key: row.idempotencyKey ?? undefined });
      return applied;
    } catch (error) {
      if (error instanceof ProviderTimeoutError) {
        deps.log.warn({ orderId: row.orderId }, 'aggregator did not answer: the poller will ask');
      } else if (
        !resend &&
        error instanceof ProviderError &&
        (error.code === 'UNREACHABLE' ||
          (error.status !== undefined && error.status >= 400 && error.status < 500))
      ) {
        // Refused outright, or never reached: no payment exists there, so the money goes back.
        deps.log.warn({ orderId: row.orderId, err: error }, 'aggregator refused the payment');
        const settled = await settle(row.orderId, 'failure', 'response', {
          message:
            error.code === 'UNREACHABLE'
              ? 'The operator’s service is unreachable right now. Please try again later.'
              : 'The operator could not process this payment.',
        });
        await faults('settled', { orderId: row.orderId, key: row.idempotencyKey ?? undefined });
        return settled.row;
      } else if (error instanceof ProviderError) {
        deps.log.warn(
          { orderId: row.orderId, err: error },
          'aggregator error: outcome unknown, the poller will ask',
        );
      } else {
        throw error;
      }
      return row;
    }
  }

  /** Asks the aggregator about one pending payment and applies what it says. */
  async function askAggregator(row: RechargeRow, now: Date, via: SettledBy) {
    const payment = await deps.provider.status(row.orderId);
    if (payment) return apply(row.orderId, payment, via);
    // The aggregator has never seen it: the process that held the money died before sending it,
    // or the request was lost. Send it again while it is young; past that, refund it.
    if (now.getTime() - row.createdAt.getTime() > deps.unseenGiveUpMs) {
      return (
        await settle(row.orderId, 'failure', via, {
          message: 'The operator never received this payment.',
        })
      ).row;
    }
    deps.log.warn(
      { orderId: row.orderId },
      'aggregator does not know this payment: sending it again',
    );
    return submit(row, true);
  }

  return { paymentWords, settle, apply, submit, askAggregator };
}

export type RechargeSettlement = ReturnType<typeof createRechargeSettlement>;
