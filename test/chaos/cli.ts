/**
 * `npm run chaos` (scripts/chaos.mjs): the chaos harness's longer runs, outside vitest.
 *
 *   npm run chaos                                   both: 3 kills in 1 min of load, 10,000 operations
 *   npm run chaos -- --crash-only --kills 20 --minutes 10 [--customers 8] [--kill-during-jobs]
 *   npm run chaos -- --sim-only --ops 50000 --seed 42 [--check-every 1]
 *
 * --kill-during-jobs (PostgreSQL) aims each kill at a moment a background job runs.
 *
 * On PostgreSQL when DATABASE_URL is set (an admin URL: each part gets a fresh database, dropped
 * after), on PGlite otherwise. Exits 1 on any violation, printing the seed that replays it.
 */
import { runCrashLoop } from './crash-loop/crash-loop';
import { randomSeed } from './rng';
import { runSimulation } from './sim/simulation';

function flag(name: string): boolean {
  return process.argv.includes(`--${name}`);
}

function number(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`--${name} takes a number (got "${process.argv[at + 1] ?? ''}")`);
    process.exit(2);
  }
  return value;
}

const known = ['kills', 'minutes', 'customers', 'ops', 'seed', 'check-every'];
const switches = ['sim-only', 'crash-only', 'kill-during-jobs'];
for (const arg of process.argv.slice(2)) {
  const name = arg.replace(/^--/, '');
  if (arg.startsWith('--') && !known.includes(name) && !switches.includes(name)) {
    console.error(
      `Unknown option ${arg}. Options: ${[...known, ...switches].map((o) => `--${o}`).join(', ')}`,
    );
    process.exit(2);
  }
}

const seed = number('seed', randomSeed());
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let failed = false;

if (!flag('sim-only')) {
  const kills = number('kills', 3);
  const minutes = number('minutes', 1);
  console.log(
    `━━ Crash loop on ${database}: ${kills} kills in ${minutes} min of load, seed ${seed}`,
  );
  const report = await runCrashLoop({
    seed,
    kills,
    loadMs: minutes * 60_000,
    customers: number('customers', 8),
    settleMs: 150_000,
    postgresUrl: process.env.DATABASE_URL,
    killDuringJobs: flag('kill-during-jobs'),
    log: (line) => console.log(`   ${line}`),
  });
  const operations = Object.values(report.operations).reduce((a, b) => a + b, 0);
  console.log(
    `crash loop: ${operations} operations (${JSON.stringify(report.operations)}), ${report.requests} requests ` +
      `(${report.unanswered} unanswered), ${report.keys} keys, ${report.kills} kills, ` +
      `settled in ${(report.settledInMs / 1000).toFixed(0)} s, ` +
      `${report.violations.length + report.problems.length} violations, ${(report.durationMs / 1000).toFixed(0)} s`,
  );
  for (const v of report.violations) console.log(`  - [${v.check}] ${v.detail}`);
  for (const p of report.problems) console.log(`  - [what clients saw] ${p}`);
  failed ||= report.violations.length + report.problems.length > 0;
}

if (!flag('crash-only')) {
  const ops = number('ops', 10_000);
  const checkEvery = number('check-every', 25);
  console.log(
    `━━ Simulation on ${database}: ${ops} operations, seed ${seed}, checked every ${checkEvery} steps`,
  );
  const report = await runSimulation({
    seed,
    ops,
    checkEvery,
    log: (line) => console.log(`   ${line}`),
  });
  console.log(
    `simulation: ${report.ops} operations, ${report.crashes} crashes, ${report.keys} keys, ` +
      `${report.deliveries} deliveries, ${report.virtualHours} virtual hours, ` +
      `${report.violations.length} violations, ${(report.durationMs / 1000).toFixed(0)} s`,
  );
  console.log(
    `sent: ${report.sent.walletTransfers} wallet transfers; payouts ${JSON.stringify(report.sent.payouts)}`,
  );
  if (report.failedAt !== null) {
    console.log(
      `FAILED after step ${report.failedAt} — replay: npm run chaos -- --sim-only --seed ${seed} --ops ${Math.min(report.failedAt, ops)} --check-every 1`,
    );
    for (const v of report.violations) console.log(`  - [${v.check}] ${v.detail}`);
    console.log('The steps before it:');
    for (const line of report.trace) console.log(`  ${line}`);
  }
  failed ||= report.violations.length > 0;
}

process.exit(failed ? 1 : 0);
