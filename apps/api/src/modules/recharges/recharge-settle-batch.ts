import { isBillKind } from '@kosh/contract/service-kinds';
import { AppError } from '../../lib/app-error';
import type { DbOrTx } from '../../db/client';
import { createGroupTransaction, type ItemOutcome } from '../../db/group-transaction';
import type { CustomerText } from '../../lib/customer-sms';
import { resolveBatch } from '../ledger/ledger-resolve-batch';
import type { PaidAccount } from '../recents/recents.service';
import type { RechargeRow, SettledRecharge } from './recharges.repository';
import type { RechargePaymentDeps, SettledBy } from './recharge-settlement.service';

/** A report of a payment's outcome — the aggregator's answer, its callback, the poller's look. */
export interface SettleRequest {
  orderId: string;
  outcome: 'success' | 'failure';
  via: SettledBy;
  details: {
    providerRef?: string | null;
    operatorRef?: string | null;
    bbpsRef?: string | null;
    message?: string;
  };
}

/** The payment as it is afterwards; `changed` when this report settled it. */
export interface SettleResult {
  row: RechargeRow;
  changed: boolean;
  /** What the wallet can spend right after this settlement (null when it settled nothing). */
  balancePaise: bigint | null;
}

/** What a payment's texts say of it. */
export const paymentWords = (row: RechargeRow) => ({
  kind: row.kind,
  amountPaise: row.amountPaise,
  number: row.number,
  operator: row.operatorName,
  ref: row.orderId,
});

/** The account a payment paid, as the recents keep it. */
async function paidAccount(
  { repo, clock }: RechargePaymentDeps,
  tx: DbOrTx,
  row: RechargeRow,
): Promise<PaidAccount> {
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

/**
 * Settling in a group commit: the reports that arrive together share one transaction — their
 * rows locked in one statement (id order), their holds posted or voided in one
 * (`ledger_resolve_batch`), their rows written in one — and each is still its own: a report for a
 * payment already settled (by an earlier report, or by one earlier in the same batch) changes
 * nothing, and one that fails (an unknown payment, a hold missing) fails alone, since the group
 * commit runs a failed batch again report by report (db/group-transaction.ts). The batch's texts
 * and recents are written in the same transaction, a statement each for the whole batch.
 */
export function createSettleBatch(deps: RechargePaymentDeps) {
  const { repo, clock } = deps;

  return createGroupTransaction<SettleRequest, SettleResult>(deps.db, async (tx, requests) => {
    const locked = await repo.lockAnyOwnerByOrderIds(tx, [
      ...new Set(requests.map((r) => r.orderId)),
    ]);
    const current = new Map(locked.map((row) => [row.orderId, row]));
    const outcomes: ItemOutcome<SettleResult>[] = [];
    const settling: {
      at: number;
      request: SettleRequest;
      row: RechargeRow;
      patch: SettledRecharge;
    }[] = [];
    for (const [at, request] of requests.entries()) {
      const { orderId, outcome, via, details } = request;
      const row = current.get(orderId);
      if (!row) throw new AppError('NOT_FOUND', 'RECHARGE_NOT_FOUND');
      if (row.status !== 'pending') {
        if (row.status !== outcome) {
          // A contradiction (failure after success or the reverse) is for a human, never automatic.
          deps.log.error(
            { orderId, settled: row.status, reported: outcome, via },
            'aggregator reported another outcome for a settled recharge: ignored',
          );
        }
        outcomes[at] = { ok: true, result: { row, changed: false, balancePaise: null } };
        continue;
      }
      if (!row.holdTransferId) throw new Error(`recharge ${orderId} has no hold`);
      const patch: SettledRecharge = {
        id: row.id,
        status: outcome,
        settledBy: via,
        settledAt: clock(),
        providerRef: details.providerRef ?? row.providerRef,
        operatorRef: details.operatorRef ?? row.operatorRef,
        bbpsRef: details.bbpsRef ?? row.bbpsRef,
        providerMessage: details.message ?? row.providerMessage,
      };
      const settled: RechargeRow = { ...row, ...patch, nextPollAt: null };
      current.set(orderId, settled);
      settling.push({ at, request, row: settled, patch });
    }

    const resolved = await resolveBatch(
      tx,
      settling.map(({ row, request }) => ({
        pendingId: row.holdTransferId as string,
        kind: request.outcome === 'success' ? 'post' : 'void',
      })),
    );
    await repo.settleMany(
      tx,
      settling.map(({ patch }) => patch),
    );

    const texts: CustomerText[] = [];
    const paid: PaidAccount[] = [];
    for (const [k, { at, request, row }] of settling.entries()) {
      const r = resolved[k];
      // A hold that cannot be resolved is a bug: fail the batch, so this payment fails alone.
      if (!r?.ok) throw r?.error ?? new Error('no resolution for this hold (a bug)');
      if (request.outcome === 'success') paid.push(await paidAccount(deps, tx, row));
      if (request.outcome === 'success' && request.via !== 'response') {
        // The customer was told "pending, we will confirm by SMS": this is that SMS.
        texts.push({ userId: row.userId, template: 'paymentConfirmed', params: paymentWords(row) });
      }
      if (request.outcome === 'failure') {
        // The balance the refund leaves, as debits tell it (reckoned in the batch's order).
        texts.push({
          userId: row.userId,
          template: 'walletRefund',
          params: { ...paymentWords(row), balancePaise: r.balanceAfterPaise ?? 0n },
        });
      }
      outcomes[at] = {
        ok: true,
        result: { row, changed: true, balancePaise: r.balanceAfterPaise },
      };
    }
    await deps.onPaid?.(tx, paid);
    await deps.text.many(tx, texts);
    return outcomes;
  });
}
