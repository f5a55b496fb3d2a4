import { describe, expect, it } from 'vitest';
import type { RechargeLogRow } from '@kosh/contract/recharge';
import { en, hi, type HistoryKey } from '../messages';
import { entryNumber, entryWords } from './entry-words';

const words =
  (dictionary: Record<HistoryKey, string>) =>
  (key: HistoryKey, vars = {}) =>
    Object.entries(vars as Record<string, string>).reduce(
      (text, [name, value]) => text.replace(`{${name}}`, value),
      dictionary[key],
    );

const entry = (patch: Partial<RechargeLogRow>) => ({
  operator: 'Jio',
  service: 'Mobile Prepaid',
  description: 'Mobile Prepaid · Jio',
  entryKind: 'payment' as const,
  serviceKind: 'mobile' as const,
  ...patch,
});

describe('an entry in the reader’s words', () => {
  it('says in English what the server says', () => {
    const t = words(en);
    expect(entryWords(entry({}), t)).toEqual({
      service: 'Mobile Prepaid',
      description: 'Mobile Prepaid · Jio',
    });
    expect(
      entryWords(entry({ entryKind: 'refund', serviceKind: 'electricity', operator: 'BESCOM' }), t),
    ).toEqual({ service: 'Refund', description: 'Refund of failed Electricity Bill · BESCOM' });
    expect(entryWords(entry({ entryKind: 'topup_offline', serviceKind: null }), t)).toEqual({
      service: 'Add Money',
      description: 'Added to wallet by bank transfer or cash',
    });
  });

  it('words money sent, received, sent to a bank and given back, from the row’s own fields', () => {
    const t = words(en);
    const person = { serviceKind: null, operator: 'Ravi K****' };
    expect(entryWords(entry({ ...person, entryKind: 'transfer_sent' }), t)).toEqual({
      service: 'Money Transfer',
      description: 'Sent to Ravi K****',
    });
    expect(entryWords(entry({ ...person, entryKind: 'transfer_received' }), t)).toEqual({
      service: 'Money Received',
      description: 'Received from Ravi K****',
    });
    const bank = { serviceKind: null, operator: 'HDFC Bank', rechNo: 'XXXX1234' };
    expect(entryWords(entry({ ...bank, entryKind: 'payout', utr: null }), t)).toEqual({
      service: 'Bank Transfer',
      description: 'To HDFC Bank ••1234',
    });
    expect(entryWords(entry({ ...bank, entryKind: 'payout', utr: 'KOSH123456789012' }), t)).toEqual(
      { service: 'Bank Transfer', description: 'To HDFC Bank ••1234 · UTR KOSH123456789012' },
    );
    expect(entryWords(entry({ ...bank, entryKind: 'payout_refund' }), t).description).toBe(
      'Bank transfer not sent · HDFC Bank ••1234',
    );
    expect(entryWords(entry({ ...bank, entryKind: 'payout_reversal' }), t).description).toBe(
      'Bank transfer reversed by the bank · HDFC Bank ••1234',
    );
  });

  it('leaves no English in Hindi but names (operator, hotel)', () => {
    const t = words(hi);
    const cases: Partial<RechargeLogRow>[] = [
      {},
      { entryKind: 'refund', serviceKind: 'gas', operator: 'Indraprastha Gas' },
      { entryKind: 'hotel', serviceKind: null, operator: 'Hotel Sea View' },
      { entryKind: 'hotel_refund', serviceKind: null, operator: 'Hotel Sea View' },
      { entryKind: 'topup_online', serviceKind: null, operator: '' },
      { entryKind: 'topup_online', serviceKind: null, operator: '', paymentMethod: 'card' },
      { entryKind: 'topup_online', serviceKind: null, operator: '', paymentMethod: 'upi' },
      { entryKind: 'topup_offline', serviceKind: null, operator: '' },
    ];
    for (const patch of cases) {
      const { service, description } = entryWords(entry(patch), t);
      // UPI is UPI in Hindi too.
      const text = `${service} ${description}`
        .replace(patch.operator ?? 'Jio', '')
        .replace('UPI', '');
      expect(text, JSON.stringify(patch)).not.toMatch(/[A-Za-z]{3,}/);
    }
    expect(entryWords(entry({}), t).description).toBe('मोबाइल प्रीपेड · Jio');
  });

  it('says how an online top-up was paid: UPI with the masked id, or card', () => {
    const online = (patch: Partial<RechargeLogRow>) =>
      entryWords(entry({ entryKind: 'topup_online', serviceKind: null, ...patch }), words(en))
        .description;
    expect(online({ paymentMethod: 'upi', upiId: 'ra******@okhdfc' })).toBe(
      'Added to wallet by UPI · ra******@okhdfc',
    );
    expect(online({ paymentMethod: 'card' })).toBe('Added to wallet by card');
    expect(online({})).toBe('Added to wallet by card / UPI');
    expect(
      entryWords(
        entry({ entryKind: 'topup_online', paymentMethod: 'upi', upiId: 'ra******@okhdfc' }),
        words(hi),
      ).description,
    ).toBe('UPI से वॉलेट में जोड़ा गया · ra******@okhdfc');
  });

  it('keeps the server’s words for a movement it cannot name', () => {
    const other = entry({
      entryKind: 'other',
      serviceKind: null,
      service: 'WALLET_DEBIT_ADMIN',
      description: 'WALLET_DEBIT_ADMIN',
    });
    expect(entryWords(other, words(hi))).toEqual({
      service: 'WALLET_DEBIT_ADMIN',
      description: 'WALLET_DEBIT_ADMIN',
    });
  });

  it('words a top-up’s Service No. in the reader’s language, and keeps any other’s', () => {
    const online = { entryKind: 'topup_online' as const, rechNo: 'Online top-up' };
    const offline = { entryKind: 'topup_offline' as const, rechNo: 'Bank / cash top-up' };
    expect(entryNumber(online, words(en))).toBe('Online top-up');
    expect(entryNumber(offline, words(en))).toBe('Bank / cash top-up');
    expect(entryNumber(online, words(hi))).toBe('ऑनलाइन टॉप-अप');
    expect(entryNumber(offline, words(hi))).toBe('बैंक / नकद टॉप-अप');
    for (const row of [online, offline]) {
      expect(entryNumber(row, words(hi))).not.toMatch(/[A-Za-z]{3,}/);
    }
    expect(entryNumber({ entryKind: 'payment', rechNo: '9876543210' }, words(hi))).toBe(
      '9876543210',
    );
    expect(entryNumber({ entryKind: 'other', rechNo: 'WALLET_DEBIT_ADMIN' }, words(hi))).toBe(
      'WALLET_DEBIT_ADMIN',
    );
  });
});
