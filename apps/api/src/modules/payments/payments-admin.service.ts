import { paiseToRupees } from '@kosh/contract/common/money';
import { TOPUP_STATUS_LABELS, type AdminTopup, type TopupStatus } from '@kosh/contract/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paidWithOf } from './owned-topups.service';
import type { PaymentsRepository } from './payments.repository';
import type { TopupRefunds } from './topup-refunds.service';

type AdminRow = NonNullable<Awaited<ReturnType<PaymentsRepository['findForAdmin']>>>;

function toAdminTopup({ order, ...customer }: AdminRow): AdminTopup {
  return {
    id: order.id,
    status: order.status,
    amount: Number(paiseToRupees(order.amountPaise)),
    orderId: order.gatewayOrderId,
    paymentId: order.gatewayPaymentId,
    refundId: order.gatewayRefundId,
    receipt: order.receipt,
    failureReason: order.failureReason,
    refundError: order.refundError,
    refundAttempts: order.refundAttempts,
    creditedBy: order.creditedBy,
    refundedBy: order.refundedBy,
    customer: {
      name: customer.customerName,
      mobile: customer.customerMobile,
      userId: customer.customerId,
    },
    createdAt: order.createdAt.toISOString(),
    creditedAt: order.creditedAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    updatedAt: order.updatedAt.toISOString(),
    // Only the masked UPI id is ever stored, so this is all the back office can see.
    ...paidWithOf(order),
  };
}

const notAwaiting = (status: TopupStatus) =>
  new AppError('CONFLICT', 'TOPUP_NOT_AWAITING_REFUND', {
    params: { status: TOPUP_STATUS_LABELS[status].toLowerCase() },
  });

/** The back office's view of online top-ups: the list, and "Retry refund" for a stuck one. */
export function createPaymentsAdmin(deps: {
  db: Db;
  repo: PaymentsRepository;
  refunds: TopupRefunds;
}) {
  const { db, repo, refunds } = deps;
  return {
    /** Newest first, one page, optionally of one status. */
    async list(query: { status?: TopupStatus; page: number; pageSize: number }) {
      const { rows, total } = await repo.listForAdmin(db, {
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { data: rows.map(toAdminTopup), total, page: query.page, pageSize: query.pageSize };
    },

    /**
     * Refunds a top-up still owed one, now. Safe to press twice: a refund made already is found at
     * the gateway by its receipt, never made again; a top-up not owed a refund answers 409.
     */
    async retryRefund(id: string): Promise<AdminTopup> {
      const found = await repo.findAnyOwner(db, id);
      if (!found) throw new AppError('NOT_FOUND', 'TOPUP_NOT_FOUND');
      if (found.status !== 'refund_due') throw notAwaiting(found.status);
      const outcome = await refunds.refundIfDue(id, 'admin');
      if (outcome.status === 'busy') {
        throw new AppError('CONFLICT', 'TOPUP_REFUND_BUSY');
      }
      if (outcome.status === 'failed') {
        throw new AppError('PROVIDER_UNAVAILABLE', 'TOPUP_REFUND_FAILED', {
          params: { reason: outcome.error.message },
          cause: outcome.error,
        });
      }
      const row = await repo.findForAdmin(db, id);
      if (!row) throw new AppError('NOT_FOUND', 'TOPUP_NOT_FOUND');
      // Refunded by this call or, a moment before, by another path: either way it is done.
      if (row.order.status !== 'refunded') throw notAwaiting(row.order.status);
      return toAdminTopup(row);
    },
  };
}
