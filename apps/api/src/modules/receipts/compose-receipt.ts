import { formatInr, paiseToRupees } from '@kosh/contract/common/money';
import { istWallClock } from '@kosh/contract/common/ist-day';
import type { SupportLine } from '@kosh/contract/content';
import type { HotelPaymentMethod } from '@kosh/contract/hotel-booking';
import {
  maskMobile,
  REFUND_SUFFIX,
  type Receipt,
  type ReceiptMethod,
} from '@kosh/contract/receipts';
import type { WalletRequestRow } from '../wallet/wallet.tables';
import type { HotelBookingRow } from '../hotels/hotels.tables';
import type { paymentOrders } from '../payments/payments.tables';
import type { billFetches, recharges } from '../recharges/recharges.tables';

export type RechargeRow = typeof recharges.$inferSelect;
/** The bill a payment paid, as its receipt names it (a spec bill's fetch or a catalogue biller's). */
export type BillFetchRow = Pick<
  typeof billFetches.$inferSelect,
  'customerName' | 'billNumber' | 'dueDate'
>;
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/**
 * Pure: a stored money movement → the vendor-neutral Receipt, or why it has none. `not-ready`
 * is a movement still in flight (its receipt comes once it settles); `none` is one that moved no
 * money at all (a rejected request, an abandoned checkout) and so has no receipt, ever.
 */
export type Composed = Receipt | 'not-ready' | 'none';

export interface Customer {
  mobile: string;
}

export type Support = Pick<SupportLine, 'phone' | 'hours'>;

const two = (n: number) => String(n).padStart(2, '0');

/** dd-MM-yyyy HH:mm on India's clock, whatever the server's zone. */
export function istDisplay(at: Date): string {
  const c = istWallClock(at);
  return `${two(c.day)}-${two(c.month)}-${c.year} ${two(c.hour)}:${two(c.minute)}`;
}

/** yyyy-MM-dd (a stored business date) → dd-MM-yyyy as the rest of the app shows it. */
const dayDisplay = (ymd: string) => ymd.split('-').reverse().join('-');

/** The parts every kind shares, as one Receipt: amounts as text, times in India, empty lines out. */
export function base(
  parts: Pick<Receipt, 'id' | 'kind' | 'status' | 'title' | 'orderId' | 'providerReference'> & {
    amountPaise: bigint;
    at: Date;
    method: ReceiptMethod | null;
    /** The masked UPI id a UPI payment came from. */
    methodDetail?: string | null;
    lines: Receipt['lines'];
    repeat?: Receipt['repeat'];
  },
  customer: Customer,
  support: Support,
): Receipt {
  return {
    id: parts.id,
    kind: parts.kind,
    status: parts.status,
    title: parts.title,
    amountPaise: parts.amountPaise.toString(),
    amount: paiseToRupees(parts.amountPaise),
    occurredAt: parts.at.toISOString(),
    occurredAtIst: istDisplay(parts.at),
    orderId: parts.orderId,
    providerReference: parts.providerReference,
    method: parts.method,
    methodDetail: parts.methodDetail ?? null,
    customerMobile: maskMobile(customer.mobile),
    lines: parts.lines.filter((line) => line.value !== ''),
    support: { phone: support.phone, hours: support.hours },
    ...(parts.repeat && { repeat: parts.repeat }),
  };
}

const BILL_KINDS = new Set<RechargeRow['kind']>(['electricity', 'gas', 'postpaid', 'bbps']);

/**
 * A recharge or bill paid from the wallet: a success, or a failure refunded to the wallet. The
 * row keeps its circle's code; `circleName` is the aggregator's name for it, when it could say.
 */
