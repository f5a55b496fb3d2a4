import { expect, it } from 'vitest';
import { randomSeed } from './rng';
import { runSimulation } from './sim/simulation';

/**
 * The seeded simulation in CI: 10,000 operations with crashes between the phases of money calls.
 * The clients' checks run after every step, the database's invariants every 100 steps and at the
 * end (each check reads every table, so checking every 25 steps spent half the run on checks);
 * a failure is pinned to its step by replaying the seed with a check after each one. It
 * prints its seed: CHAOS_SEED=S here, or `npm run chaos -- --sim-only --seed S`, replays it.
 */
it('keeps every invariant through 10,000 simulated operations with crashes', async () => {
  const seed = Number(process.env.CHAOS_SEED ?? randomSeed());
  const report = await runSimulation({
    seed,
    ops: 10_000,
    checkEvery: 100,
    log: (line) => console.log(`[simulation ${seed}] ${line}`),
  });
  const { trace, ...summary } = report;
  console.log(`[simulation ${seed}] ${JSON.stringify(summary)}`);
  if (report.failedAt !== null) {
    console.log(
      `[simulation ${seed}] failed after step ${report.failedAt}; the steps up to it:\n${trace.join('\n')}`,
    );
  }
  expect(report.violations, JSON.stringify(report.violations)).toEqual([]);
  expect(report.crashes).toBeGreaterThan(100);
}, 900_000);
