import { describe, expect, it } from 'vitest';
import { sendToWalletRequestSchema, type WalletTransfer } from '@kosh/contract/transfers';
import { addBeneficiaryRequestSchema, type Beneficiary } from '@kosh/contract/payouts';
import {
  accountsMatch,
  checkForm,
  coolingUntil,
  isFinalPayout,
  isLookupReady,
  noteLeft,
  payoutStage,
  receiverView,
  recentNumbers,
} from './forms';

const transfer = (mobile: string, direction: 'sent' | 'received'): WalletTransfer => ({
  id: crypto.randomUUID(),
  reference: 'KT1',
  direction,
  counterparty: { name: null, mobile },
  amount: 10,
  note: '',
  status: 'success',
  moneyRequestId: null,
  createdAt: '2026-11-30T00:00:00Z',
});

const beneficiary = (over: Partial<Beneficiary>): Beneficiary => ({
  id: 'b',
  own: false,
  name: 'RAVI KUMAR',
  accountNumber: 'XXXXXX1234',
  ifsc: 'SBIN0000001',
  bankName: 'State Bank of India',
  preRegistered: false,
  preRegisteredAt: '2026-12-01T10:00:00Z',
  createdAt: '2026-11-30T10:00:00Z',
  ...over,
});

describe('send money forms', () => {
  it('refuses what the server refuses, one code a field', () => {
    const checked = checkForm(sendToWalletRequestSchema, {
      mobile: '12345',
      amount: '0',
      note: 'x'.repeat(51),
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        mobile: 'MOBILE_INVALID',
        amount: 'TRANSFER_AMOUNT_INVALID',
        note: 'TRANSFER_NOTE_TOO_LONG',
      },
    });
    expect(checkForm(sendToWalletRequestSchema, { mobile: '', amount: '' })).toMatchObject({
      ok: false,
      errors: { mobile: 'MOBILE_REQUIRED', amount: 'TRANSFER_AMOUNT_REQUIRED' },
    });
    expect(
      checkForm(sendToWalletRequestSchema, { mobile: '9876543210', amount: '200001' }),
    ).toMatchObject({
      ok: false,
      errors: { amount: 'TRANSFER_AMOUNT_TOO_LARGE' },
    });
  });

  it('passes a good transfer through with its note trimmed', () => {
    const checked = checkForm(sendToWalletRequestSchema, {
      mobile: '9876543210',
      amount: '150.5',
      note: '  rent  ',
    });
    expect(checked.ok && checked.data.note).toBe('rent');
  });

  it('checks a new bank account the server’s way', () => {
    expect(
      checkForm(addBeneficiaryRequestSchema, { accountNumber: '12', ifsc: 'sbin0000001' }),
    ).toEqual({ ok: false, errors: { accountNumber: 'KYC_ACCOUNT_INVALID' } });
    const good = checkForm(addBeneficiaryRequestSchema, {
      accountNumber: '123456789012',
      ifsc: 'sbin0000001',
    });
    expect(good.ok && good.data.ifsc).toBe('SBIN0000001');
    expect(accountsMatch('1234 5678 9', '123456789')).toBe(true);
    expect(accountsMatch('123456789', '123456780')).toBe(false);
  });

  it('looks a number up only once it is a whole mobile number', () => {
    expect(isLookupReady('98765')).toBe(false);
    expect(isLookupReady('5876543210')).toBe(false);
    expect(isLookupReady('9876543210')).toBe(true);
  });

  it('counts the note’s characters left', () => {
    expect(noteLeft('')).toBe(50);
    expect(noteLeft('  hi  ')).toBe(48);
    expect(noteLeft('x'.repeat(60))).toBe(0);
  });

  it('lists the numbers sent to lately, each once', () => {
    const list = [
      transfer('9000000001', 'sent'),
      transfer('9000000002', 'received'),
      transfer('9000000001', 'sent'),
      transfer('9000000003', 'sent'),
    ];
    expect(recentNumbers(list)).toEqual(['9000000001', '9000000003']);
    expect(recentNumbers(list, 1)).toEqual(['9000000001']);
  });

  it('says who the receiver is, or why they cannot be sent to', () => {
    expect(receiverView({ name: 'Ravi K****', canReceive: true })).toEqual({
      kind: 'ok',
      name: 'Ravi K****',
    });
    expect(receiverView({ name: null, canReceive: false, reason: 'NOT_ON_KOSH' }).kind).toBe(
      'not-on-kosh',
    );
    expect(receiverView({ name: null, canReceive: false, reason: 'SELF' }).kind).toBe('self');
    expect(receiverView({ name: 'A', canReceive: false }).kind).toBe('cannot-receive');
  });

  it('words a payout by its stage and polls only the unfinished', () => {
    for (const status of ['created', 'queued', 'pending', 'processing'] as const) {
      expect(payoutStage(status)).toBe('waiting');
      expect(isFinalPayout(status)).toBe(false);
    }
    expect(payoutStage('processed')).toBe('processed');
    expect(payoutStage('failed')).toBe('failed');
    expect(payoutStage('rejected')).toBe('failed');
    expect(payoutStage('reversed')).toBe('reversed');
    expect(isFinalPayout('rejected')).toBe(true);
  });

  it('shows the cooling period only for an added account not yet pre-registered', () => {
    expect(coolingUntil(beneficiary({}))).toBe('2026-12-01T10:00:00Z');
    expect(coolingUntil(beneficiary({ preRegistered: true }))).toBeNull();
    expect(coolingUntil(beneficiary({ own: true, preRegisteredAt: null }))).toBeNull();
  });
});

describe('contact numbers', () => {
  it('keeps a contact’s last ten digits', async () => {
    const { mobileFromContact } = await import('./contacts');
    expect(mobileFromContact('+91 98765-43210')).toBe('9876543210');
    expect(mobileFromContact('098765 43210')).toBe('9876543210');
  });
});
