import type { RechargeLogRow } from '@kosh/contract/recharge';
import type { HistoryKey } from '../messages';

type Translate = (key: HistoryKey, vars?: Record<string, string>) => string;

/**
 * An entry's service and description in the reader's language, from what it is (entryKind,
 * serviceKind) and its operator or hotel — the server's `service` and `description` are English,
 * for a client written to the spec. An entry of another kind keeps the server's words (its code).
 */
export function entryWords(
  row: Pick<RechargeLogRow, 'entryKind' | 'serviceKind' | 'operator' | 'service' | 'description'> &
    Partial<Pick<RechargeLogRow, 'paymentMethod' | 'upiId' | 'rechNo' | 'utr'>>,
  t: Translate,
): { service: string; description: string } {
  const kind = row.serviceKind ? t(`kind.${row.serviceKind}`) : '';
  switch (row.entryKind) {
    case 'payment':
      return {
        service: kind,
        description: t('desc.payment', { service: kind, operator: row.operator }),
      };
    case 'refund':
      return {
        service: t('service.refund'),
        description: t('desc.refund', { service: kind, operator: row.operator }),
      };
    case 'hotel':
      return { service: t('service.hotel'), description: t('desc.hotel', { hotel: row.operator }) };
    case 'hotel_refund':
      return {
        service: t('service.refund'),
        description: t('desc.hotelRefund', { hotel: row.operator }),
      };
    case 'topup_online':
      return { service: t('service.addMoney'), description: topupWords(row, t) };
    case 'topup_offline':
      return { service: t('service.addMoney'), description: t('desc.topupOffline') };
    case 'transfer_sent':
      return {
        service: t('service.moneySent'),
        description: t('desc.transferSent', { name: row.operator }),
      };
    case 'transfer_received':
      return {
        service: t('service.moneyReceived'),
        description: t('desc.transferReceived', { name: row.operator }),
      };
    case 'payout':
    case 'payout_refund':
    case 'payout_reversal':
      return payoutWords(row, t);
    default:
      return { service: row.service, description: row.description };
  }
}

/**
 * What stands in an entry's Service No. place. A top-up has no number: the server's `rechNo` for
 * it is English words ("Online top-up"), kept for a client written to the spec, so the app words
 * it from `entryKind`. Any other entry's `rechNo` is a number, reference or code, shown as is.
 */
export function entryNumber(row: Pick<RechargeLogRow, 'entryKind' | 'rechNo'>, t: Translate) {
  switch (row.entryKind) {
    case 'topup_online':
      return t('number.topupOnline');
    case 'topup_offline':
      return t('number.topupOffline');
    default:
      return row.rechNo;
  }
}

/** How an online top-up was paid, where the server knows: by UPI (with the masked id) or card. */
function topupWords(row: Partial<Pick<RechargeLogRow, 'paymentMethod' | 'upiId'>>, t: Translate) {
  if (row.paymentMethod === 'upi') {
    return row.upiId ? t('desc.topupUpi', { upiId: row.upiId }) : t('desc.topupUpiNoId');
  }
  if (row.paymentMethod === 'card') return t('desc.topupCard');
  return t('desc.topupOnline');
}

/** A bank transfer's row: the bank and the account's last four digits (its Service No.), the UTR. */
function payoutWords(
  row: Pick<RechargeLogRow, 'entryKind' | 'operator'> &
    Partial<Pick<RechargeLogRow, 'rechNo' | 'utr'>>,
  t: Translate,
) {
  const account = { bank: row.operator, last4: (row.rechNo ?? '').slice(-4) };
  if (row.entryKind === 'payout') {
    return {
      service: t('service.bankTransfer'),
      description: row.utr
        ? t('desc.payoutUtr', { ...account, utr: row.utr })
        : t('desc.payout', account),
    };
  }
  return {
    service: t('service.refund'),
    description: t(
      row.entryKind === 'payout_reversal' ? 'desc.payoutReversal' : 'desc.payoutRefund',
      account,
    ),
  };
}
