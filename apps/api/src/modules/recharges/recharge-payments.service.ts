import { randomInt, randomUUID } from 'node:crypto';
import { istDate } from '@kosh/contract/common/ist-day';
import { BBPS_CATEGORY, SERVICE_CATEGORIES, type ServiceKind } from '@kosh/contract/service-kinds';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { BatchTransfer } from '../ledger/ledger-batch-sql';
import { createLedgerGroupCommit } from '../ledger/ledger-group-commit';
import { measuredCalls } from '../../lib/metrics';
import type { LedgerCode } from '../ledger/ledger.service';
import { createRechargeAnswers } from './recharge-answer.service';
import { createRechargeCallbacks } from './recharge-callback.service';
import {
  createRechargeSettlement,
  nextPollDelayMs,
  type RechargePaymentDeps,
} from './recharge-settlement.service';
import { createRechargeStatus } from './recharge-status.service';
import type { RechargeRow } from './recharges.repository';
import type { recharges } from './recharges.tables';

/** The catalogue the recharge module checks operators against (modules/catalogue). */
export interface ServiceCatalogue {
  findActiveCompany(category: number, code: string): Promise<{ code: string; name: string } | null>;
}

export const LEDGER_CODE_BY_KIND: Record<ServiceKind, LedgerCode> = {
  mobile: 'MOBILE_RECHARGE',
  dth: 'DTH_RECHARGE',
  fastag: 'FASTAG_RECHARGE',
  electricity: 'BILL_PAYMENT',
  gas: 'BILL_PAYMENT',
  postpaid: 'BILL_PAYMENT',
  bbps: 'BILL_PAYMENT',
};

/**
 * Whom a payment pays: an operator of the service list (by its code, checked against the back
 * office's companies), or a catalogue biller the caller has already found enabled (`bbps`).
 */
export type PaymentPayee =
  | {
      kind: Exclude<ServiceKind, 'bbps'>;
      operatorCode: string;
      /** The catalogue biller under a bill screen's company: recorded as the payee instead. */
      biller?: { id: string; name: string };
    }
  | {
      kind: 'bbps';
      biller: { id: string; name: string };
      billerParams: Record<string, string>;
      /** The aggregator's id of the fetched bill it pays. */
      providerFetchId?: string;
    };

/** A payment waiting for its batch: its row, and the bill it pays (linked in the same commit). */
interface HoldItem {
  values: Omit<typeof recharges.$inferInsert, 'balanceAfterPaise' | 'holdTransferId'>;
  bill?: (tx: DbOrTx, rechargeId: string) => Promise<void>;
}

/** RId: KR + yyMMdd (IST) + 10 random digits; unique in the table. */
function newOrderId(now = new Date()): string {
  const ymd = istDate(now).slice(2).replaceAll('-', '');
  const random = String(randomInt(0, 1e10)).padStart(10, '0');
  return `KR${ymd}${random}`;
}

/**
 * Paying from the wallet: hold the amount, ask the aggregator, then post or void the hold exactly
 * once (recharge-settlement). This file is the payment itself; the status, the callbacks and the
 * answers are their own use cases, composed here into the one service the routes and bills use.
 */
