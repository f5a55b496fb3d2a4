import type { RechargeLogRow } from '@kosh/contract/recharge';

/**
 * The receipt an entry opens (/receipt/{id}), or null when it has none: a payment still pending,
 * a hotel booking the hotel refused (its refund row has the receipt), a movement of another
 * kind. A hotel refund asks for `-refund`: the booking's own reference is the booking's receipt.
 */
export function receiptIdOf(row: Pick<RechargeLogRow, 'RId' | 'entryKind' | 'status'>) {
  if (row.status === 'Pending' || !row.RId) return null;
  switch (row.entryKind) {
    case 'payment':
    case 'refund':
    case 'topup_online':
    case 'topup_offline':
      return row.RId;
    case 'hotel':
      return row.status === 'Success' ? row.RId : null;
    case 'hotel_refund':
      return `${row.RId}-refund`;
    default:
      return null;
  }
}
