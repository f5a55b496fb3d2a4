import type { Db, DbOrTx } from '../../db/client';
import type { PaidAccount } from '../recents/recents.service';
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
import {
  createSettleBatch,
  paymentWords,
  type SettleRequest,
  type SettleResult,
} from './recharge-settle-batch';
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
  /** Saves the accounts successful payments paid among the customers' recents (same transaction). */
  onPaid?: (tx: DbOrTx, paid: PaidAccount[]) => Promise<void>;
}

/**
 * The outcome of a payment: ask the aggregator, then post (success) or void (failure: the
 * refund) the hold exactly once. The aggregator's answer, its callback and the status poller may
 * each report the outcome, in any order and any number of times; `settle` locks the row and acts
 * only on a pending one.
 */
export function createRechargeSettlement(deps: RechargePaymentDeps) {
  const { db, repo, faults } = deps;
  const batch = createSettleBatch(deps);

  /** Posts or voids the hold once; returns the row as it is afterwards (see recharge-settle-batch). */
  async function settle(
    orderId: string,
    outcome: 'success' | 'failure',
    via: SettledBy,
    details: SettleRequest['details'],
  ): Promise<SettleResult> {
    const result = await batch.submit({ orderId, outcome, via, details });
    if (result.changed) {
      deps.log.info({ orderId, outcome, via }, 'recharge settled');
      deps.settled?.('recharge', outcome);
    }
    return result;
  }

  /**
   * What the aggregator said, applied; an unknown outcome leaves the payment pending. With the row
   * afterwards comes what the wallet can spend, when settling it just now told (else null).
   */
  async function apply(
    orderId: string,
    payment: ProviderPayment,
    via: SettledBy,
  ): Promise<{ row: RechargeRow | null; balancePaise: bigint | null }> {
    if (payment.status === 'SUCCESS' || payment.status === 'FAILURE') {
      const outcome = payment.status === 'SUCCESS' ? 'success' : 'failure';
      const { row, balancePaise } = await settle(orderId, outcome, via, payment);
      return { row, balancePaise };
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
    return { row: await repo.findAnyOwnerByOrderId(db, orderId), balancePaise: null };
  }

  /**
   * Sends the payment to the aggregator — or again (`resend`), for one it says it never received
   * after a crash; it dedupes by client reference. A first send refused outright or never
   * delivered is refunded at once; a resend so refused is left to the poller's next look, since
   * only the aggregator's "unknown" after the give-up time proves that nothing was paid.
   */
  async function submit(
    row: RechargeRow,
    resend = false,
  ): Promise<{ row: RechargeRow; balancePaise: bigint | null }> {
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
      const applied = await apply(row.orderId, payment, 'response');
      await faults('settled', { orderId: row.orderId, key: row.idempotencyKey ?? undefined });
      return { row: applied.row ?? row, balancePaise: applied.balancePaise };
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
        return { row: settled.row, balancePaise: settled.balancePaise };
      } else if (error instanceof ProviderError) {
        deps.log.warn(
          { orderId: row.orderId, err: error },
          'aggregator error: outcome unknown, the poller will ask',
        );
      } else {
        throw error;
      }
      return { row, balancePaise: null };
    }
  }

  /** Asks the aggregator about one pending payment and applies what it says. */
  async function askAggregator(
    row: RechargeRow,
    now: Date,
    via: SettledBy,
  ): Promise<RechargeRow | null> {
    const payment = await deps.provider.status(row.orderId);
    if (payment) return (await apply(row.orderId, payment, via)).row;
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
    return (await submit(row, true)).row;
  }

  return { paymentWords, settle, apply, submit, askAggregator };
}

export type RechargeSettlement = ReturnType<typeof createRechargeSettlement>;
