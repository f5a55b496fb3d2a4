import { paiseToRupees } from '@kosh/contract/common/money';
import { wireDateKey } from '@kosh/contract/common/dates';
import type { ComplaintDetails, RechargeLogRow, RechargeStatus } from '@kosh/contract/recharge';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { istDay } from '@kosh/contract/common/ist-day';
import type { WalletStatementEntry } from '../ledger/ledger-reads.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { HotelBookingLabel } from '../hotels/bookings/my-hotel-bookings.service';
import type { TopupPaidWith } from '../payments/owned-topups.service';
import type { SendMoneyLabel } from '../transfers/history-labels.service';
import { sendMoneyRow } from './history-send-money';
import { STATUS_NAME } from './recharge-answer.service';
import type { ComplaintRow, ComplaintsRepository } from './complaints.repository';
import type { RechargeRow, RechargesRepository } from './recharges.repository';

const SERVICE_NAME: Record<RechargeRow['kind'], string> = {
  mobile: 'Mobile Prepaid',
  dth: 'DTH',
  fastag: 'Fastag',
  electricity: 'Electricity Bill',
  gas: 'Gas Bill',
  postpaid: 'Mobile Postpaid',
  bbps: 'Bill Payment',
};

export function complaintDetails(recharge: RechargeRow, complaint: ComplaintRow): ComplaintDetails {
  return {
    order_id: recharge.orderId,
    complain_status: complaint.status,
    response_message: complaint.response,
    recharge_number: recharge.number,
    amount: Number(paiseToRupees(recharge.amountPaise)),
    recharge_status: STATUS_NAME[recharge.status],
    recharge_date: recharge.createdAt.toISOString(),
    message: complaint.message,
    complain_date: complaint.createdAt.toISOString(),
  };
}

/** What every row says of its entry: the amount, when, and the balance right after it. */
const amountsOf = (entry: WalletStatementEntry) => ({
  amount: Number(paiseToRupees(entry.amountPaise)),
  doe: entry.createdAt.toISOString(),
  Wallet_Bal: Number(paiseToRupees(entry.balanceAfterPaise)),
});

/** A hotel booking's payment as the history's status reads it. */
function hotelPaymentStatus(status: string): RechargeStatus {
  if (status === 'confirmed' || status === 'cancelled') return 'Success';
  if (status === 'failed' || status === 'abandoned') return 'Failure';
  return 'Pending';
}

/** A hotel booking paid from the wallet, and what came back of it (a refusal, a cancellation). */
function hotelRow(
  entry: WalletStatementEntry,
  booking: HotelBookingLabel,
  base: Pick<RechargeLogRow, 'amount' | 'doe' | 'Wallet_Bal'>,
): RechargeLogRow {
  const common = {
    ...base,
    rechNo: booking.reference,
    RId: booking.reference,
    complain_flag: 0 as const,
    complainStatus: null,
    operator: booking.hotelName,
  };
  if (entry.direction === 'credit') {
    return {
      ...common,
      status: 'Success',
      Code: 'WALLET_CREDIT',
      service: 'Refund',
      description: `Refund of hotel booking · ${booking.hotelName}`,
      entryKind: 'hotel_refund',
      serviceKind: null,
    };
  }
  return {
    ...common,
    status: hotelPaymentStatus(booking.status),
    Code: entry.code,
    service: 'Hotel',
    description: `Hotel booking · ${booking.hotelName}`,
    entryKind: 'hotel',
    serviceKind: null,
  };
}

/** An online top-up's row, saying how it was paid when that is known: "by UPI · ra******@okhdfc". */
function withPaidWith(row: RechargeLogRow, paid: TopupPaidWith | undefined): RechargeLogRow {
  if (!paid?.paymentMethod) return row;
  const how =
    paid.paymentMethod === 'upi'
      ? `UPI${paid.upiId ? ` · ${paid.upiId}` : ''}`
      : paid.paymentMethod === 'card'
        ? 'card'
        : 'online payment';
  return { ...row, description: `Added to wallet by ${how}`, ...paid };
}

export interface HistoryDeps {
  db: Db;
  repo: RechargesRepository;
  complaintsRepo: ComplaintsRepository;
  ledger: LedgerService;
  /** The customer's hotel bookings among some ids (the hotels module's; read at request time). */
  hotelBookings?: (userId: string, ids: string[]) => Promise<HotelBookingLabel[]>;
  /** How the customer's online top-ups among some ids were paid (the payments module's). */
  topUpsPaidWith?: (userId: string, ids: string[]) => Promise<Map<string, TopupPaidWith>>;
  /** Who or which bank account the customer's sends among some ids were (the transfers module's). */
  sendMoneyLabels?: (
    userId: string,
    refs: { walletTransfers: string[]; payouts: string[] },
  ) => Promise<Map<string, SendMoneyLabel>>;
}

/**
 * Balance History (user/getRechLogs): the wallet's statement from the ledger — top-ups, payments,
 * refunds and money sent or received — joined with what each entry was. Newest first.
 */
