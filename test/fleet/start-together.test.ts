import { describe, expect, it } from 'vitest';
import { fleetOnFreshDatabase } from './fleet';

describe('copies started together on a fresh database', () => {
  // Before start-up changed the schema under one lock, two of three copies died here on
  // "duplicate key … pg_namespace" as each created the job queue's schema.
  it('come up healthy, all three, five times in a row', async () => {
    for (let round = 1; round <= 5; round += 1) {
      const fleet = await fleetOnFreshDatabase(3);
      try {
        const started = await Promise.allSettled(fleet.copies.map((copy) => copy.start(120_000)));
        const failed = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
        expect(failed, `round ${round}`).toEqual([]);
      } finally {
        await fleet.close();
      }
    }
  });
});
