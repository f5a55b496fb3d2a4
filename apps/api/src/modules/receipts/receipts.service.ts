import type { SupportLine } from '@kosh/contract/content';
import type { Language } from '@kosh/contract/common/language';
import { REFUND_SUFFIX, type Receipt } from '@kosh/contract/receipts';
import { AppError } from '../../lib/app-error';
import type { HotelBookingRow } from '../hotels/hotels.tables';
import type {
  PayoutReceiptRow,
  WalletTransferReceiptRow,
} from '../transfers/receipt-sources.service';
import type { WalletRequestRow } from '../wallet/wallet.tables';
import {
  hotelReceipt,
  offlineTopupReceipt,
  onlineTopupReceipt,
  rechargeReceipt,
  type BillFetchRow,
  type Composed,
  type Customer,
  type PaymentOrderRow,
  type RechargeRow,
} from './compose-receipt';
import { payoutReceipt, walletTransferReceipt } from './compose-send-money-receipt';
import { renderReceiptPdf } from './receipt-pdf';

/** What receipts read, each owner-scoped, through the other modules' services. */
export interface ReceiptSources {
  customer: (userId: string) => Promise<(Customer & { language: Language }) | null>;
  recharge: (userId: string, orderId: string) => Promise<RechargeRow | null>;
  billOf: (userId: string, rechargeId: string) => Promise<BillFetchRow | null>;
  onlineTopup: (userId: string, id: string) => Promise<PaymentOrderRow | null>;
  offlineTopup: (userId: string, id: string) => Promise<WalletRequestRow | null>;
  hotelBooking: (userId: string, idOrReference: string) => Promise<HotelBookingRow | null>;
  /** A transfer by its KT reference, to its sender or its receiver. */
  walletTransfer: (userId: string, reference: string) => Promise<WalletTransferReceiptRow | null>;
  payout: (userId: string, id: string) => Promise<PayoutReceiptRow | null>;
  /** The aggregator's telecom circles (cached by the recharges module), to name a circle code. */
  circles: () => Promise<readonly { code: string; name: string }[]>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** RIds: KR + yyMMdd + 10 digits (recharges-payments). */
const RECHARGE_ID = /^KR\d{16}$/;
/** Hotel references: KH + 10 characters, `-refund` for a cancellation's refund. */
const HOTEL_REFERENCE = /^KH[A-Z0-9]{10}$/;
/** Wallet-to-wallet transfers: KT + 12 digits. */
const TRANSFER_REFERENCE = /^KT\d{12}$/;

const notFound = () => new AppError('NOT_FOUND', 'RECEIPT_NOT_FOUND');

/**
 * A receipt by the id the customer already sees. The id's form says where to look, so ids never
 * collide: an RId is a recharge or bill; a KH… reference a hotel booking (with `-refund`, its
 * cancellation's refund); a KT… reference a wallet-to-wallet transfer; a uuid an online top-up,
 * else an offline request, else a booking, else a payout to a bank (the four tables' random
 * uuids, looked up in that fixed order). Anyone else's answers 404 like an unknown id; one still
 * in flight answers 409 RECEIPT_NOT_READY.
 */
export function createReceiptsService(deps: {
  sources: ReceiptSources;
  support: Pick<SupportLine, 'phone' | 'hours'>;
}) {
  const { sources, support } = deps;

  /** A circle's English name; null when the aggregator cannot list them now (the code shows). */
  async function circleName(code: string | null): Promise<string | null> {
    if (!code) return null;
    const circles = await sources.circles().catch(() => []);
    return circles.find((circle) => circle.code === code)?.name ?? null;
  }

  async function compose(userId: string, id: string, customer: Customer): Promise<Composed> {
    if (RECHARGE_ID.test(id)) {
      const row = await sources.recharge(userId, id);
      if (!row) return 'none';
      const bill = await sources.billOf(userId, row.id);
      return rechargeReceipt(row, bill, customer, support, await circleName(row.circle));
    }
    if (TRANSFER_REFERENCE.test(id)) {
      const row = await sources.walletTransfer(userId, id);
      return row ? walletTransferReceipt(row, customer, support) : 'none';
    }
    const reference = id.endsWith(REFUND_SUFFIX) ? id.slice(0, -REFUND_SUFFIX.length) : id;
    if (HOTEL_REFERENCE.test(reference)) {
      const row = await sources.hotelBooking(userId, reference);
      return row ? hotelReceipt(row, id, customer, support) : 'none';
    }
    if (!UUID.test(id)) return 'none';
    const order = await sources.onlineTopup(userId, id);
    if (order) return onlineTopupReceipt(order, customer, support);
    const request = await sources.offlineTopup(userId, id);
    if (request) return offlineTopupReceipt(request, customer, support);
    const booking = await sources.hotelBooking(userId, id);
    if (booking) return hotelReceipt(booking, booking.reference, customer, support);
    const payout = await sources.payout(userId, id);
    return payout ? payoutReceipt(payout, customer, support) : 'none';
  }

  async function receipt(
    userId: string,
    id: string,
  ): Promise<{ receipt: Receipt; language: Language }> {
    const customer = await sources.customer(userId);
    if (!customer) throw notFound();
    const composed = await compose(userId, id, customer);
    if (composed === 'none') throw notFound();
    if (composed === 'not-ready') throw new AppError('CONFLICT', 'RECEIPT_NOT_READY');
    return { receipt: composed, language: customer.language };
  }

  return {
    async get(userId: string, id: string) {
      const { receipt: data } = await receipt(userId, id);
      return { result: true as const, success: true as const, data };
    },

    /** The receipt as a PDF in `lang`, or the customer's own language. */
    async pdf(userId: string, id: string, lang?: Language) {
      const found = await receipt(userId, id);
      const language = lang ?? found.language;
      const pdf = await renderReceiptPdf(found.receipt, language);
      return { pdf, filename: `kosh-receipt-${found.receipt.id}.pdf` };
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
