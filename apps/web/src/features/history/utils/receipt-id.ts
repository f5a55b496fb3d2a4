import type { RechargeLogRow } from '@kosh/contract/recharge';

/**
 * The receipt an entry opens (/receipt/{id}), or null when it has none: a payment still pending,
 * a hotel booking the hotel refused (its refund row has the receipt), a movement of another
 * kind. A hotel refund asks for `-refund`: the booking's own reference is the booking's receipt.
 * A transfer's rows (either side) open it by its KT reference; a bank transfer's rows (the debit,
 * and the money back when the bank refused or reversed it) open the payout's one receipt by its id.
 */
export function receiptIdOf(row: Pick<RechargeLogRow, 'RId' | 'entryKind' | 'status'>) {
  if (row.status === 'Pending' || !row.RId) return null;
  switch (row.entryKind) {
    case 'payment':
    case 'refund':
    case 'topup_online':
    case 'topup_offline':
    case 'transfer_sent':
    case 'transfer_received':
    case 'payout':
    case 'payout_refund':
    case 'payout_reversal':
      return row.RId;
    case 'hotel':
      return row.status === 'Success' ? row.RId : null;
    case 'hotel_refund':
      return `${row.RId}-refund`;
    default:
      return null;
  }
}
