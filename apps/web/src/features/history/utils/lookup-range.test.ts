import { describe, expect, it } from 'vitest';
import { lookupRange } from './lookup-range';

describe('looking a recharge up by its id', () => {
  const today = new Date(2025, 5, 15, 10, 0);

  it('searches from the day before the one in a Kosh recharge id, up to today', () => {
    expect(lookupRange('KR2506010123456789', today)).toEqual({
      fromdate: '31-05-2025',
      todate: '15-06-2025',
      search: 'KR2506010123456789',
    });
  });

  it('searches a year back for any other id, or one dated after today', () => {
    expect(lookupRange('ORDER-42', today).fromdate).toBe('15-06-2024');
    expect(lookupRange('KR2512310123456789', today).fromdate).toBe('15-06-2024');
    expect(lookupRange('KR2513400123456789', today).fromdate).toBe('15-06-2024');
  });
});
