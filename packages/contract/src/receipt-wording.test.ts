import { describe, expect, it } from 'vitest';
import { clockTime, lineValue, supportLine } from './receipt-wording';

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

  it('gives the customer-care hours one way, for the page and the PDF alike', () => {
    expect(clockTime('00:00')).toBe('12:00 am');
    expect(clockTime('12:30')).toBe('12:30 pm');
    const receipt = {
      orderId: 'KR2611290123456789',
      support: { phone: '1800-123-4567', hours: { opens: '10:00', closes: '17:00' } },
    };
    expect(supportLine('en', receipt)).toBe(
      'Customer care 1800-123-4567 (10:00 am to 5:00 pm IST) or Contact Us in the app; quote KR2611290123456789.',
    );
    expect(supportLine('hi', receipt)).toContain('(10:00 am से 5:00 pm IST)');
  });
});
