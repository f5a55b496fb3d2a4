import { describe, expect, it } from 'vitest';
import { unpaidDueBill } from './unpaid-due-bill';

const bill = {
  payeeId: '2f0c1d0e-8a4b-4c1d-9e2f-0a1b2c3d4e5f',
  billNumber: 'B-1',
  dueDate: '2026-12-02',
  amountPaise: 1_240_00,
  remindedAt: '2026-11-29T05:00:00.000Z',
};

describe('the bill a saved biller has falling due', () => {
  it('is the one reminded of, while no payment came after the reminder', () => {
    expect(unpaidDueBill([bill], bill.payeeId, '2026-10-30T10:00:00.000Z')).toBe(bill);
  });

  it('is none once the biller was paid after the reminder, or for another biller', () => {
    expect(unpaidDueBill([bill], bill.payeeId, '2026-11-29T06:00:00.000Z')).toBeNull();
    expect(unpaidDueBill([bill], '00000000-0000-4000-8000-000000000000', '2026-10-30')).toBeNull();
    expect(unpaidDueBill(undefined, bill.payeeId, '2026-10-30')).toBeNull();
  });
});
