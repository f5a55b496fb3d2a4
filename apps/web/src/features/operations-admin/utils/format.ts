import type { AdminJob } from '@kosh/contract/operations';
import { formatDateTime as formatInstant } from '@/lib/dates';

/** Each background job the API runs, as the back office names it; others show as they are. */
const JOB_NAMES: Record<string, string> = {
  'payments-reconcile': 'Top-up reconciliation',
  'idempotency-sweep': 'Retry-key sweep',
  'orphan-files-sweep': 'Orphaned files sweep',
  'kyc-otp-purge': 'Aadhaar OTP purge',
  'support-events-purge': 'Support events purge',
  'hotels-purge': 'Hotel sessions purge',
  'hotel-bookings-reconcile': 'Hotel bookings reconciliation',
  'payouts-reconcile': 'Bank payouts reconciliation',
  'recharges-status-poll': 'Recharge status poller',
  'sms-outbox': 'Customer SMS outbox',
  'bill-reminders': 'Bill reminders',
  'biller-catalogue-sync': 'Biller catalogue sync',
  'bbps-complaint-poller': 'BBPS complaint poller',
  'inbox-retention': 'Inbox retention',
  'payment-auth-purge': 'Payment confirmations purge',
  'pglite-vacuum': 'Embedded database vacuum',
};

export const jobTitle = (name: string) => JOB_NAMES[name] ?? name;

/** A span of time in the largest whole unit that fits: "45 s", "3 min", "2 h", "4 days". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h`;
  const days = Math.floor(s / 86_400);
  return days === 1 ? '1 day' : `${days} days`;
}

/** A job's period: "every 15 s", "every 10 min", "every 1 h". */
export const formatPeriod = (everySeconds: number) => `every ${formatDuration(everySeconds)}`;

/** How long ago an instant was, from `now`: "just now" under a minute, else "3 min ago". */
export function formatAgo(iso: string, now: number): string {
  const seconds = (now - new Date(iso).getTime()) / 1000;
  return seconds < 60 ? 'just now' : `${formatDuration(seconds)} ago`;
}

/** An ISO instant as India reads it: 5 Mar 2026, 2:30 pm. */
export const formatDateTime = (iso: string) => formatInstant(iso, 'en-IN');

const timeOfDay = new Intl.DateTimeFormat('en-IN', {
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** An instant's time of day in India: 2:30 pm. */
export const formatTime = (at: Date) => timeOfDay.format(at);

export type JobStatus = 'late' | 'ok' | 'idle';

/** Late (no success for three periods), not run yet (never started), else OK. */
export function jobStatus(job: AdminJob): JobStatus {
  if (job.late) return 'late';
  return job.lastStartedAt ? 'ok' : 'idle';
}

/** A kind of pending payment's waiting time that needs a look: some waiting over 15 minutes. */
export const PENDING_WARN_SECONDS = 15 * 60;

export const pendingNeedsLook = (p: { count: number; oldestSeconds: number }) =>
  p.count > 0 && p.oldestSeconds > PENDING_WARN_SECONDS;
