import { expect, it } from 'vitest';
import { runCrashLoop } from './crash-loop/crash-loop';
import { randomSeed } from './rng';

/**
 * The crash loop in CI: a few kill -9 of the real API under load, on PGlite files — or on a fresh
 * PostgreSQL database when DATABASE_URL is set. `npm run chaos` runs it longer.
 */
it('keeps every invariant through kill -9 of the API under load', async () => {
  const seed = Number(process.env.CHAOS_SEED ?? randomSeed());
  const report = await runCrashLoop({
    seed,
    kills: 3,
    loadMs: 40_000,
    customers: 8,
    settleMs: 100_000,
    postgresUrl: process.env.DATABASE_URL,
    // On PostgreSQL each kill lands while a background job runs: its queue must not freeze.
    killDuringJobs: Boolean(process.env.DATABASE_URL),
    log: (line) => console.log(`[crash loop ${seed}] ${line}`),
  });
  console.log(`[crash loop ${seed}] ${JSON.stringify(report)}`);
  expect(report.kills).toBe(3);
  expect(report.violations, JSON.stringify(report.violations)).toEqual([]);
  expect(report.problems, JSON.stringify(report.problems)).toEqual([]);
}, 300_000);