export function createHistoryService(deps: HistoryDeps) {
  const { db, repo } = deps;

  function row(
    entry: WalletStatementEntry,
    recharge: RechargeRow | undefined,
    complaint: ComplaintRow | undefined,
  ): RechargeLogRow {
    const base = amountsOf(entry);
    if (recharge && entry.kind === 'pending') {
      return {
        ...base,
        rechNo: recharge.number,
        RId: recharge.orderId,
        status: STATUS_NAME[recharge.status],
        Code: entry.code,
        complain_flag: complaint ? 1 : 0,
        complainStatus: complaint ? JSON.stringify(complaintDetails(recharge, complaint)) : null,
        operator: recharge.operatorName,
        service: SERVICE_NAME[recharge.kind],
        description: `${SERVICE_NAME[recharge.kind]} · ${recharge.operatorName}`,
        entryKind: 'payment',
        serviceKind: recharge.kind,
        operatorCode: recharge.operatorCode,
        circle: recharge.circle,
        planId: recharge.planId,
        option1: recharge.option1,
        option2: recharge.option2,
        ...(recharge.bbpsRef ? { bbpsRef: recharge.bbpsRef } : {}),
      };
    }
    if (recharge && entry.kind === 'void') {
      return {
        ...base,
        rechNo: recharge.number,
        RId: recharge.orderId,
        status: 'Success',
        Code: 'WALLET_CREDIT',
        complain_flag: 0,
        complainStatus: null,
        operator: recharge.operatorName,
        service: 'Refund',
        description: `Refund of failed ${SERVICE_NAME[recharge.kind]} · ${recharge.operatorName}`,
        entryKind: 'refund',
        serviceKind: recharge.kind,
      };
    }
    const online = entry.code === 'WALLET_TOPUP_ONLINE';
    const credit = entry.direction === 'credit';
    return {
      ...base,
      rechNo: credit ? (online ? 'Online top-up' : 'Bank / cash top-up') : entry.code,
      RId: entry.reference.id,
      status: 'Success',
      Code: credit ? (online ? 'WALLET' : 'WALLET_CREDIT') : entry.code,
      complain_flag: 0,
      complainStatus: null,
      operator: '',
      service: credit ? 'Add Money' : entry.code,
      description: credit
        ? online
          ? 'Added to wallet by card / UPI'
          : 'Added to wallet by bank transfer or cash'
        : entry.code,
      entryKind: credit ? (online ? 'topup_online' : 'topup_offline') : 'other',
      serviceKind: null,
    };
  }

  return {
    async logs(userId: string, input: { fromdate: string; todate: string; search?: string }) {
      if (wireDateKey(input.fromdate) > wireDateKey(input.todate)) {
        throw new AppError('VALIDATION_FAILED', 'DATE_RANGE');
      }
      const range = { from: istDay(input.fromdate).start, to: istDay(input.todate).end };
      const entries = await deps.ledger.walletStatement(db, userId, range);
      const rechargeIds = entries
        .filter((e) => e.reference.type === 'recharge')
        .map((e) => e.reference.id);
      const recharges = await repo.listOwned(db, userId, [...new Set(rechargeIds)]);
      const byId = new Map(recharges.map((r) => [r.id, r]));
      const complaints = await deps.complaintsRepo.complaintsOwned(db, userId, [...byId.keys()]);
      const complaintOf = new Map(complaints.map((c) => [c.rechargeId, c]));
      const hotelIds = entries
        .filter((e) => e.reference.type === 'hotel_booking')
        .map((e) => e.reference.id);
      const hotels =
        hotelIds.length > 0 && deps.hotelBookings
          ? await deps.hotelBookings(userId, [...new Set(hotelIds)])
          : [];
      const hotelById = new Map(hotels.map((h) => [h.id, h]));
      const topUpIds = entries
        .filter((e) => e.reference.type === 'payment_order')
        .map((e) => e.reference.id);
      const paidWith =
        topUpIds.length > 0 && deps.topUpsPaidWith
          ? await deps.topUpsPaidWith(userId, [...new Set(topUpIds)])
          : new Map<string, TopupPaidWith>();
      const idsOf = (type: string) => [
        ...new Set(entries.filter((e) => e.reference.type === type).map((e) => e.reference.id)),
      ];
      const sendRefs = { walletTransfers: idsOf('wallet_transfer'), payouts: idsOf('payout') };
      const sends =
        sendRefs.walletTransfers.length + sendRefs.payouts.length > 0 && deps.sendMoneyLabels
          ? await deps.sendMoneyLabels(userId, sendRefs)
          : new Map<string, SendMoneyLabel>();
      const search = input.search?.trim().toLowerCase();
      const rows = entries
        .map((entry) => {
          const send = sends.get(entry.reference.id);
          if (send) {
            return sendMoneyRow(entry, send, amountsOf(entry));
          }
          const hotel =
            entry.reference.type === 'hotel_booking'
              ? hotelById.get(entry.reference.id)
              : undefined;
          if (hotel) {
            return hotelRow(entry, hotel, amountsOf(entry));
          }
          const recharge =
            entry.reference.type === 'recharge' ? byId.get(entry.reference.id) : undefined;
          const shown = row(entry, recharge, recharge ? complaintOf.get(recharge.id) : undefined);
          return shown.entryKind === 'topup_online'
            ? withPaidWith(shown, paidWith.get(entry.reference.id))
            : shown;
        })
        .filter(
          (r) =>
            !search ||
            [r.rechNo, r.RId, r.operator, r.service, r.status, r.bbpsRef ?? '', r.utr ?? ''].some(
              (v) => v.toLowerCase().includes(search),
            ),
        )
        .reverse();
      return {
        result: true,
        success: true,
        tokenValid: true as const,
        message: rows.length ? 'Data fetched successfully!' : 'No data available',
        data: rows,
      };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
