/**
 * How fast a copy is back after kill -9 (issue 29 §7: ≤ 5 s on PostgreSQL, ≤ 10 s on PGlite, live
 * at once and ready when ready; a benchmark, never part of `npm test`). `npm run bench:restart` —
 * see bench/README.md.
 *
 * The built server (apps/api/dist, as `npm start` and production run it) on a fresh database: a
 * first start, then BENCH_RESTARTS times kill -9 and start again, each time timing the process
 * until /api/health/live answers and until /api/health/ready says ready, and reading the phases
 * the server logs once started (open, migrate, build, listen, seed, jobs).
 *
 * Environment: BENCH_POSTGRES_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * "none" skips PostgreSQL), BENCH_RESTARTS (5).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@kosh/test-harness/free-port';
import { postgresAvailable, withFreshDatabase } from './bench-process';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 5);

interface Start {
  liveMs: number;
  readyMs: number;
  phases: Record<string, number>;
}

async function until(check: () => Promise<boolean>, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error('the API exited while starting');
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function startOnce(
  env: Record<string, string>,
  url: string,
  log: string,
): Promise<[ChildProcess, Start]> {
  const out = fs.openSync(log, 'a');
  const offset = fs.fstatSync(out).size;
  const began = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  await until(async () => (await fetch(`${url}/api/health/live`)).ok, child);
  const liveMs = performance.now() - began;
  await until(async () => (await fetch(`${url}/api/health/ready`)).ok, child);
  const readyMs = performance.now() - began;
  const started = fs
    .readFileSync(log, 'utf8')
    .slice(offset)
    .split('\n')
    .find((line) => line.includes('"startupMs"'));
  const phases = started ? (JSON.parse(started) as { phases: Record<string, number> }).phases : {};
  return [child, { liveMs, readyMs, phases }];
}

async function measure(label: string, databaseUrl: string | undefined) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-restart-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const log = path.join(dir, 'api.log');
  const starts: Start[] = [];
  try {
    for (let i = 0; i <= RESTARTS; i += 1) {
      const [child, start] = await startOnce(env, url, log);
      starts.push(start);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const row = (name: string, s: Start) =>
    `| ${label} | ${name} | ${(s.liveMs / 1000).toFixed(2)} s | ${(s.readyMs / 1000).toFixed(2)} s | ${Object.entries(
      s.phases,
    )
      .map(([phase, ms]) => `${phase} ${ms}`)
      .join(', ')} |`;
  console.log(row('first start', starts[0]!));
  for (const [i, s] of starts.slice(1).entries()) console.log(row(`after kill -9 #${i + 1}`, s));
}

console.log(`restart, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
console.log('| database | start | live | ready | phases (ms) |');
console.log('| --- | --- | --- | --- | --- |');
await measure('PGlite', undefined);
if (await postgresAvailable(ADMIN_URL)) {
  await withFreshDatabase(ADMIN_URL, 'kosh_bench_restart', (url) => measure('PostgreSQL', url));
}
