import { describe, expect, it } from 'vitest';
import { followPending, pendingPollDelayMs } from './pending-poll';

const now = Date.parse('2026-01-10T10:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('polling a pending payment', () => {
  it('asks often at first, then backs off to once a minute', () => {
    expect(pendingPollDelayMs(ago(1_000), now)).toBe(2_000);
    expect(pendingPollDelayMs(ago(45_000), now)).toBe(5_000);
    expect(pendingPollDelayMs(ago(5 * 60_000), now)).toBe(15_000);
    expect(pendingPollDelayMs(ago(40 * 60_000), now)).toBe(60_000);
  });

  it('treats an unknown or future start as just paid', () => {
    expect(pendingPollDelayMs(undefined, now)).toBe(2_000);
    expect(pendingPollDelayMs('soon', now)).toBe(2_000);
    expect(pendingPollDelayMs(new Date(now + 60_000).toISOString(), now)).toBe(2_000);
  });

  it('follows the newest pending payment, and stops when none is pending', () => {
    expect(followPending([ago(40 * 60_000), ago(10_000)], now)).toBe(2_000);
    expect(followPending([ago(40 * 60_000)], now)).toBe(60_000);
    expect(followPending([], now)).toBe(false);
  });
});
