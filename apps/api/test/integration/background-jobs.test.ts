import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { startBackgroundJobs, type BackgroundJobs } from '../../src/lib/background-jobs';
import {
  createJobRunsRepository,
  type JobRunsRepository,
} from '../../src/modules/platform/job-runs.repository';
import { openTestDatabase } from '../helpers/database';

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
const log = quiet as unknown as Parameters<typeof startBackgroundJobs>[0]['log'];

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('background jobs on pg-boss', () => {
  let database: Database;
  let runs: JobRunsRepository;
  beforeAll(async () => {
    database = await openTestDatabase();
    runs = createJobRunsRepository(database.db);
  });
  const recordOf = async (name: string) => (await runs.list()).find((r) => r.name === name);
  afterAll(() => database.close());

  it('runs a recurring job, and however many copies ask, never two runs at once', async () => {
    let running = 0;
    let most = 0;
    let done = 0;
    const job = {
      name: 'test-recurring',
      everySeconds: 0.2,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 300));
        running -= 1;
        done += 1;
      },
    };
    // Two API copies on one database (on PGlite, one process with two queues' worth of clients).
    const copies: BackgroundJobs[] = [];
    copies.push(
      await startBackgroundJobs({ database, jobs: [job], log, runs, pollingIntervalSeconds: 0.5 }),
    );
    copies.push(
      await startBackgroundJobs({ database, jobs: [job], log, runs, pollingIntervalSeconds: 0.5 }),
    );
    try {
      await until(() => done >= 3, 15_000);
    } finally {
      await Promise.all(copies.map((c) => c.stop()));
    }
    expect(most).toBe(1);
    expect(done).toBeGreaterThanOrEqual(3);
  });

  it('runs once a period for the whole fleet, however many copies schedule it', async () => {
    // Two copies, each asking every 2 s: one run a 2-second slot of the database's clock, not
    // one a copy (before the slots, two copies ran a job about twice a period).
    let count = 0;
    const job = { name: 'test-once-a-period', everySeconds: 2, run: async () => void (count += 1) };
    const copies = [
      await startBackgroundJobs({ database, jobs: [job], log, runs, pollingIntervalSeconds: 0.5 }),
      await startBackgroundJobs({ database, jobs: [job], log, runs, pollingIntervalSeconds: 0.5 }),
    ];
    try {
      await until(() => count >= 1, 15_000);
      const first = count;
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      // 10 s are five slots; a slot's run may start in the next, so at most six.
      expect(count - first).toBeGreaterThanOrEqual(3);
      expect(count - first).toBeLessThanOrEqual(6);
    } finally {
      await Promise.all(copies.map((c) => c.stop()));
    }
    const record = await recordOf('test-once-a-period');
    expect(record?.runs).toBe(count);
    expect(record?.failures).toBe(0);
    expect(record?.lastSucceededAt).toBeInstanceOf(Date);
  });

  it('a failing run is logged and the next one still runs', async () => {
    let attempts = 0;
    const jobs = await startBackgroundJobs({
      database,
      log,
      runs,
      pollingIntervalSeconds: 0.5,
      jobs: [
        {
          name: 'test-failing',
          everySeconds: 0.2,
          run: async () => {
            attempts += 1;
            throw new Error('provider down');
          },
        },
      ],
    });
    try {
      await until(() => attempts >= 2, 15_000);
    } finally {
      await jobs.stop();
    }
    expect(attempts).toBeGreaterThanOrEqual(2);
    // The fleet's record says so: the back office and the metrics read it.
    const record = await recordOf('test-failing');
    expect(record).toMatchObject({ lastError: 'provider down', lastSucceededAt: null });
    expect(record?.failures).toBeGreaterThanOrEqual(2);
  });

  it('a run that never finishes (its process died) holds the queue only until it expires', async () => {
    // The first run hangs for good, as a run whose process was killed stays 'active' in a
    // stately queue; the queue must run again once it expires (2 s here), not 15 minutes later.
    let release = () => {};
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    let finished = 0;
    const jobs = await startBackgroundJobs({
      database,
      log,
      runs,
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
      jobs: [
        {
          name: 'test-abandoned',
          everySeconds: 0.2,
          expireInSeconds: 2,
          run: async () => {
            started += 1;
            if (started === 1) await hung;
            finished += 1;
          },
        },
      ],
    });
    try {
      await until(() => finished >= 1, 20_000);
    } finally {
      release();
      await jobs.stop();
    }
    expect(started).toBeGreaterThanOrEqual(2);
  });
});
