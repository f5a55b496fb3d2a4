import { describe, expect, it } from 'vitest';
import type { AdminJob } from '@kosh/contract/operations';
import {
  formatAgo,
  formatDuration,
  formatPeriod,
  formatTime,
  jobStatus,
  jobTitle,
  pendingNeedsLook,
} from './format';

const job = (over: Partial<AdminJob>): AdminJob => ({
  name: 'payments-reconcile',
  everySeconds: 60,
  lastStartedAt: null,
  lastSucceededAt: null,
  lastFailedAt: null,
  lastError: null,
  runs: 0,
  failures: 0,
  late: false,
  ...over,
});

describe('operations formatting', () => {
  it('names the known jobs and shows others as they are', () => {
    expect(jobTitle('payments-reconcile')).toBe('Top-up reconciliation');
    expect(jobTitle('recharges-status-poll')).toBe('Recharge status poller');
    expect(jobTitle('something-new')).toBe('something-new');
  });

  it('says periods and waits in the largest whole unit', () => {
    expect(formatPeriod(15)).toBe('every 15 s');
    expect(formatPeriod(600)).toBe('every 10 min');
    expect(formatPeriod(3600)).toBe('every 1 h');
    expect(formatDuration(199)).toBe('3 min');
    expect(formatDuration(86_400)).toBe('1 day');
    expect(formatDuration(3 * 86_400 + 5)).toBe('3 days');
    expect(formatDuration(-4)).toBe('0 s');
  });

  it('says how long ago', () => {
    const now = Date.parse('2026-03-05T09:00:00Z');
    expect(formatAgo('2026-03-05T08:59:30Z', now)).toBe('just now');
    expect(formatAgo('2026-03-05T08:57:00Z', now)).toBe('3 min ago');
    expect(formatTime(new Date(now))).toBe('2:30 pm');
  });

  it('tells late, OK and never run apart', () => {
    expect(jobStatus(job({}))).toBe('idle');
    expect(jobStatus(job({ lastStartedAt: '2026-03-05T08:57:00Z' }))).toBe('ok');
    expect(jobStatus(job({ lastStartedAt: '2026-03-05T08:57:00Z', late: true }))).toBe('late');
  });

  it('warns only of pending payments waiting over 15 minutes', () => {
    expect(pendingNeedsLook({ count: 0, oldestSeconds: 0 })).toBe(false);
    expect(pendingNeedsLook({ count: 2, oldestSeconds: 900 })).toBe(false);
    expect(pendingNeedsLook({ count: 2, oldestSeconds: 901 })).toBe(true);
  });
});