export function rechargeReceipt(
  row: RechargeRow,
  bill: BillFetchRow | null,
  customer: Customer,
  support: Support,
  circleName: string | null = null,
): Composed {
  if (row.status === 'pending' || !row.settledAt) return 'not-ready';
  const isBill = BILL_KINDS.has(row.kind);
  // A bill is known by BBPS's transaction reference, its biller's approval number beside it; a
  // bill paid before BBPS references were kept has only the approval number.
  const reference = (isBill ? row.bbpsRef : null) ?? row.operatorRef ?? row.providerRef;
  const failed = row.status === 'failure';
  return base(
    {
      id: row.orderId,
      kind: failed ? 'refund' : isBill ? 'bill' : 'recharge',
      status: failed ? 'refunded' : 'success',
      title: { service: row.kind, name: row.operatorName, subject: row.number },
      orderId: row.orderId,
      providerReference:
        reference && !failed ? { kind: isBill ? 'bbps' : 'operator', value: reference } : null,
      amountPaise: row.amountPaise,
      at: row.settledAt,
      method: 'wallet',
      lines: [
        { label: 'number', value: row.number },
        { label: 'operator', value: row.operatorName },
        // Named, with its code for the reader's language to name it in (lineValue).
        row.circle
          ? { label: 'circle', value: circleName ?? row.circle, code: row.circle }
          : { label: 'circle', value: '' },
        { label: 'consumer', value: bill?.customerName ?? '' },
        { label: 'billNumber', value: bill?.billNumber ?? '' },
        { label: 'dueDate', value: bill?.dueDate ?? '' },
        {
          label: 'approvalNumber',
          value: isBill && row.bbpsRef && !failed ? (row.operatorRef ?? '') : '',
        },
        ...(failed ? [{ label: 'refundTo' as const, value: 'wallet' }] : []),
      ],
      // A failed payment is repeated too, as Balance History's Repeat offers on its row.
      repeat: {
        kind: row.kind,
        number: row.number,
        operatorCode: row.operatorCode,
        circle: row.circle,
        amountPaise: row.amountPaise.toString(),
        planId: row.planId,
        option1: row.option1,
        option2: row.option2,
      },
    },
    customer,
    support,
  );
}

/** An online top-up: credited, or refunded by the gateway when a wallet limit refused it. */
export function onlineTopupReceipt(
  order: PaymentOrderRow,
  customer: Customer,
  support: Support,
): Composed {
  if (order.status === 'paid' && order.creditedAt) {
    return base(
      {
        id: order.id,
        kind: 'topup',
        status: 'success',
        title: { service: 'topup-online', name: null, subject: null },
        orderId: order.id,
        providerReference: order.gatewayPaymentId
          ? { kind: 'gateway-payment', value: order.gatewayPaymentId }
          : null,
        amountPaise: order.amountPaise,
        at: order.creditedAt,
        method: GATEWAY_METHOD[order.paymentMethod ?? 'other'],
        methodDetail: order.upiId,
        lines: [],
      },
      customer,
      support,
    );
  }
  if (order.status === 'refunded' && order.refundedAt && order.gatewayRefundId) {
    return base(
      {
        id: order.id,
        kind: 'refund',
        status: 'refunded',
        title: { service: 'topup-online', name: null, subject: null },
        orderId: order.id,
        providerReference: { kind: 'gateway-refund', value: order.gatewayRefundId },
        amountPaise: order.amountPaise,
        at: order.refundedAt,
        method: null,
        lines: [{ label: 'refundTo', value: 'card' }],
      },
      customer,
      support,
    );
  }
  return order.status === 'failed' ? 'none' : 'not-ready';
}

/** How the gateway says a top-up was paid, as a receipt names it (a gateway's own wallet: none). */
const GATEWAY_METHOD: Record<
  NonNullable<PaymentOrderRow['paymentMethod']>,
  ReceiptMethod | null
> = {
  card: 'card',
  upi: 'upi',
  netbanking: 'netbanking',
  wallet: null,
  other: null,
};

const OFFLINE_METHOD: Record<WalletRequestRow['paymentType'], ReceiptMethod> = {
  NEFT: 'bank',
  Cheque: 'bank',
  CashBank: 'cash',
  CashOffice: 'cash',
};

