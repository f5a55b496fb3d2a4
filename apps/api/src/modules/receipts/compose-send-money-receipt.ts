import { maskMobile } from '@kosh/contract/receipts';
import type {
  PayoutReceiptRow,
  WalletTransferReceiptRow,
} from '../transfers/receipt-sources.service';
import { base, type Composed, type Customer, type Support } from './compose-receipt';

/**
 * Pure: money sent → its Receipt. A wallet-to-wallet transfer is done the moment it exists (one
 * ledger transfer), so each side always has its receipt; a payout has one once the bank answered.
 */

/** A transfer as its sender or its receiver sees it: the other customer, their number masked. */
export function walletTransferReceipt(
  row: WalletTransferReceiptRow,
  customer: Customer,
  support: Support,
): Composed {
  const sent = row.direction === 'sent';
  return base(
    {
      id: row.reference,
      kind: 'transfer',
      status: 'success',
      title: {
        service: sent ? 'transfer-sent' : 'transfer-received',
        name: row.counterpartyName || null,
        subject: maskMobile(row.counterpartyMobile),
      },
      orderId: row.reference,
      providerReference: null,
      amountPaise: row.amountPaise,
      at: row.createdAt,
      method: 'wallet',
      lines: [
        { label: sent ? 'receiver' : 'sender', value: row.counterpartyName },
        { label: 'note', value: row.note },
      ],
    },
    customer,
    support,
  );
}

/**
 * A payout once final: processed is a success with the bank's UTR; rejected or failed gave the
 * money back to the wallet (refunded); reversed was sent, then returned by the bank and credited
 * back (refunded, its UTR kept). Until the bank answers it is not ready.
 */
export function payoutReceipt(
  row: PayoutReceiptRow,
  customer: Customer,
  support: Support,
): Composed {
  if (!row.finalAt) return 'not-ready';
  const account = `XXXX${row.accountLast4}`;
  const processed = row.status === 'processed';
  const reversed = row.status === 'reversed';
  if (!processed && !reversed && row.status !== 'rejected' && row.status !== 'failed') {
    return 'not-ready';
  }
  return base(
    {
      id: row.id,
      kind: 'payout',
      status: processed ? 'success' : 'refunded',
      title: { service: 'bank-transfer', name: row.bankName, subject: account },
      orderId: row.id,
      providerReference:
        row.utr && (processed || reversed) ? { kind: 'bank-transaction', value: row.utr } : null,
      amountPaise: row.amountPaise,
      at: row.finalAt,
      method: 'wallet',
      lines: [
        { label: 'bank', value: row.bankName },
        { label: 'account', value: account },
        { label: 'ifsc', value: row.ifsc },
        { label: 'holder', value: row.holderName },
        { label: 'mode', value: row.mode },
        // Worded in the reader's language (lineValue); the value is for any other reader.
        ...(reversed
          ? [{ label: 'originalStatus' as const, value: 'reversed', code: 'reversed' }]
          : []),
        ...(processed ? [] : [{ label: 'refundTo' as const, value: 'wallet' }]),
      ],
    },
    customer,
    support,
  );
}
