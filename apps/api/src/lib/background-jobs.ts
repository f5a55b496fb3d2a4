import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from './log-context';
import type { Metrics } from './metrics';

/** Work that runs again and again in the background: a poller, a reconciliation. */
export interface RecurringJob {
  name: string;
  everySeconds: number;
  run: () => Promise<unknown>;
  /**
   * How long a run may last before pg-boss takes it for dead (default 2 minutes). A process
   * killed mid-run leaves its job 'active', and a stately queue starts no other run until it
   * expires: this bounds how long a kill freezes the queue (pg-boss's own default, 15 minutes,
   * left pending payments unpolled that long). A live run that outlasts it may overlap the next
   * one; every job locks the rows it settles, so that moves no money twice.
   */
  expireInSeconds?: number;
  /** Also asks for a run as soon as the queue is up, not only `everySeconds` later. */
  atStart?: boolean;
}

/** A dead run's job is expired at pg-boss's next maintenance: every 30 s, not its default 2 min. */
const MAINTENANCE_INTERVAL_SECONDS = 30;
const DEFAULT_EXPIRE_IN_SECONDS = 120;

/** Where each run is recorded for the fleet (job_runs): the back office and the metrics read it. */
export interface JobRunRecorder {
  declare(jobs: { name: string; everySeconds: number }[]): Promise<void>;
  started(name: string, at: Date): Promise<void>;
  succeeded(name: string, at: Date): Promise<void>;
  failed(name: string, at: Date, error: unknown): Promise<void>;
}

export interface BackgroundJobs {
  /** Asks for a run now (at most one waits in the queue; a copy already queued wins). */
  trigger(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Recurring jobs through pg-boss, the Postgres-backed queue (docs/architecture.md §7), on PGlite and
 * PostgreSQL alike. Every API copy asks for a run on its own clock, and two rules make that one run
 * per period for the whole fleet:
 * - each timer's request carries its period as a pg-boss singleton slot (`singletonSeconds`): the
 *   database keeps one job per job name and slot of the database's clock, so the second copy's
 *   request for the same minute is dropped (before this, two copies ran a 60-second job twice a
 *   minute);
 * - each queue is 'stately' — at most one job waiting and one running — so a run never overlaps
 *   another, and the aggregator or the gateway is not asked the same thing twice at once.
 */
export async function startBackgroundJobs(options: {
  database: Database;
  jobs: RecurringJob[];
  log: Logger;
  runs: JobRunRecorder;
  metrics?: Metrics;
  /** How often a worker looks for work (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often dead runs are expired (and old jobs deleted); tests shorten it. */
  maintenanceIntervalSeconds?: number;
}): Promise<BackgroundJobs> {
  const { database, log } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Finished jobs are history nobody reads: keep a day of them.
    deleteAfterDays: 1,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? MAINTENANCE_INTERVAL_SECONDS,
  });
  boss.on('error', (error) => log.error({ err: error }, 'background job queue error'));
  // pg-boss creates (or upgrades) its schema and each queue's table on start: under the schema
  // lock, or copies started together on a fresh database race to create them and all but one die.
  await database.underSchemaLock(async () => {
    await boss.start();
    for (const job of options.jobs) {
      await boss.createQueue(job.name, { name: job.name, policy: 'stately' });
    }
  });

  const timers: NodeJS.Timeout[] = [];
  const expiry = new Map(
    options.jobs.map((job) => [job.name, job.expireInSeconds ?? DEFAULT_EXPIRE_IN_SECONDS]),
  );
  const { runs } = options;
  // pg-boss's slots are whole seconds; a sub-second period (tests) gets one run a second.
  const slotOf = (job: RecurringJob) => Math.max(1, Math.round(job.everySeconds));
  await runs.declare(options.jobs.map((job) => ({ name: job.name, everySeconds: slotOf(job) })));
  /** Asks for a run; `slotSeconds` makes it the fleet's only one in that slot of time. */
  const trigger = async (name: string, slotSeconds?: number) => {
    try {
      // null when a run is already waiting (or this slot's run exists): that one will do.
      await boss.send(
        name,
        {},
        { retryLimit: 0, expireInSeconds: expiry.get(name), singletonSeconds: slotSeconds },
      );
    } catch (error) {
      log.warn({ err: error, job: name }, 'could not queue a background job');
    }
  };
  const run = async (job: RecurringJob) => {
    const started = new Date();
    const timer = process.hrtime.bigint();
    const took = () => Number(process.hrtime.bigint() - timer) / 1e9;
    // The record is kept best-effort: a job whose bookkeeping fails still runs.
    const record = (write: Promise<void>) =>
      write.catch((error: unknown) =>
        log.warn({ err: error, job: job.name }, 'job run not recorded'),
      );
    await record(runs.started(job.name, started));
    try {
      await job.run();
      options.metrics?.jobRuns.observe({ job: job.name, outcome: 'ok' }, took());
      await record(runs.succeeded(job.name, new Date()));
    } catch (error) {
      options.metrics?.jobRuns.observe({ job: job.name, outcome: 'error' }, took());
      log.error({ err: error, job: job.name }, 'background job failed');
      await record(runs.failed(job.name, new Date(), error));
    }
  };
  for (const job of options.jobs) {
    await boss.work(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
      () => run(job),
    );
    if (job.atStart) await trigger(job.name);
    const slot = slotOf(job);
    const timer = setInterval(() => void trigger(job.name, slot), job.everySeconds * 1000);
    timer.unref();
    timers.push(timer);
  }

  return {
    trigger: (name) => trigger(name),
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
