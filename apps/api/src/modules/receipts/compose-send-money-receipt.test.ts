import { describe, expect, it } from 'vitest';
import { lineValue } from '@kosh/contract/receipt-wording';
import type { Receipt } from '@kosh/contract/receipts';
import type {
  PayoutReceiptRow,
  WalletTransferReceiptRow,
} from '../transfers/receipt-sources.service';
import type { Composed } from './compose-receipt';
import { payoutReceipt, walletTransferReceipt } from './compose-send-money-receipt';

const customer = { mobile: '9876504321' };
const support = { phone: '1800 266 5674', hours: { opens: '10:00', closes: '17:00' } };
const at = new Date('2026-11-29T18:45:00Z'); // 30-11-2026 00:15 in India

const transfer = (over: Partial<WalletTransferReceiptRow> = {}): WalletTransferReceiptRow => ({
  reference: 'KT261130000001',
  direction: 'sent',
  counterpartyName: 'Asha D****',
  counterpartyMobile: '9123456789',
  amountPaise: 1_500_50n,
  note: 'Dinner',
  createdAt: at,
  ...over,
});

const payout = (over: Partial<PayoutReceiptRow> = {}): PayoutReceiptRow => ({
  id: '0b6c2d6e-4a57-4a0e-9a53-6f0f3c1f9a10',
  status: 'processed',
  mode: 'IMPS',
  amountPaise: 2_000_00n,
  utr: 'UTR1234567890',
  finalAt: at,
  bankName: 'HDFC Bank',
  accountLast4: '1234',
  ifsc: 'HDFC0000001',
  holderName: 'RAVI KUMAR',
  ...over,
});

function receiptOf(composed: Composed): Receipt {
  if (composed === 'none' || composed === 'not-ready') throw new Error(`no receipt: ${composed}`);
  return composed;
}

describe('composing receipts of money sent', () => {
  it('a transfer sent: the receiver as the sender saw them, their number masked, the note', () => {
    const receipt = receiptOf(walletTransferReceipt(transfer(), customer, support));
    expect(receipt).toMatchObject({
      id: 'KT261130000001',
      kind: 'transfer',
      status: 'success',
      title: { service: 'transfer-sent', name: 'Asha D****', subject: 'XXXXXX6789' },
      amountPaise: '150050',
      amount: '1500.50',
      occurredAtIst: '30-11-2026 00:15',
      orderId: 'KT261130000001',
      providerReference: null,
      method: 'wallet',
      customerMobile: 'XXXXXX4321',
    });
    expect(receipt.lines).toEqual([
      { label: 'receiver', value: 'Asha D****' },
      { label: 'note', value: 'Dinner' },
    ]);
  });

  it('a transfer received: from the sender, no note line when there was none', () => {
    const receipt = receiptOf(
      walletTransferReceipt(
        transfer({ direction: 'received', counterpartyName: 'Ravi Kumar', note: '' }),
        customer,
        support,
      ),
    );
    expect(receipt.title).toEqual({
      service: 'transfer-received',
      name: 'Ravi Kumar',
      subject: 'XXXXXX6789',
    });
    expect(receipt.lines).toEqual([{ label: 'sender', value: 'Ravi Kumar' }]);
  });

  it('a processed payout: a success with the bank’s UTR and the account masked', () => {
    const receipt = receiptOf(payoutReceipt(payout(), customer, support));
    expect(receipt).toMatchObject({
      kind: 'payout',
      status: 'success',
      title: { service: 'bank-transfer', name: 'HDFC Bank', subject: 'XXXX1234' },
      orderId: payout().id,
      providerReference: { kind: 'bank-transaction', value: 'UTR1234567890' },
      method: 'wallet',
      amount: '2000.00',
    });
    expect(receipt.lines).toEqual([
      { label: 'bank', value: 'HDFC Bank' },
      { label: 'account', value: 'XXXX1234' },
      { label: 'ifsc', value: 'HDFC0000001' },
      { label: 'holder', value: 'RAVI KUMAR' },
      { label: 'mode', value: 'IMPS' },
    ]);
  });

  it('has no receipt until the bank answered', () => {
    for (const status of ['created', 'queued', 'pending', 'processing'] as const) {
      expect(payoutReceipt(payout({ status, finalAt: null, utr: null }), customer, support)).toBe(
        'not-ready',
      );
    }
  });

  it('a rejected or failed payout: refunded to the wallet, no UTR', () => {
    for (const status of ['rejected', 'failed'] as const) {
      const receipt = receiptOf(payoutReceipt(payout({ status, utr: null }), customer, support));
      expect(receipt.status).toBe('refunded');
      expect(receipt.providerReference).toBeNull();
      expect(receipt.lines.at(-1)).toEqual({ label: 'refundTo', value: 'wallet' });
    }
  });

  it('a reversed payout: refunded, its UTR kept, a line saying the bank returned it', () => {
    const receipt = receiptOf(payoutReceipt(payout({ status: 'reversed' }), customer, support));
    expect(receipt.status).toBe('refunded');
    expect(receipt.providerReference).toEqual({
      kind: 'bank-transaction',
      value: 'UTR1234567890',
    });
    const reversed = receipt.lines.find((line) => line.label === 'originalStatus');
    expect(reversed && lineValue('en', reversed)).toBe('Sent, then returned by the bank');
    expect(reversed && lineValue('hi', reversed)).toBe('भेजे गए, फिर बैंक ने लौटा दिए');
    expect(receipt.lines.at(-1)).toEqual({ label: 'refundTo', value: 'wallet' });
  });
});
