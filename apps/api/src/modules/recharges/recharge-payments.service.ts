import { messageText, type MessageCode } from '@kosh/contract/messages/catalogue';
import { randomInt } from 'node:crypto';
import { formatInr, paiseToRupees } from '@kosh/contract/common/money';
import { SERVICE_CATEGORIES, type RechargeStatus } from '@kosh/contract/recharge';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Clock, FaultInjector } from '../../lib/faults';
import type { Logger } from '../../lib/log-context';
import {
  ProviderError,
  ProviderTimeoutError,
  type ProviderPayment,
  type RechargeProvider,
} from '../../providers/recharge/recharge.port';
import { SMS_TEMPLATES, type SmsProvider } from '../../providers/sms/sms.port';
import type { LedgerCode, LedgerService } from '../ledger/ledger.service';
import type { UsersService } from '../users/users.service';
import type { RechargeRow, RechargesRepository } from './recharges.repository';
import type { RechargeKind } from './recharges.tables';

/** The catalogue the recharge module checks operators against (modules/catalogue). */
export interface ServiceCatalogue {
  findActiveCompany(category: number, code: string): Promise<{ code: string; name: string } | null>;
}

export const LEDGER_CODE_BY_KIND: Record<RechargeKind, LedgerCode> = {
  mobile: 'MOBILE_RECHARGE',
  dth: 'DTH_RECHARGE',
  fastag: 'FASTAG_RECHARGE',
  electricity: 'BILL_PAYMENT',
  gas: 'BILL_PAYMENT',
  postpaid: 'BILL_PAYMENT',
};

const WHAT: Record<RechargeKind, string> = {
  mobile: 'mobile recharge',
  dth: 'DTH recharge',
  fastag: 'FASTag recharge',
  electricity: 'electricity bill',
  gas: 'gas bill',
  postpaid: 'postpaid bill',
};

const SUCCESS_MESSAGE: Record<RechargeKind, MessageCode> = {
  mobile: 'RECHARGE_SUCCESS',
  dth: 'DTH_SUCCESS',
  fastag: 'PAYMENT_SUCCESS',
  electricity: 'BILL_PAID',
  gas: 'BILL_PAID',
  postpaid: 'BILL_PAID',
};

/** How long to wait before asking the aggregator again about a pending payment. */
export function nextPollDelayMs(pollCount: number): number {
  const steps = [30_000, 60_000, 120_000, 300_000, 900_000];
  return steps[Math.min(pollCount, steps.length - 1)] ?? 900_000;
}

/** A customer's "Check status" asks the aggregator at most this often per payment. */
export const CHECK_STATUS_EVERY_MS = 60_000;

/** RId: KR + yyMMdd (IST) + 10 random digits; unique in the table. */
function newOrderId(now = new Date()): string {
  const ist = new Date(now.getTime() + 330 * 60_000);
  const ymd = ist.toISOString().slice(2, 10).replaceAll('-', '');
  const random = String(randomInt(0, 1e10)).padStart(10, '0');
  return `KR${ymd}${random}`;
}

export const STATUS_NAME: Record<RechargeRow['status'], RechargeStatus> = {
  pending: 'Pending',
  success: 'Success',
  failure: 'Failure',
};

export type SettledBy = 'response' | 'callback' | 'poller';

interface CallbackBody {
  eventId?: string;
  clientRef?: string;
  providerRef?: string;
  status?: string;
  operatorRef?: string;
  message?: string;
}

/**
 * Paying from the wallet: hold the amount, ask the aggregator, then post (success) or void
 * (failure: the refund) exactly once. The aggregator's answer, its callback and the status poller
 * may each report the outcome, in any order and any number of times; `settle` locks the row and
 * acts only on a pending one.
 */
