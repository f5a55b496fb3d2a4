import { formatInr, paiseToRupees } from '@kosh/contract/common/money';
import { messageText, type MessageCode } from '@kosh/contract/messages/catalogue';
import { type RechargeStatus } from '@kosh/contract/recharge';
import { isBillKind, type ServiceKind } from '@kosh/contract/service-kinds';
import type { DbOrTx } from '../../db/client';
import type { RechargeRow } from './recharges.repository';
import { SERVICE_WORDS } from '../../lib/sms-texts';
import type { RechargePaymentDeps } from './recharge-settlement.service';

const SUCCESS_MESSAGE: Record<ServiceKind, MessageCode> = {
  mobile: 'RECHARGE_SUCCESS',
  dth: 'DTH_SUCCESS',
  fastag: 'PAYMENT_SUCCESS',
  electricity: 'BILL_PAID',
  gas: 'BILL_PAID',
  postpaid: 'BILL_PAID',
  bbps: 'BILL_PAID',
};

/** A customer's "Check status" asks the aggregator at most this often per payment. */
export const CHECK_STATUS_EVERY_MS = 60_000;

export const STATUS_NAME: Record<RechargeRow['status'], RechargeStatus> = {
  pending: 'Pending',
  success: 'Success',
  failure: 'Failure',
};

/** What the customer is told about a payment: the pay call's answer and the status screen's. */
export function createRechargeAnswers(deps: Pick<RechargePaymentDeps, 'db' | 'ledger' | 'clock'>) {
  const { db, ledger, clock } = deps;

  async function balanceRupees(userId: string, tx: DbOrTx = db) {
    return Number(paiseToRupees((await ledger.walletBalancePaise(tx, userId)) ?? 0n));
  }

  function toResult(row: RechargeRow, balance: number) {
    const status = STATUS_NAME[row.status];
    const amount = Number(paiseToRupees(row.amountPaise));
    const said: { code: MessageCode; params?: Record<string, string> } =
      status === 'Success'
        ? { code: SUCCESS_MESSAGE[row.kind] }
        : status === 'Pending'
          ? { code: 'RECHARGE_PENDING', params: { what: SERVICE_WORDS.en[row.kind] } }
          : {
              code: 'RECHARGE_REFUNDED',
              params: {
                reason: row.providerMessage || 'The operator could not process this payment.',
                amount: formatInr(row.amountPaise),
              },
            };
    return {
      httpStatus: status === 'Pending' ? 202 : 200,
      body: {
        result: status !== 'Failure',
        success: status !== 'Failure',
        tokenValid: true as const,
        message: messageText(said.code, said.params),
        ...said,
        data: {
          orderId: row.orderId,
          status,
          amount,
          number: row.number,
          operator: row.operatorName,
          balance,
          // A bill's biller and BBPS's references (the spec's screens' answers leave them out).
          ...(row.kind === 'bbps' || isBillKind(row.kind)
            ? {
                billerId: row.operatorCode,
                bbpsRef: row.bbpsRef,
                approvalNumber: row.status === 'success' ? row.operatorRef : null,
              }
            : {}),
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
      code: body.code,
      ...(body.params ? { params: body.params } : {}),
      data: {
        ...body.data,
        createdAt: row.createdAt.toISOString(),
        settledAt: row.settledAt?.toISOString() ?? null,
        refunded: row.status === 'failure',
        canCheck: canCheck(row, clock()),
      },
    };
  }

  /** The answer for `row`; `balancePaise` when its settlement just told it (saves a read). */
  async function resultOf(row: RechargeRow, balancePaise: bigint | null = null) {
    const balance =
      balancePaise === null ? await balanceRupees(row.userId) : Number(paiseToRupees(balancePaise));
    return toResult(row, balance);
  }

  return { resultOf, statusAnswer, canCheck };
}

export type RechargeAnswers = ReturnType<typeof createRechargeAnswers>;