/** An offline top-up: a receipt once an admin approved it (a rejected one moved no money). */
export function offlineTopupReceipt(
  request: WalletRequestRow,
  customer: Customer,
  support: Support,
): Composed {
  if (request.status === 0) return 'not-ready';
  if (request.status !== 1 || !request.decidedAt) return 'none';
  return base(
    {
      id: request.id,
      kind: 'topup',
      status: 'success',
      title: { service: 'topup-offline', name: null, subject: null },
      orderId: request.id,
      providerReference: { kind: 'bank-transaction', value: request.transactionNo },
      amountPaise: request.amountPaise,
      at: request.decidedAt,
      method: OFFLINE_METHOD[request.paymentType],
      lines: [
        { label: 'paymentType', value: request.paymentType },
        { label: 'bank', value: request.companyBankName },
        { label: 'paymentDate', value: dayDisplay(String(request.paymentDate)) },
      ],
    },
    customer,
    support,
  );
}

const HOTEL_METHOD: Record<HotelPaymentMethod, ReceiptMethod> = {
  WALLET: 'wallet',
  UPI: 'upi',
  GOOGLE_PAY: 'upi',
  CREDIT_CARD: 'card',
  DEBIT_CARD: 'card',
  AMEX: 'card',
  EMI: 'card',
  NET_BANKING: 'netbanking',
};

/**
 * A hotel booking by its reference (or id): the booking once confirmed (or since cancelled);
 * a refused booking's refund. `-refund` after the reference asks for a cancellation's refund.
 */
export function hotelReceipt(
  row: HotelBookingRow,
  askedId: string,
  customer: Customer,
  support: Support,
): Composed {
  const wantsRefund = askedId.endsWith(REFUND_SUFFIX);
  const method = HOTEL_METHOD[row.paymentMethod];
  const stay = `${dayDisplay(row.checkIn)} – ${dayDisplay(row.checkOut)}`;
  const title = { service: 'hotel' as const, name: row.snapshot.hotel.name, subject: stay };
  const common = {
    title,
    orderId: row.reference,
    method,
  };
  const refundReceipt = (): Composed => {
    if (row.refundStatus !== 'refunded' || !row.refundedAt) {
      return row.refundStatus === 'due' ? 'not-ready' : 'none';
    }
    return base(
      {
        ...common,
        id: `${row.reference}${wantsRefund ? REFUND_SUFFIX : ''}`,
        kind: 'hotel-refund',
        status: 'refunded',
        providerReference: row.gatewayRefundId
          ? { kind: 'gateway-refund', value: row.gatewayRefundId }
          : row.supplierBookingId
            ? { kind: 'supplier-booking', value: row.supplierBookingId }
            : null,
        amountPaise: row.refundPaise > 0n ? row.refundPaise : row.amountPaise,
        at: row.refundedAt,
        lines: [
          { label: 'hotel', value: row.snapshot.hotel.name },
          { label: 'stay', value: stay },
          { label: 'paidAmount', value: formatInr(row.amountPaise) },
          { label: 'penalty', value: row.penaltyPaise > 0n ? formatInr(row.penaltyPaise) : '' },
          { label: 'refundTo', value: method },
        ],
      },
      customer,
      support,
    );
  };
  // Balance History's refund row cannot tell a cancellation from a refusal: `-refund` serves both.
  if (wantsRefund) {
    return row.status === 'cancelled' || row.status === 'failed' ? refundReceipt() : 'none';
  }
  if (row.status === 'failed') return refundReceipt();
  if (row.status !== 'confirmed' && row.status !== 'cancelled') {
    return row.status === 'abandoned' ? 'none' : 'not-ready';
  }
  return base(
    {
      ...common,
      id: row.reference,
      kind: 'hotel-booking',
      status: row.status === 'cancelled' ? 'cancelled' : 'success',
      providerReference: row.supplierBookingId
        ? { kind: 'supplier-booking', value: row.supplierBookingId }
        : null,
      amountPaise: row.amountPaise,
      at: row.confirmedAt ?? row.paidAt ?? row.createdAt,
      lines: [
        { label: 'hotel', value: row.snapshot.hotel.name },
        { label: 'stay', value: stay },
        { label: 'confirmationNumber', value: row.confirmationNumber ?? '' },
      ],
    },
    customer,
    support,
  );
}