export function createRechargePaymentsService(deps: {
  db: Db;
  repo: RechargesRepository;
  ledger: LedgerService;
  users: UsersService;
  provider: RechargeProvider;
  catalogue: ServiceCatalogue;
  sms: SmsProvider;
  /**
   * A payment the aggregator still does not know this long after it was made is failed and
   * refunded; before that the poller sends it again (the aggregator dedupes by client reference).
   */
  unseenGiveUpMs: number;
  clock: Clock;
  faults: FaultInjector;
  log: Logger;
}) {
  const { db, repo, ledger, clock, faults } = deps;

  function notify(userId: string, templateId: string, text: string) {
    void deps.users
      .findById(userId)
      .then((user) => user && deps.sms.send({ to: user.mobile, templateId, text }))
      .catch((error: unknown) => deps.log.warn({ err: error }, 'recharge SMS failed'));
  }

  async function balanceRupees(userId: string, tx: DbOrTx = db) {
    return Number(paiseToRupees((await ledger.walletBalancePaise(tx, userId)) ?? 0n));
  }

  /** Posts or voids the hold once; returns the row as it is afterwards. */
  async function settle(
    orderId: string,
    outcome: 'success' | 'failure',
    via: SettledBy,
    details: { providerRef?: string | null; operatorRef?: string | null; message?: string },
  ): Promise<{ row: RechargeRow; changed: boolean }> {
    const result = await db.transaction(async (tx) => {
      const row = await repo.lockByOrderId(tx, orderId);
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
        providerMessage: details.message ?? row.providerMessage,
      };
      await repo.update(tx, row.id, patch);
      return { row: { ...row, ...patch }, changed: true };
    });
    if (result.changed) {
      const { row } = result;
      deps.log.info({ orderId, outcome, via }, 'recharge settled');
      if (outcome === 'success' && via !== 'response') {
        // The customer was told "pending, we will confirm by SMS": this is that SMS.
        notify(
          row.userId,
          SMS_TEMPLATES.paymentConfirmed,
          `Kosh: your ${WHAT[row.kind]} of ${formatInr(row.amountPaise)} for ${row.number} ` +
            `(${row.operatorName}) is successful. Ref ${row.orderId}.`,
        );
      }
      if (outcome === 'failure') {
        notify(
          row.userId,
          SMS_TEMPLATES.walletRefund,
          `Kosh: ${formatInr(row.amountPaise)} for your ${WHAT[row.kind]} of ${row.number} ` +
            `(${row.operatorName}) has been refunded to your wallet. Ref ${row.orderId}.`,
        );
      }
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
    if (payment.providerRef) {
      await db.transaction(async (tx) => {
        const row = await repo.lockByOrderId(tx, orderId);
        if (row?.status === 'pending' && !row.providerRef) {
          await repo.update(tx, row.id, { providerRef: payment.providerRef });
        }
      });
    }
    return repo.findByOrderId(db, orderId);
  }

  /** What a signed callback does: a final status settles its payment (once); others are noted. */
  async function applyCallback(
    orderId: string,
    body: CallbackBody,
  ): Promise<'processed' | 'ignored'> {
    if (body.status !== 'SUCCESS' && body.status !== 'FAILURE') return 'ignored';
    if (!(await repo.findByOrderId(db, orderId))) return 'ignored';
    await apply(
      orderId,
      {
        clientRef: orderId,
        status: body.status,
        providerRef: body.providerRef ?? null,
        operatorRef: body.operatorRef ?? null,
        message: body.message ?? '',
      },
      'callback',
    );
    return 'processed';
  }

  function toResult(row: RechargeRow, balance: number) {
    const status = STATUS_NAME[row.status];
    const amount = Number(paiseToRupees(row.amountPaise));
    const message =
      status === 'Success'
        ? messageText(SUCCESS_MESSAGE[row.kind])
        : status === 'Pending'
          ? `Your ${WHAT[row.kind]} is being processed. We will confirm it by SMS.`
          : `${row.providerMessage || 'The operator could not process this payment.'} ` +
            `${formatInr(row.amountPaise)} has been refunded to your wallet.`;
    return {
      httpStatus: status === 'Pending' ? 202 : 200,
      body: {
        result: status !== 'Failure',
        success: status !== 'Failure',
        tokenValid: true as const,
        message,
        data: {
          orderId: row.orderId,
          status,
          amount,
          number: row.number,
          operator: row.operatorName,
          balance,
        },
      },
    };
  }

  function canCheck(row: RechargeRow, now: Date) {
    return (
      row.status === 'pending' &&
      (!row.checkedAt || now.getTime() - row.checkedAt.getTime() >= CHECK_STATUS_EVERY_MS)
    );
  }

  async function statusAnswer(row: RechargeRow) {
    const { body } = await resultOf(row);
    return {
      result: true as const,
      success: true as const,
      tokenValid: true as const,
      message: body.message,
      data: {
        ...body.data,
        createdAt: row.createdAt.toISOString(),
        settledAt: row.settledAt?.toISOString() ?? null,
        refunded: row.status === 'failure',
        canCheck: canCheck(row, clock()),
      },
    };
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

  async function resultOf(row: RechargeRow) {
    return toResult(row, await balanceRupees(row.userId));
  }

  return {
    settle,

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
     * is made once: a second run with the key finds the first one's row and answers with it.
     */
    async pay(
      userId: string,
      input: {
        kind: RechargeKind;
        operatorCode: string;
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
      const key = input.idempotencyKey;
      const earlier = key ? await repo.findByKey(db, userId, key) : null;
      if (earlier) return resultOf(earlier);

      const category = SERVICE_CATEGORIES[input.kind];
      const company = await deps.catalogue.findActiveCompany(category, input.operatorCode);
      if (!company) {
        throw new AppError('VALIDATION_FAILED', 'SELECT_OPERATOR', {
          fields: [{ field: input.operatorField, code: 'SELECT_OPERATOR' }],
        });
      }
      const orderId = newOrderId(clock());
      let row: RechargeRow;
      try {
        row = await db.transaction(async (tx) => {
          const created = await repo.insert(tx, {
            orderId,
            userId,
            kind: input.kind,
            category,
            operatorCode: company.code,
            operatorName: company.name,
            number: input.number,
            circle: input.circle ?? null,
            option1: input.option1 ?? '',
            option2: input.option2 ?? '',
            planId: input.planId ?? null,
            amountPaise: input.amountPaise,
            balanceAfterPaise: 0n,
            idempotencyKey: key ?? null,
            createdAt: clock(),
          });
          // Throws the 422 "insufficient balance" when the wallet cannot cover it: nothing is kept.
          const hold = await ledger.hold(tx, {
            debit: { wallet: userId },
            credit: { system: 'providerPayable' },
            amountPaise: input.amountPaise,
            code: LEDGER_CODE_BY_KIND[input.kind],
            reference: { type: 'recharge', id: created.id },
          });
          const balanceAfterPaise = (await ledger.walletBalancePaise(tx, userId)) ?? 0n;
          // Should this process die before the aggregator answers, the poller takes over then.
          const nextPollAt = new Date(clock().getTime() + nextPollDelayMs(0));
          await repo.update(tx, created.id, {
            holdTransferId: hold.id,
            balanceAfterPaise,
            nextPollAt,
          });
          if (bill) await bill(tx, created.id);
          return { ...created, holdTransferId: hold.id, balanceAfterPaise, nextPollAt };
        });
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
      notify(
        userId,
        SMS_TEMPLATES.walletDebit,
        `Kosh: ${formatInr(row.amountPaise)} debited from your wallet for ${WHAT[row.kind]} of ` +
          `${row.number} (${row.operatorName}). Ref ${row.orderId}. Balance ${formatInr(row.balanceAfterPaise)}.`,
      );
      return resultOf(await submit(row));
    },

    /** One of the customer's payments as it stands now (the pending screen follows it). */
    async status(userId: string, orderId: string) {
      const row = await repo.findOwned(db, userId, orderId);
      if (!row) throw new AppError('NOT_FOUND', 'RECHARGE_NOT_FOUND');
      return statusAnswer(row);
    },

    /**
     * "Check status": asks the aggregator about a pending payment now instead of waiting for the
     * poller — at most once a minute per payment; sooner, it answers with what is known.
     */
    async checkNow(userId: string, orderId: string) {
      const row = await repo.findOwned(db, userId, orderId);
      if (!row) throw new AppError('NOT_FOUND', 'RECHARGE_NOT_FOUND');
      const now = clock();
      if (row.status !== 'pending' || !canCheck(row, now)) return statusAnswer(row);
      await repo.update(db, row.id, { checkedAt: now });
      let current: RechargeRow | null = row;
      try {
        current = await askAggregator(row, now, 'poller');
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        deps.log.warn({ err: error, orderId }, 'status check could not reach the aggregator');
      }
      return statusAnswer((await repo.findOwned(db, userId, orderId)) ?? current ?? row);
    },

    /** The aggregator's status callback (its signature checked by the route): once per event id. */
    async callback(rawBody: Buffer) {
      let body: CallbackBody;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as CallbackBody;
      } catch {
        throw new AppError('VALIDATION_FAILED', 'WEBHOOK_NOT_JSON', {
          params: { what: 'callback' },
        });
      }
      if (!body.clientRef || !body.status) {
        throw new AppError('VALIDATION_FAILED', 'CALLBACK_INCOMPLETE');
      }
      const eventId = body.eventId ?? `${body.clientRef}:${body.status}`;
      if (await repo.hasEvent(db, eventId)) return { status: 'duplicate' as const };
      // Applied first, recorded after: a payment settles once however often it is applied, so a
      // crash between the two only means the aggregator's retry applies it again as a no-op, where
      // recording first would have left it "seen" and never applied.
      const outcome = await applyCallback(body.clientRef, body);
      await faults('event-applied', { orderId: body.clientRef });
      // Two copies of one callback racing both apply it (a no-op for the second); the one whose
      // record lands first reports it processed, the other a duplicate.
      const first = await repo.recordEvent(db, eventId, body);
      return { status: first ? outcome : ('duplicate' as const) };
    },

    /** Asks the aggregator about pending payments whose check is due (the status poller). */
    async pollPending(options: { limit?: number; now?: Date } = {}) {
      const now = options.now ?? clock();
      const due = await repo.duePending(db, now, options.limit ?? 50);
      let settled = 0;
      for (const row of due) {
        try {
          const after = await askAggregator(row, now, 'poller');
          if (after && after.status !== 'pending') {
            settled += 1;
            continue;
          }
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          deps.log.warn(
            { err: error, orderId: row.orderId },
            'status poll could not reach the aggregator',
          );
        }
        await repo.update(db, row.id, {
          pollCount: row.pollCount + 1,
          nextPollAt: new Date(now.getTime() + nextPollDelayMs(row.pollCount + 1)),
        });
      }
      return { checked: due.length, settled };
    },
  };
}

export type RechargePaymentsService = ReturnType<typeof createRechargePaymentsService>;
