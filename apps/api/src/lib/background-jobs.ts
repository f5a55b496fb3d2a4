import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from './log-context';

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

export interface BackgroundJobs {
  /** Asks for a run now (at most one waits in the queue; a copy already queued wins). */
  trigger(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Recurring jobs through pg-boss, the Postgres-backed queue (docs/architecture.md §7), on PGlite and PostgreSQL
 * alike. Every API copy asks for a run on its own clock, but each queue is 'stately' — at most one
 * job waiting and one running — so however many copies there are, a job never runs twice at once
 * and the aggregator or the gateway is not asked the same thing by each copy.
 */
export async function startBackgroundJobs(options: {
  database: Database;
  jobs: RecurringJob[];
  log: Logger;
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
  const trigger = async (name: string) => {
    try {
      // null when a run is already waiting: that one will do.
      await boss.send(name, {}, { retryLimit: 0, expireInSeconds: expiry.get(name) });
    } catch (error) {
      log.warn({ err: error, job: name }, 'could not queue a background job');
    }
  };
  for (const job of options.jobs) {
    await boss.work(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async () => {
        try {
          await job.run();
        } catch (error) {
          log.error({ err: error, job: job.name }, 'background job failed');
        }
      },
    );
    if (job.atStart) await trigger(job.name);
    const timer = setInterval(() => void trigger(job.name), job.everySeconds * 1000);
    timer.unref();
    timers.push(timer);
  }

  return {
    trigger,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
