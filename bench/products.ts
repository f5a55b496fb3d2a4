/**
 * The products' own money paths against pgbench on the same PostgreSQL, in one run (a benchmark,
 * never part of `npm test`). `npm run bench:products` — see bench/README.md, "Products' paths".
 *
 * Kosh as production runs it (bench/kosh-stack.ts): the sandbox in its own process, its aggregator
 * answering at once, and the real API (`apps/api/src/server.ts`, its jobs, NODE_ENV=production) on
 * a fresh database with BENCH_CUSTOMERS full-KYC customers (bench/products-seed.ts). Then, each for
 * BENCH_SECONDS after a warm-up, BENCH_CONNECTIONS workers (bench/products-load.ts) run one product
 * path after another (bench/products-operations.ts): mobile recharges, electricity bills fetched
 * and paid, wallet-to-wallet transfers — authentication, idempotency, the product's row, its
 * ledger hold and settlement included. pgbench's TPC-B-like script runs first and again last; the
 * ratios are to the mean of the two.
 *
 * Then the books: nothing left pending, `checkLedger` clean, every wallet's balance exactly its
 * funding less what its product rows say it spent (no overspend, no money made), every
 * Idempotency-Key answered with one effect (and its retries with the same one). Any of those
 * failing fails the run (exit 1); a missed aim does not — it is a measurement.
 *
 * Environment: BENCH_POSTGRES_URL (admin URL), BENCH_SECONDS (per path, 20), BENCH_CONNECTIONS
 * (16), BENCH_CUSTOMERS (10,000), BENCH_PATHS ("recharge,bill,transfer"), BENCH_PROFILE_DIR (a CPU
 * profile of the API).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@kosh/test-harness/free-port';
import { openPostgres } from '../apps/api/src/db/client';
import { checkLedger } from '../apps/api/src/modules/ledger/ledger-check';
import {
  benchSecrets,
  newKycKey,
  productionEnv,
  startApi,
  startSandbox,
  tokenSecret,
} from './kosh-stack';
import { admin, databaseUrl, Pgbench, type Measured } from './pgbench';
import { children, cpuMs, sleep, stopChild } from './processes';
import { booksOf, keysOf } from './products-books';
import { ApiClient, closedLoop, KeyBook, type Operation } from './products-load';
import { bill, recharge, transfer } from './products-operations';
import { seedCustomers, type BenchCustomer } from './products-seed';
import { fmt, log, runBench } from './report';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const WARMUP_SECONDS = 3;
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const FUNDING_PAISE = 50_000_00n; // ₹50,000 each: no path runs a wallet dry
const PATHS: Record<string, { title: string; aim?: number; operation: typeof recharge }> = {
  recharge: { title: 'mobile recharges', aim: 0.5, operation: recharge },
  bill: { title: 'electricity bills (fetch + pay)', aim: 0.5, operation: bill },
  transfer: { title: 'wallet-to-wallet transfers', operation: transfer },
};
const chosen = (process.env.BENCH_PATHS ?? Object.keys(PATHS).join(',')).split(',');

interface PathResult extends Measured {
  key: string;
  apiCpuMsPerOp: number;
  sandboxCpuMsPerOp: number;
  samples: string[];
}

async function main() {
  const stamp = `${new Date().toISOString().replace(/[-:T]/g, '').replace(/\..*$/, '')}_${process.pid}`;
  const koshDb = `kosh_products_${stamp}`;
  const pgbenchDb = `kosh_pgbench_${stamp}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-products-'));
  const cleanups: (() => Promise<unknown>)[] = [
    async () => fs.rmSync(dir, { recursive: true, force: true }),
  ];
  const pgbench = new Pgbench(ADMIN_URL, pgbenchDb, SECONDS);
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      pgbench.kill();
      for (const child of [...children]) await stopChild(child, 5000).catch(() => undefined);
      for (const step of [...cleanups].reverse()) {
        const timeout = new Promise((resolve) => setTimeout(resolve, 20_000).unref());
        await Promise.race([step(), timeout]).catch((e: unknown) => console.error(e));
      }
    })());
  const abort = () => {
    log('interrupted: stopping everything and dropping the bench databases');
    void cleanup().then(() => process.exit(130));
  };
  process.once('SIGINT', abort);
  process.once('SIGTERM', abort);

  const load0 = os.loadavg();
  try {
    for (const name of [pgbenchDb, koshDb]) {
      await admin(ADMIN_URL, `create database ${name}`);
      cleanups.push(() => admin(ADMIN_URL, `drop database if exists ${name} with (force)`));
    }
    log(`pgbench -i -s 10 ${pgbenchDb}`);
    await pgbench.init();

    const secrets = benchSecrets();
    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const sandbox = await startSandbox({ secrets, apiUrl, logFile: path.join(dir, 'sandbox.log') });
    const env = productionEnv({
      secrets,
      sandboxUrl: sandbox.url,
      databaseUrl: databaseUrl(ADMIN_URL, koshDb),
      dir,
      name: 'a',
      port,
      kycKey: newKycKey(),
    });
    // BENCH_PROFILE_DIR: a CPU profile of the API for the whole run, written when it stops.
    const profile = PROFILE_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`]
      : [];
    const api = await startApi(env, path.join(dir, 'api.log'), 'a', profile);
    log(`API ${apiUrl} (production, its jobs running), sandbox ${sandbox.url}, database ${koshDb}`);

    const database = openPostgres(databaseUrl(ADMIN_URL, koshDb));
    cleanups.push(() => database.close());
    log(`${fmt(CUSTOMERS)} full-KYC customers, ₹${fmt(Number(FUNDING_PAISE) / 100)} each`);
    const customers: BenchCustomer[] = await seedCustomers(database.db, {
      count: CUSTOMERS,
      fundingPaise: FUNDING_PAISE,
      tokenSecret: tokenSecret(secrets),
    });

    log(`pgbench -c 8 -j 2 -T ${SECONDS} (TPC-B-like, scale 10)`);
    const before = await pgbench.measure('pgbench TPC-B-like, before', dir);
    log(`  ${fmt(before.tps)} TPS`);

    const client = new ApiClient(apiUrl, CONNECTIONS);
    const books = new Map<string, KeyBook>();
    const results: PathResult[] = [];
    for (const key of chosen) {
      const spec = PATHS[key];
      if (!spec)
        throw new Error(`BENCH_PATHS: no path "${key}" (${Object.keys(PATHS).join(', ')})`);
      const book = new KeyBook();
      books.set(key, book);
      const operation: Operation = spec.operation(customers, book);
      log(
        `${spec.title}: warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s, ${CONNECTIONS} connections`,
      );
      await closedLoop('warm-up', client, operation, {
        seconds: WARMUP_SECONDS,
        connections: CONNECTIONS,
      });
      const cpu0 = { api: cpuMs(api.child.pid), sandbox: cpuMs(sandbox.child.pid) };
      const measured = await closedLoop(spec.title, client, operation, {
        seconds: SECONDS,
        connections: CONNECTIONS,
      });
      const attempts = Math.max(1, measured.ok + measured.refused + measured.errors);
      results.push({
        ...measured,
        key,
        apiCpuMsPerOp: (cpuMs(api.child.pid) - cpu0.api) / attempts,
        sandboxCpuMsPerOp: (cpuMs(sandbox.child.pid) - cpu0.sandbox) / attempts,
      });
      log(
        `  ${fmt(measured.tps)} a second, p50 ${fmt(measured.p50Ms, 1)} ms, p99 ${fmt(measured.p99Ms, 1)} ms` +
          `, ${fmt(measured.ok)} ok, ${measured.refused} refused, ${measured.errors} errors`,
      );
      for (const s of measured.samples.slice(0, 5)) log(`    ${s}`);
      await sleep(1000);
    }
    client.close();

    log(`pgbench -c 8 -j 2 -T ${SECONDS} again`);
    const after = await pgbench.measure('pgbench TPC-B-like, after', dir);
    log(`  ${fmt(after.tps)} TPS`);
    const reference = (before.tps + after.tps) / 2;

    log('checking the books');
    const verdicts: string[] = [];
    const books0 = await booksOf(database.db, FUNDING_PAISE);
    verdicts.push(...books0.problems);
    const problems = await checkLedger(database.db);
    for (const p of problems) verdicts.push(`checkLedger: [${p.check}] ${p.detail}`);
    for (const [key, book] of books) verdicts.push(...(await keysOf(database.db, key, book)));
    await stopChild(api.child);

    const failed = verdicts.length > 0 || results.some((r) => r.errors > 0);
    const table = [
      '| path | per second | × pgbench | aim | p50 ms | p99 ms | ok | refused | errors | API CPU ms/op | sandbox CPU ms/op |',
      '|---|--:|--:|---|--:|--:|--:|--:|--:|--:|--:|',
      ...[before, after].map(
        (r) =>
          `| ${r.name} | ${fmt(r.tps)} | (${fmt(reference)}) | reference | ${fmt(r.p50Ms, 2)} | ${fmt(r.p99Ms, 2)} | ${fmt(r.ok)} | – | ${r.errors} | – | – |`,
      ),
      ...results.map((r) => {
        const ratio = r.tps / reference;
        const aim = PATHS[r.key]?.aim;
        return (
          `| ${r.name} | ${fmt(r.tps)} | **${ratio.toFixed(2)}×** | ` +
          `${aim === undefined ? '–' : `≥ ${aim}× ${ratio >= aim ? 'met' : '**missed**'}`} | ` +
          `${fmt(r.p50Ms, 1)} | ${fmt(r.p99Ms, 1)} | ${fmt(r.ok)} | ${fmt(r.refused)} | ${fmt(r.errors)} | ` +
          `${fmt(r.apiCpuMsPerOp, 2)} | ${fmt(r.sandboxCpuMsPerOp, 2)} |`
        );
      }),
    ];
    console.log(
      `\nProducts' paths vs pgbench, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores ` +
        `(${os.cpus()[0]?.model ?? '?'}), ${fmt(CUSTOMERS)} customers, ${CONNECTIONS} connections, ` +
        `${SECONDS} s a path, load average ${load0.map((l) => l.toFixed(1)).join(' ')} → ` +
        `${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}\n`,
    );
    console.log(table.join('\n'));
    console.log(
      `\n× pgbench: against the mean of the two runs, ${fmt(reference)} TPS (after/before ` +
        `${(after.tps / before.tps).toFixed(2)}).\n`,
    );
    console.log(`- ${books0.summary}`);
    console.log(
      `- checkLedger: ${problems.length === 0 ? 'no problems' : `${problems.length} problems`}`,
    );
    for (const [key, book] of books) {
      console.log(
        `- ${key}: ${fmt(book.effects.size)} keys, ${book.retried} retried, each one effect`,
      );
    }
    for (const v of verdicts) console.log(`- FAILED: ${v}`);
    log(failed ? 'FAILED: see above' : 'done');
    return failed ? 1 : 0;
  } finally {
    await cleanup();
  }
}

runBench(main);
