import { describe, expect, it } from 'vitest';
import { elapsedSince, formatTicketDay, formatTicketTime } from './format';

describe('ticket dates in India', () => {
  it('shows a message time as dd MMM, yyyy at h:mm a in IST', () => {
    expect(formatTicketTime('2026-11-24T20:05:00.000Z')).toBe('25 Nov, 2026 at 1:35 AM');
    expect(formatTicketTime('2026-01-03T07:00:00Z')).toBe('03 Jan, 2026 at 12:30 PM');
  });
  it('shows a list day as d/M/yyyy in IST', () => {
    expect(formatTicketDay('2026-03-04T19:00:00Z')).toBe('5/3/2026');
  });
  it('gives what it cannot read back as it came', () => {
    expect(formatTicketTime('soon')).toBe('soon');
  });
});

describe('how long a customer has waited', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('counts minutes, then hours, then days', () => {
    expect(elapsedSince('2026-11-24T11:59:50Z', now)).toEqual({ unit: 'min', n: 1 });
    expect(elapsedSince('2026-11-24T11:15:00Z', now)).toEqual({ unit: 'min', n: 45 });
    expect(elapsedSince('2026-11-24T08:40:00Z', now)).toEqual({ unit: 'h', n: 3 });
    expect(elapsedSince('2026-11-21T11:00:00Z', now)).toEqual({ unit: 'd', n: 3 });
  });
});
