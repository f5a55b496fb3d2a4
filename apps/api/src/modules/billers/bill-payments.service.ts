import type { BillPayment } from '@kosh/contract/bills';
import { paiseToRupees } from '@kosh/contract/common/money';
import { isBillKind } from '@kosh/contract/service-kinds';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { STATUS_NAME } from '../recharges/recharge-answer.service';
import type { RechargeRow } from '../recharges/recharge-payments.service';
import type { BillersRepository } from './billers.repository';

/**
 * A customer's bill payment by its id (`GET /api/v1/bills/payments/{id}`): a catalogue biller's,
 * or one made on the spec's electricity, gas and postpaid screens — their billers are in the
 * catalogue too. Only the customer's own; a recharge's id is not a bill payment's.
 */
export function createBillPaymentsService(deps: {
  db: Db;
  repo: BillersRepository;
  findOwned: (userId: string, orderId: string) => Promise<RechargeRow | null>;
}) {
  return {
    async findOwned(userId: string, id: string): Promise<BillPayment> {
      const row = await deps.findOwned(userId, id);
      if (!row || (row.kind !== 'bbps' && !isBillKind(row.kind))) {
        throw new AppError('NOT_FOUND', 'BILL_PAYMENT_NOT_FOUND');
      }
      const categories = await deps.repo.categoriesOf(deps.db, [row.operatorCode]);
      return {
        id: row.orderId,
        status: STATUS_NAME[row.status],
        billerId: row.operatorCode,
        billerName: row.operatorName,
        categoryId: categories.get(row.operatorCode) ?? null,
        params: row.billerParams ?? { number: row.number },
        bbpsRef: row.bbpsRef,
        approvalNumber: row.status === 'success' ? row.operatorRef : null,
        amount: paiseToRupees(row.amountPaise),
        amountPaise: Number(row.amountPaise),
        message: row.providerMessage,
        createdAt: row.createdAt.toISOString(),
        settledAt: row.settledAt?.toISOString() ?? null,
        refunded: row.status === 'failure',
      };
    },
  };
}

export type BillPaymentsService = ReturnType<typeof createBillPaymentsService>;