export function createRechargePaymentsService(deps: RechargePaymentDeps) {
  const { db, repo, ledger, clock, faults } = deps;
  const settlement = createRechargeSettlement(deps);
  const { paymentWords, submit } = settlement;
  const answers = createRechargeAnswers(deps);
  const { resultOf } = answers;

  /** The payments' rows, each with its hold, written a batch at a time (see pay). */
  const groupCommit = createLedgerGroupCommit<HoldItem, RechargeRow>(
    db,
    ledger,
    async (tx, moved) => {
      const rows = await repo.insertMany(
        tx,
        moved.map(({ item, transfer, balanceAfterPaise }) => ({
          ...item.values,
          holdTransferId: transfer.id,
          balanceAfterPaise: balanceAfterPaise ?? 0n,
        })),
      );
      for (const [i, row] of rows.entries()) {
        const bill = moved[i]?.item.bill;
        if (bill) await bill(tx, row.id);
      }
      // The debits' alerts (RBI: every debit is texted), in the debits' own transaction.
      await deps.text.many(
        tx,
        rows.map((row) => ({
          userId: row.userId,
          template: 'walletDebit',
          params: { ...paymentWords(row), balancePaise: row.balanceAfterPaise },
        })),
      );
      return rows;
    },
  );
  // Timed as `hold`, as when each payment held its money through the ledger service itself.
  const holds = {
    hold: (item: HoldItem, transfer: BatchTransfer) => groupCommit.submit(item, transfer),
  };
  const timedHolds = deps.ledgerTimed ? measuredCalls(holds, deps.ledgerTimed) : holds;

  return {
    settle: settlement.settle,
    ...createRechargeStatus(deps, settlement, answers),
    ...createRechargeCallbacks(deps, settlement),

    /** What a payment made under an Idempotency-Key came to (a retry or the sweep after a crash). */
    async resultByKey(userId: string, key: string) {
      const row = await repo.findByKey(db, userId, key);
      if (!row) return null;
      const result = await resultOf(row);
      return { status: result.httpStatus, response: result.body };
    },

    /**
     * One payment from the wallet. `bill` links a fetched bill to it (bill payments) inside the
     * same transaction as the hold, so a bill is paid once. Under an Idempotency-Key the payment
     * is made once: a second run with the key meets the first one's row (its unique key) and
     * answers with it.
     */
    async pay(
      userId: string,
      input: PaymentPayee & {
        number: string;
        amountPaise: bigint;
        circle?: string;
        option1?: string;
        option2?: string;
        planId?: string;
        operatorField: string;
        idempotencyKey?: string;
      },
      bill?: (tx: DbOrTx, rechargeId: string) => Promise<void>,
    ) {
      // No look for an earlier payment under the key first: a retry is answered by the key's
      // stored answer (plugins/idempotency.ts) or, when the run before it died, by its recovery;
      // a run that still gets here meets the first row's unique key below and answers with it.
      const key = input.idempotencyKey;

      const category = input.kind === 'bbps' ? BBPS_CATEGORY : SERVICE_CATEGORIES[input.kind];
      const company =
        input.kind === 'bbps'
          ? { code: input.biller.id, name: input.biller.name }
          : await deps.catalogue.findActiveCompany(category, input.operatorCode);
      if (!company) {
        throw new AppError('VALIDATION_FAILED', 'SELECT_OPERATOR', {
          fields: [{ field: input.operatorField, code: 'SELECT_OPERATOR' }],
        });
      }
      const payee = input.biller ? { code: input.biller.id, name: input.biller.name } : company;
      const orderId = newOrderId(clock());
      const id = randomUUID();
      let row: RechargeRow;
      try {
        // Its row, its hold and its debit's text commit together, with the other payments that
        // arrive meanwhile (ledger-group-commit.ts): a wallet that cannot cover it gets the 422
        // "insufficient balance" and nothing of it is kept.
        row = await timedHolds.hold(
          {
            values: {
              id,
              orderId,
              userId,
              kind: input.kind,
              category,
              operatorCode: payee.code,
              operatorName: payee.name,
              number: input.number,
              circle: input.circle ?? null,
              option1: input.option1 ?? '',
              option2: input.option2 ?? '',
              planId: input.planId ?? null,
              billerParams: input.kind === 'bbps' ? input.billerParams : null,
              providerFetchId: input.kind === 'bbps' ? (input.providerFetchId ?? null) : null,
              amountPaise: input.amountPaise,
              idempotencyKey: key ?? null,
              createdAt: clock(),
              // Should this process die before the aggregator answers, the poller takes over then.
              nextPollAt: new Date(clock().getTime() + nextPollDelayMs(0)),
            },
            bill,
          },
          {
            kind: 'pending',
            input: {
              debit: { wallet: userId },
              credit: { system: 'providerPayable' },
              amountPaise: input.amountPaise,
              code: LEDGER_CODE_BY_KIND[input.kind],
              reference: { type: 'recharge', id },
            },
          },
        );
      } catch (error) {
        // Another run under the same key (a retry that took over a lapsed lease) got there first.
        const first =
          key && isUniqueViolation(error, 'recharges_user_key_uq')
            ? await repo.findByKey(db, userId, key)
            : null;
        if (first) return resultOf(first);
        throw error;
      }
      await faults('held', { orderId, key });
      const after = await submit(row);
      return resultOf(after.row, after.balancePaise);
    },
  };
}

export type RechargePaymentsService = ReturnType<typeof createRechargePaymentsService>;
export type { RechargeRow } from './recharges.repository';
