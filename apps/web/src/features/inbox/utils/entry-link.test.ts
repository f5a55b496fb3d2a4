import { describe, expect, it } from 'vitest';
import { entryPath } from './entry-link';

describe('entryPath', () => {
  it('leads each kind of entry to its page', () => {
    expect(entryPath({ kind: 'receipt', id: 'KR1' })).toBe('/receipt/KR1');
    expect(entryPath({ kind: 'booking', id: 'b-1' })).toBe('/my-bookings/b-1');
    expect(entryPath({ kind: 'ticket', id: '42' })).toBe('/user-open-ticket/42');
    expect(entryPath({ kind: 'kyc', id: null })).toBe('/kyc');
    expect(entryPath({ kind: 'history', id: null })).toBe('/balancehistory');
    expect(entryPath({ kind: 'walletRequests', id: null })).toBe('/all-wallet-request');
    expect(entryPath({ kind: 'security', id: null })).toBe('/profile');
    expect(entryPath({ kind: 'moneyRequests', id: null })).toBe('/to-mobile');
  });

  it('leads nowhere without a link or a receipt id, and escapes ids', () => {
    expect(entryPath(null)).toBeNull();
    expect(entryPath({ kind: 'receipt', id: null })).toBeNull();
    expect(entryPath({ kind: 'receipt', id: 'a/b' })).toBe('/receipt/a%2Fb');
  });

  it('leads a bill reminder to its bill, filled in, and nowhere for anything else', () => {
    const prefill = 'kind=electricity&operator=BESCOM&number=1234567702&mobile=9876512345';
    expect(entryPath({ kind: 'payBill', id: prefill })).toBe(
      '/electricity-bill?number=1234567702&operator=BESCOM&mobile=9876512345',
    );
    expect(entryPath({ kind: 'payBill', id: 'kind=mobile&operator=JIO&number=9876543210' })).toBe(
      null,
    );
    expect(entryPath({ kind: 'payBill', id: 'kind=gas&number=9876543210' })).toBeNull();
    expect(entryPath({ kind: 'payBill', id: null })).toBeNull();
  });
});
