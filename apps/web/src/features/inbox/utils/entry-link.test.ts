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
  });

  it('leads nowhere without a link or a receipt id, and escapes ids', () => {
    expect(entryPath(null)).toBeNull();
    expect(entryPath({ kind: 'receipt', id: null })).toBeNull();
    expect(entryPath({ kind: 'receipt', id: 'a/b' })).toBe('/receipt/a%2Fb');
  });
});
