import { describe, expect, it } from 'vitest';
import { defaultDateRange, toShortDate, toWireDate } from './dates';

describe('dates of the request list', () => {
  it('sends dd-MM-yyyy and shows dd-mm-yy', () => {
    expect(toWireDate('2025-03-07')).toBe('07-03-2025');
    expect(toShortDate('2025-03-07')).toBe('07-03-25');
    expect(toShortDate('')).toBe('');
  });

  it('opens on the last month up to today', () => {
    expect(defaultDateRange(new Date(2025, 2, 31))).toEqual({
      from: '2025-02-28',
      to: '2025-03-31',
    });
  });
});
