import { describe, expect, it } from 'vitest';
import { lookupRange } from './lookup-range';

describe('looking a recharge up by its id', () => {
  // 15:30 on 15 June in India.
  const now = new Date('2025-06-15T10:00:00.000Z');

  it('searches from the day in a Kosh recharge id (India’s day) up to today', () => {
    expect(lookupRange('KR2506010123456789', now)).toEqual({
      fromdate: '01-06-2025',
      todate: '15-06-2025',
      search: 'KR2506010123456789',
    });
  });

  it('searches a year back for any other id, or one dated after today', () => {
    expect(lookupRange('ORDER-42', now).fromdate).toBe('15-06-2024');
    expect(lookupRange('KR2512310123456789', now).fromdate).toBe('15-06-2024');
    expect(lookupRange('KR2513400123456789', now).fromdate).toBe('15-06-2024');
  });

  it("ends on India's today, and takes an id given today there, whatever the phone's day", () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      // 00:30 on 16 June in India, still 15 June in Los Angeles.
      const late = new Date('2025-06-15T19:00:00.000Z');
      expect(lookupRange('KR2506160123456789', late)).toEqual({
        fromdate: '16-06-2025',
        todate: '16-06-2025',
        search: 'KR2506160123456789',
      });
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});
