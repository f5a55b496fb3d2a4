import type { RechargeLogRow, RechargeStatus } from '@kosh/contract/recharge';
import type { WalletStatementEntry } from '../ledger/ledger-reads.service';
import type { SendMoneyLabel } from '../transfers/history-labels.service';

type Base = Pick<RechargeLogRow, 'amount' | 'doe' | 'Wallet_Bal'>;

/** A payout's debit as the history's status reads it: the bank's answer, pending until it comes. */
function payoutStatus(status: string): RechargeStatus {
  if (status === 'processed' || status === 'reversed') return 'Success';
  if (status === 'rejected' || status === 'failed') return 'Failure';
  return 'Pending';
}

/**
 * A Balance History row for money sent from the wallet or received into it: a transfer to or from
 * another Kosh customer (the other's name and number, the KT reference), a bank transfer (the bank
 * and the account's last four digits, the UTR once processed), or a bank transfer's money coming
 * back (refused by the bank, or reversed after it was sent). Credits carry the credit code.
 */
export function sendMoneyRow(
  entry: WalletStatementEntry,
  label: SendMoneyLabel,
  base: Base,
): RechargeLogRow {
  const common = { ...base, complain_flag: 0 as const, complainStatus: null, serviceKind: null };
  if (label.kind === 'wallet_transfer') {
    const sent = label.direction === 'sent';
    return {
      ...common,
      rechNo: label.counterpartyMobile,
      RId: label.reference,
      status: 'Success',
      Code: sent ? entry.code : 'WALLET_CREDIT',
      operator: label.counterpartyName,
      service: sent ? 'Money Transfer' : 'Money Received',
      description: sent
        ? `Sent to ${label.counterpartyName}`
        : `Received from ${label.counterpartyName}`,
      entryKind: sent ? 'transfer_sent' : 'transfer_received',
    };
  }
  const account = `${label.bankName} ••${label.accountLast4}`;
  const shared = { ...common, rechNo: `XXXX${label.accountLast4}`, RId: label.id, utr: label.utr };
  if (entry.direction === 'credit') {
    const reversed = entry.code === 'PAYOUT_REVERSAL';
    return {
      ...shared,
      status: 'Success',
      Code: 'WALLET_CREDIT',
      operator: label.bankName,
      service: 'Refund',
      description: reversed
        ? `Bank transfer reversed by the bank · ${account}`
        : `Bank transfer not sent · ${account}`,
      entryKind: reversed ? 'payout_reversal' : 'payout_refund',
    };
  }
  return {
    ...shared,
    status: payoutStatus(label.status),
    Code: entry.code,
    operator: label.bankName,
    service: 'Bank Transfer',
    description: `${label.mode} to ${account}${label.utr ? ` · UTR ${label.utr}` : ''}`,
    entryKind: 'payout',
  };
}
