import { describe, expect, it } from 'vitest';
import { receiptIdOf } from './receipt-id';

describe('receiptIdOf', () => {
  it('opens a settled payment, refund or top-up by its RId', () => {
    for (const entryKind of ['payment', 'refund', 'topup_online', 'topup_offline'] as const) {
      expect(receiptIdOf({ RId: 'KR2611290000000001', entryKind, status: 'Success' })).toBe(
        'KR2611290000000001',
      );
    }
    expect(
      receiptIdOf({ RId: 'KR2611290000000001', entryKind: 'payment', status: 'Failure' }),
    ).toBe('KR2611290000000001');
  });

  it('has none while a payment is pending, or for movements without one', () => {
    expect(
      receiptIdOf({ RId: 'KR2611290000000001', entryKind: 'payment', status: 'Pending' }),
    ).toBeNull();
    expect(receiptIdOf({ RId: 'x', entryKind: 'other', status: 'Success' })).toBeNull();
    expect(receiptIdOf({ RId: 'KHABCDEFGHJK', entryKind: 'hotel', status: 'Failure' })).toBeNull();
  });

  it('opens a hotel booking by its reference, and its refund with -refund', () => {
    expect(receiptIdOf({ RId: 'KHABCDEFGHJK', entryKind: 'hotel', status: 'Success' })).toBe(
      'KHABCDEFGHJK',
    );
    expect(receiptIdOf({ RId: 'KHABCDEFGHJK', entryKind: 'hotel_refund', status: 'Success' })).toBe(
      'KHABCDEFGHJK-refund',
    );
  });

  it('opens either side of a money transfer by its KT reference', () => {
    for (const entryKind of ['transfer_sent', 'transfer_received'] as const) {
      expect(receiptIdOf({ RId: 'KT261130000001', entryKind, status: 'Success' })).toBe(
        'KT261130000001',
      );
    }
  });

  it('opens a bank transfer by its id once the bank answered, and its money back too', () => {
    const id = '0b6c2d6e-4a57-4a0e-9a53-6f0f3c1f9a10';
    expect(receiptIdOf({ RId: id, entryKind: 'payout', status: 'Pending' })).toBeNull();
    expect(receiptIdOf({ RId: id, entryKind: 'payout', status: 'Success' })).toBe(id);
    expect(receiptIdOf({ RId: id, entryKind: 'payout', status: 'Failure' })).toBe(id);
    for (const entryKind of ['payout_refund', 'payout_reversal'] as const) {
      expect(receiptIdOf({ RId: id, entryKind, status: 'Success' })).toBe(id);
    }
  });
});
