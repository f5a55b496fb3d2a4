import { describe, expect, it } from 'vitest';
import { defaultDateRange, todayInput, toShortDate, toWireDate } from './dates';

/** Runs `body` as on a phone whose clock is set to `zone` (Node reads TZ afresh when it changes). */
function onPhoneIn<T>(zone: string, body: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return body();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe('dates of the request list', () => {
  it('sends dd-MM-yyyy and shows dd-mm-yy', () => {
    expect(toWireDate('2025-03-07')).toBe('07-03-2025');
    expect(toShortDate('2025-03-07')).toBe('07-03-25');
    expect(toShortDate('')).toBe('');
  });

  it('opens on the last month up to today, kept in a shorter month', () => {
    // 11:30 on 31 March in India.
    expect(defaultDateRange(new Date('2025-03-31T06:00:00.000Z'))).toEqual({
      from: '2025-02-28',
      to: '2025-03-31',
    });
  });

  it("ends on India's today on a phone still on yesterday (Los Angeles, 00:30 in India)", () => {
    const now = new Date('2026-03-01T19:00:00.000Z');
    onPhoneIn('America/Los_Angeles', () => {
      // The phone's own calendar says 1 March; the server's entries are dated 2 March.
      expect(now.getDate()).toBe(1);
      expect(todayInput(now)).toBe('2026-03-02');
      expect(defaultDateRange(now)).toEqual({ from: '2026-02-02', to: '2026-03-02' });
    });
  });

  it("ends on India's today on a phone already on tomorrow (Kiritimati, 17:30 in India)", () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    onPhoneIn('Pacific/Kiritimati', () => {
      expect(now.getDate()).toBe(2);
      expect(todayInput(now)).toBe('2026-03-01');
      expect(defaultDateRange(now)).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    });
  });
});
