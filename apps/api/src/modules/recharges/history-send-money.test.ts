import { describe, expect, it } from 'vitest';
import type { WalletStatementEntry } from '../ledger/ledger-reads.service';
import type { PayoutLabel, WalletTransferLabel } from '../transfers/history-labels.service';
import { sendMoneyRow } from './history-send-money';

const base = { amount: 500, doe: '2026-11-30T10:00:00.000Z', Wallet_Bal: 1500 };
const entry = (patch: Partial<WalletStatementEntry>): WalletStatementEntry => ({
  id: 't1',
  kind: 'single',
  code: 'WALLET_TRANSFER',
  reference: { type: 'wallet_transfer', id: 'x' },
  amountPaise: 500_00n,
  direction: 'debit',
  balanceAfterPaise: 1500_00n,
  createdAt: new Date(base.doe),
  ...patch,
});
const transfer = (direction: 'sent' | 'received'): WalletTransferLabel => ({
  kind: 'wallet_transfer',
  id: 'x',
  reference: 'KT123456789012',
  direction,
  counterpartyName: direction === 'sent' ? 'Ravi K****' : 'Asha Verma',
  counterpartyMobile: '9876543210',
  note: 'rent',
});
const payout = (patch: Partial<PayoutLabel>): PayoutLabel => ({
  kind: 'payout',
  id: 'p1',
  status: 'processed',
  mode: 'IMPS',
  utr: 'KOSH123456789012',
  bankName: 'HDFC Bank',
  accountLast4: '1234',
  holderName: 'Asha Verma',
  ...patch,
});

describe('a Balance History row for money sent or received', () => {
  it('names the other customer, with the debit code for a send and the credit code for a receipt', () => {
    expect(sendMoneyRow(entry({}), transfer('sent'), base)).toMatchObject({
      rechNo: '9876543210',
      RId: 'KT123456789012',
      Code: 'WALLET_TRANSFER',
      description: 'Sent to Ravi K****',
      entryKind: 'transfer_sent',
      status: 'Success',
    });
    expect(sendMoneyRow(entry({ direction: 'credit' }), transfer('received'), base)).toMatchObject({
      Code: 'WALLET_CREDIT',
      entryKind: 'transfer_received',
    });
  });

  it('shows a bank transfer by its account’s last digits, pending until the bank answers', () => {
    const held = entry({ kind: 'pending', code: 'BANK_PAYOUT' });
    expect(sendMoneyRow(held, payout({ status: 'processing', utr: null }), base)).toMatchObject({
      rechNo: 'XXXX1234',
      RId: 'p1',
      status: 'Pending',
      entryKind: 'payout',
      description: 'IMPS to HDFC Bank ••1234',
    });
    expect(sendMoneyRow(held, payout({}), base)).toMatchObject({
      status: 'Success',
      utr: 'KOSH123456789012',
      description: 'IMPS to HDFC Bank ••1234 · UTR KOSH123456789012',
    });
    expect(sendMoneyRow(held, payout({ status: 'failed', utr: null }), base).status).toBe(
      'Failure',
    );
  });

  it('tells money the bank refused from money it sent back after it was processed', () => {
    const voided = entry({ kind: 'void', code: 'BANK_PAYOUT', direction: 'credit' });
    const reversal = entry({ code: 'PAYOUT_REVERSAL', direction: 'credit' });
    expect(sendMoneyRow(voided, payout({ status: 'failed' }), base)).toMatchObject({
      Code: 'WALLET_CREDIT',
      entryKind: 'payout_refund',
    });
    expect(sendMoneyRow(reversal, payout({ status: 'reversed' }), base)).toMatchObject({
      Code: 'WALLET_CREDIT',
      entryKind: 'payout_reversal',
    });
  });
});
