import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { fleetOnFreshDatabase } from './fleet';

/** The fleet's count of runs of `job`, from the record every copy writes (job_runs). */
async function runsOf(databaseUrl: string, job: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ runs: number }>(
      'select runs from job_runs where name = $1',
      [job],
    );
    return rows[0]?.runs ?? 0;
  } finally {
    await client.end();
  }
}

describe('background jobs across copies', () => {
  // Before the singleton slots each copy ran its own schedule: with two copies the 60-second
  // reconciliation ran 15 times in 7 minutes.
  it('run once a period for the whole fleet: two copies, one minute', async () => {
    const fleet = await fleetOnFreshDatabase(2);
    try {
      await Promise.all(fleet.copies.map((copy) => copy.start(120_000)));
      const job = 'recharges-status-poll'; // every 15 s
      const before = await runsOf(fleet.databaseUrl, job);
      await new Promise((resolve) => setTimeout(resolve, 60_000));
      const ran = (await runsOf(fleet.databaseUrl, job)) - before;
      // Four slots of 15 s in a minute (one more if the window straddles a fifth); two copies
      // each on their own clock ran about eight.
      expect(ran).toBeGreaterThanOrEqual(3);
      expect(ran).toBeLessThanOrEqual(5);
    } finally {
      await fleet.close();
    }
  });
});
