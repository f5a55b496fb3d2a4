#!/usr/bin/env node
// `npm test`: every suite (unit, API integration, browser end-to-end, the chaos crash loop and
// simulation) in turn, then one summary.
// Extra arguments go to each vitest run (e.g. `npm test -- --project api` is `npm run test:api`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBrowser } from './find-browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const suites = [
  { name: 'unit', title: 'Unit' },
  { name: 'api', title: `API integration (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})` },
  { name: 'e2e', title: 'Browser end-to-end (Chromium 360×800)' },
  {
    name: 'chaos',
    title: `Chaos: kill -9 crash loop (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  },
  {
    // Only where there is a PostgreSQL to share: copies of the API on one database.
    name: 'fleet',
    title: 'Fleet: several API copies on one PostgreSQL database',
    needsPostgres: true,
  },
  {
    name: 'simulation',
    title: `Chaos: seeded simulation (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  },
];
const only = process.env.KOSH_SUITES?.split(',');
const selected = suites.filter((s) => !only || only.includes(s.name));
for (const suite of selected.filter((s) => s.needsPostgres && !process.env.DATABASE_URL)) {
  console.log(`${suite.title}: not run here (it needs DATABASE_URL); CI runs it on PostgreSQL.`);
  selected.splice(selected.indexOf(suite), 1);
}

if (selected.some((s) => s.name === 'e2e')) {
  const browser = findBrowser();
  if (!browser.path) {
    console.error(browser.message);
    process.exit(1);
  }
  process.env.CHROME_PATH = browser.path;
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-test-'));
const results = [];
for (const suite of selected) {
  console.log(`\n━━ ${suite.title} ━━`);
  const report = path.join(outDir, `${suite.name}.json`);
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      suite.name,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...process.argv.slice(2),
    ],
    { cwd: root, stdio: 'inherit', env: process.env },
  );
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed = json.numPassedTests ?? 0;
    failed = json.numFailedTests ?? 0;
    skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    failures.push(...failedTests(json));
  }
  // A suite that crashed before reporting counts as a failure, never as a pass.
  const ok = run.status === 0 && failed === 0 && passed > 0;
  if (!ok && failed === 0) failed = 1;
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ ...suite, passed, failed, skipped, ok, failures, seconds });
}

/**
 * Each failed test as "file > title: first line of its error", from vitest's JSON report: the
 * summary is the end of the output, the part a CI log keeps when the rest is cut, so it names
 * what failed, not just how many.
 */
function failedTests(json) {
  const lines = [];
  for (const file of json.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failedHere = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failedHere) {
      const why = String(test.failureMessages?.[0] ?? '').split('\n')[0];
      lines.push(`${name} > ${test.fullName ?? test.title}: ${why}`.slice(0, 400));
    }
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    if (file.status === 'failed' && failedHere.length === 0)
      lines.push(`${name}: ${String(file.message ?? '').split('\n')[0]}`.slice(0, 400));
  }
  return lines;
}

console.log('\n━━ Summary ━━');
for (const r of results) {
  const mark = r.ok ? 'PASS' : 'FAIL';
  console.log(
    `${mark}  ${r.title.padEnd(40)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''} (${r.seconds} s)`,
  );
  for (const line of r.failures) console.log(`      ✗ ${line}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
