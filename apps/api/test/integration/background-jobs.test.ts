import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { startBackgroundJobs, type BackgroundJobs } from '../../src/lib/background-jobs';
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
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('runs a recurring job, and however many copies ask, never two runs at once', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const job = {
      name: 'test-recurring',
      everySeconds: 0.2,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 300));
        running -= 1;
        runs += 1;
      },
    };
    // Two API copies on one database (on PGlite, one process with two queues' worth of clients).
    const copies: BackgroundJobs[] = [];
    copies.push(
      await startBackgroundJobs({ database, jobs: [job], log, pollingIntervalSeconds: 0.5 }),
    );
    copies.push(
      await startBackgroundJobs({ database, jobs: [job], log, pollingIntervalSeconds: 0.5 }),
    );
    try {
      await until(() => runs >= 3, 15_000);
    } finally {
      await Promise.all(copies.map((c) => c.stop()));
    }
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(3);
  });

  it('a failing run is logged and the next one still runs', async () => {
    let attempts = 0;
    const jobs = await startBackgroundJobs({
      database,
      log,
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
