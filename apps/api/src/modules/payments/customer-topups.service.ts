import { paiseToRupees } from '@kosh/contract/common/money';
import type { WalletRequestRow } from '@kosh/contract/wallet';
import type { Db } from '../../db/client';
import { istDate } from '@kosh/contract/common/ist-day';
import type { PaymentOrderRow, PaymentsRepository } from './payments.repository';
import { paidWithOf } from './owned-topups.service';

/**
 * The card top-ups on All Wallet Requests (docs/product-1.md §2), as rows of the same list as the offline
 * requests: payment type Online, no slip. Only orders that were paid are the customer's requests:
 * credited ones are Approved (1), ones a wallet limit refused — owed back or refunded — Rejected
 * (2) with why; an order never paid (a checkout closed or failed) was no request and is not shown.
 */
const STATUSES_BY_REQUEST_STATUS: Record<number, readonly PaymentOrderRow['status'][]> = {
  0: [],
  1: ['paid'],
  2: ['refund_due', 'refunded'],
};
const SHOWN: readonly PaymentOrderRow['status'][] = ['paid', 'refund_due', 'refunded'];

function refusal(order: PaymentOrderRow): string {
  const why = order.failureReason ?? 'This payment could not be added to your wallet.';
  return order.status === 'refunded'
    ? `${why} Refunded to your card/account, ref ${order.gatewayRefundId ?? ''}.`
    : `${why} It is being refunded to your card/account.`;
}

export function toWalletRequestRow(order: PaymentOrderRow): WalletRequestRow {
  return {
    id: order.id,
    DOE: order.createdAt.toISOString(),
    Amount: Number(paiseToRupees(order.amountPaise)),
    Status: order.status === 'paid' ? 1 : 2,
    PaymentType: 'Online',
    CompanyBank: '',
    CompanyAccNo: '',
    PaymentDate: istDate(order.creditedAt ?? order.createdAt),
    TransactionNo: order.gatewayPaymentId ?? '',
    UserBank: '',
    Remarks: '',
    AdminRemark: order.status === 'paid' ? '' : refusal(order),
    SlipImage: null,
    ...paidWithOf(order),
  };
}

export function createCustomerTopups(deps: { db: Db; repo: PaymentsRepository }) {
  return async function list(
    userId: string,
    query: { status: number | null; from: Date; to: Date },
  ): Promise<WalletRequestRow[]> {
    const statuses =
      query.status === null ? SHOWN : (STATUSES_BY_REQUEST_STATUS[query.status] ?? []);
    const orders = await deps.repo.listForCustomer(
      deps.db,
      userId,
      { from: query.from, to: query.to },
      statuses,
    );
    return orders.map(toWalletRequestRow);
  };
}
