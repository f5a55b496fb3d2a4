import { describe, expect, it } from 'vitest';
import { lineValue } from './receipt-wording';

describe('receipt wording', () => {
  it('names a circle, not its code: the aggregator’s English, Hindi in Hindi', () => {
    const circle = { label: 'circle', value: 'Maharashtra & Goa', code: 'MH' } as const;
    expect(lineValue('en', circle)).toBe('Maharashtra & Goa');
    expect(lineValue('hi', circle)).toBe('महाराष्ट्र और गोवा');
    // The aggregator could not name it: Hindi still can; English shows the code as stored.
    expect(lineValue('hi', { label: 'circle', value: 'MH', code: 'MH' })).toBe('महाराष्ट्र और गोवा');
    expect(lineValue('en', { label: 'circle', value: 'MH', code: 'MH' })).toBe('MH');
  });

  it('words a refund’s destination, and leaves other data as it is', () => {
    expect(lineValue('en', { label: 'refundTo', value: 'wallet' })).toBe('Kosh wallet');
    expect(lineValue('hi', { label: 'refundTo', value: 'wallet' })).toBe('कोश वॉलेट');
    expect(lineValue('en', { label: 'number', value: '9876512345' })).toBe('9876512345');
  });
});
