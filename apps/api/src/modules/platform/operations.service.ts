import type { AdminJob, AdminOperationsResponse } from '@kosh/contract/operations';
import type { Metrics } from '../../lib/metrics';
import type { JobRun, JobRunsRepository } from './job-runs.repository';
import type { OperationsRepository } from './operations.repository';

/** A job is late when it has not succeeded for this many periods. */
const LATE_AFTER_PERIODS = 3;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A number as the back office may show it: first two and last two digits (98XXXXXX10). */
export const maskMobile = (mobile: string) =>
  mobile.length <= 4
    ? mobile
    : `${mobile.slice(0, 2)}${'X'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;

/** Seconds since the job last succeeded (or, never having succeeded, since it was first asked). */
function lagSeconds(job: JobRun, now: Date): number {
  const since = job.lastSucceededAt ?? job.lastStartedAt;
  return since ? Math.max(0, (now.getTime() - since.getTime()) / 1000) : 0;
}

function late(job: JobRun, now: Date): boolean {
  if (!job.lastSucceededAt && !job.lastStartedAt) return false;
  return lagSeconds(job, now) > LATE_AFTER_PERIODS * job.everySeconds;
}

/**
 * The fleet's own health for the back office and Prometheus: the background jobs' records, the
 * payments waiting on a provider and the customer texts not yet (or never) sent. The gauges are read from the database at each scrape, so
 * every copy reports the fleet's figures (a dashboard takes their max).
 */
export function createOperationsService(deps: {
  jobRuns: JobRunsRepository;
  operations: OperationsRepository;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const service = {
    async overview(): Promise<AdminOperationsResponse> {
      const [jobs, pendingPayments, texts] = await Promise.all([
        deps.jobRuns.list(),
        deps.operations.pendingPayments(),
        deps.operations.texts(),
      ]);
      const at = now();
      return {
        jobs: jobs.map((job): AdminJob => ({
          name: job.name,
          everySeconds: job.everySeconds,
          lastStartedAt: iso(job.lastStartedAt),
          lastSucceededAt: iso(job.lastSucceededAt),
          lastFailedAt: iso(job.lastFailedAt),
          lastError: job.lastError,
          runs: job.runs,
          failures: job.failures,
          late: late(job, at),
        })),
        pendingPayments,
        texts: {
          pending: texts.pending,
          failed: texts.failed,
          oldestPendingSeconds: texts.oldestPendingSeconds,
          recentFailures: texts.recentFailures.map(({ mobile, createdAt, ...text }) => ({
            ...text,
            to: maskMobile(mobile),
            createdAt: createdAt.toISOString(),
          })),
        },
      };
    },

    /** The database-read gauges on the app's registry. */
    registerGauges(metrics: Metrics) {
      metrics.gaugeAtScrape(
        'kosh_payments_pending',
        'Payments whose money moved and whose outcome is not settled, by kind (fleet-wide).',
        ['kind'],
        async function () {
          for (const p of await deps.operations.pendingPayments())
            this.set({ kind: p.kind }, p.count);
        },
      );
      metrics.gaugeAtScrape(
        'kosh_payments_pending_oldest_seconds',
        'How long the oldest pending payment of each kind has waited (fleet-wide).',
        ['kind'],
        async function () {
          for (const p of await deps.operations.pendingPayments()) {
            this.set({ kind: p.kind }, p.oldestSeconds);
          }
        },
      );
      metrics.gaugeAtScrape(
        'kosh_sms_outbox_pending',
        'Customer texts written and not yet sent (fleet-wide).',
        [],
        async function () {
          this.set((await deps.operations.texts()).pending);
        },
      );
      metrics.gaugeAtScrape(
        'kosh_sms_outbox_failed',
        'Customer texts that failed every try: the customer was not told (fleet-wide).',
        [],
        async function () {
          this.set((await deps.operations.texts()).failed);
        },
      );
      metrics.gaugeAtScrape(
        'kosh_job_lag_seconds',
        'Seconds since each background job last succeeded, anywhere in the fleet.',
        ['job'],
        async function () {
          const at = now();
          for (const job of await deps.jobRuns.list())
            this.set({ job: job.name }, lagSeconds(job, at));
        },
      );
      metrics.gaugeAtScrape(
        'kosh_job_failures',
        'Failed runs of each background job since it was first recorded (fleet-wide).',
        ['job'],
        async function () {
          for (const job of await deps.jobRuns.list()) this.set({ job: job.name }, job.failures);
        },
      );
    },
  };
  return service;
}

export type OperationsService = ReturnType<typeof createOperationsService>;
