/**
 * The ledger against pgbench on the same PostgreSQL, in one run (docs/architecture.md §8; a benchmark, never part
 * of `npm test`). `npm run bench:ledger` — see bench/README.md.
 *
 *   1. pgbench's built-in TPC-B-like script, scale 10, 8 clients, 2 threads, in its own fresh
 *      database; TPS from its report, p50/p99 from its per-transaction log (-l). It runs first and
 *      again last: the ratios are to the mean of the two, and their ratio shows the machine's drift.
 *   2. The ledger alone: 8 workers on a pool of 8 connections, each debit a transfer from a wallet
 *      to the provider-payable account through the ledger's batcher (ledger-batcher.ts: the debits
 *      that arrive within ~1 ms share one transaction, each with its own outcome); one hot wallet,
 *      then 10,000. Then, for reference, the in-transaction API the product's recharges and
 *      bookings use (ledger.transfer inside db.transaction, one round trip), 10,000 wallets.
 *   3. Through HTTP: the real app (bench/ledger-bench-server.ts, its own process) with a bench-only
 *      POST /bench/debit route (through the batcher), loaded by autocannon; one hot wallet, then
 *      10,000.
 *
 * TPS and latencies count successful debits. The hot wallets are funded for ~90% of the debits
 * expected (from a short warm-up), so the last debits are refused; when a slower-than-expected run
 * leaves money, concurrent racers drain it (drainRace). The run then checks that exactly the
 * funding was spent, no more (zero overspend), and runs checkLedger on the whole database.
 * Everything runs on 127.0.0.1, in fresh databases (kosh_bench_<ts>, kosh_pgbench_<ts>) dropped
 * at the end, also on Ctrl-C. Exit code 1 on any overspend, drift or unexpected error, not on a
 * missed aim: it is a measurement.
 *
 * Environment: BENCH_POSTGRES_URL (an admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_SECONDS (per scenario, default 20), BENCH_HTTP_CONNECTIONS (default 16),
 * BENCH_BATCH_WINDOW_MS (1), BENCH_BATCH_IN_FLIGHT (batches at once, 4) for the batcher in both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openPostgres, type Db } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema';
import { checkLedger } from '../apps/api/src/modules/ledger/ledger-check';
import { createLedgerBatcher } from '../apps/api/src/modules/ledger/ledger-batcher';
import {
  createLedgerService,
  InsufficientFundsError,
} from '../apps/api/src/modules/ledger/ledger.service';
import { createUsersRepository } from '../apps/api/src/modules/users/users.repository';
import { createUsersService } from '../apps/api/src/modules/users/users.service';
import { admin, databaseUrl, Pgbench, summarise, type Measured } from './pgbench';
import { seedFundedWallets } from './products-seed';
import { fmt, log } from './report';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
// Warm-ups on a separate wallet: the first (JIT, connections) is discarded, the second sizes the
// hot wallet's funding.
const WARMUP_SECONDS = [2, 3] as const;
const WORKERS = 8;
const HTTP_CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 16);
const WALLETS = 10_000;
const DEBIT_PAISE = 1000n; // ₹10 a debit
const WALLET_FUNDING_PAISE = 10_000_000n; // ₹1,00,000 each of the 10,000: never runs out
const HOT_FUNDING_SHARE = 0.9;
const LAST_DEBITS = 50; // what the racers fight over when a hot wallet outlived its timed run
// Issue 16 §2: the ledger alone ≥ 1.0× pgbench with 10,000 wallets and ≥ 0.5× with one hot wallet;
// through HTTP ≥ 0.5× and ≥ 0.3×.
const AIMS = {
  'ledger, 1 hot wallet': 0.5,
  'ledger, 10,000 wallets': 1.0,
  'HTTP, 1 hot wallet': 0.3,
  'HTTP, 10,000 wallets': 0.5,
} as Record<string, number | undefined>;
const BATCH = {
  windowMs: Number(process.env.BENCH_BATCH_WINDOW_MS ?? 1),
  maxInFlight: Number(process.env.BENCH_BATCH_IN_FLIGHT ?? 4),
};

/** Set on Ctrl-C (or SIGTERM): loads stop, pgbench is killed, the databases are dropped. */
let aborting = false;
let yardstick: Pgbench | undefined;
let currentLoad: { stop(): void } | undefined;

/** One ₹10 debit of a wallet, with its reference id; rejects with InsufficientFundsError. */
type Debit = (wallet: string, id: string) => Promise<unknown>;

/** WORKERS loops, each one debit after another for `seconds`; every debit timed. */
async function ledgerLoad(
  name: string,
  debit: Debit,
  pick: () => string,
  seconds: number,
): Promise<Measured & { firstError?: string }> {
  const latencies: number[] = [];
  const counts = { ok: 0, refused: 0, errors: 0 };
  let firstError: string | undefined;
  let sequence = 0;
  let lastOk = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end && !aborting) {
      const wallet = pick();
      const id = String((sequence += 1));
      const start = performance.now();
      try {
        await debit(wallet, id);
        lastOk = performance.now();
        latencies.push(lastOk - start);
        counts.ok += 1;
      } catch (error) {
        if (error instanceof InsufficientFundsError) counts.refused += 1;
        else {
          counts.errors += 1;
          firstError ??= String(error);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  const window = ((counts.refused > 0 ? lastOk : performance.now()) - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const attempts = Math.max(1, counts.ok + counts.refused + counts.errors);
  return {
    ...summarise(name, latencies, window, counts),
    cpuMsPerTx: (cpu.user + cpu.system) / 1000 / attempts,
    firstError,
  };
}

/** autocannon against POST /bench/debit; every response counted, every 200 timed. */
async function httpLoad(
  name: string,
  server: { child: ChildProcess; port: number },
  body: () => string,
  seconds: number,
): Promise<Measured> {
  if (aborting) throw new Error('interrupted');
  const port = server.port;
  const cpu0 = await serverCpu(server.child);
  const latencies: number[] = [];
  const counts = { ok: 0, refused: 0, errors: 0 };
  let lastOk = 0;
  const t0 = performance.now();
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: HTTP_CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/bench/debit',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
  currentLoad = instance;
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) {
      latencies.push(responseTime);
      lastOk = performance.now();
      counts.ok += 1;
    } else if (statusCode === 422) counts.refused += 1;
    else counts.errors += 1;
  });
  const result = await instance;
  counts.errors += result.errors;
  await serverIdle(server.child);
  const cpu = (await serverCpu(server.child)) - cpu0;
  const window = counts.refused > 0 ? (lastOk - t0) / 1000 : result.duration;
  const attempts = Math.max(1, counts.ok + counts.refused + counts.errors);
  return {
    ...summarise(name, latencies, window, counts),
    cpuMsPerTx: cpu / 1000 / attempts,
  };
}

/** Asks the bench server something over IPC and waits for the answer carrying `key`. */
function ask<K extends string, V>(child: ChildProcess, question: string, key: K): Promise<V> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bench server did not answer')), 10_000);
    const onMessage = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !(key in message)) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve((message as Record<K, V>)[key]);
    };
    if (!child.connected) return reject(new Error('the bench server is gone'));
    child.on('message', onMessage);
    child.send(question, (error) => {
      if (!error) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      reject(error);
    });
  });
}

/** The server process's CPU time so far, in microseconds. */
async function serverCpu(child: ChildProcess): Promise<number> {
  const cpu = await ask<'cpu', NodeJS.CpuUsage>(child, 'cpu', 'cpu');
  return cpu.user + cpu.system;
}

/** Waits until the server has no debit running (autocannon hangs up on requests in flight). */
async function serverIdle(child: ChildProcess): Promise<void> {
  const deadline = performance.now() + 30_000;
  let idleChecks = 0;
  while (idleChecks < 2 && performance.now() < deadline) {
    const inFlight = await ask<'inFlight', number>(child, 'in-flight', 'inFlight');
    idleChecks = inFlight === 0 ? idleChecks + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function startServer(url: string): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    if (aborting) return reject(new Error('interrupted'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'bench/ledger-bench-server.ts')],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          BENCH_DATABASE_URL: url,
          BENCH_DEBIT_PAISE: String(DEBIT_PAISE),
          BENCH_BATCH_WINDOW_MS: String(BATCH.windowMs),
          BENCH_BATCH_IN_FLIGHT: String(BATCH.maxInFlight),
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    child.on('error', () => undefined); // a send on a closed channel; stopServer copes
    const timer = setTimeout(() => reject(new Error('the bench server did not start')), 60_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve({ child, port: (message as { port: number }).port });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bench server exited (${code})`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (child.connected) child.send('stop');
    else child.kill('SIGTERM');
  });
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A hot wallet's books after its run: what it was funded, what left it, what is left. */
async function hotWalletCheck(db: Db, userId: string, fundedPaise: bigint) {
  const [row] = await rows<{ balance: string; debits: string; spent: string }>(
    db,
    sql`select (a.credits_posted_paise - a.debits_posted_paise - a.debits_pending_paise)::text balance,
               count(t.id)::text debits, coalesce(sum(t.amount_paise), 0)::text spent
          from ledger_accounts a left join ledger_transfers t on t.debit_account_id = a.id
         where a.user_id = ${userId} group by a.id`,
  );
  if (!row) throw new Error(`hot wallet ${userId} not found`);
  const balance = BigInt(row.balance);
  const spent = BigInt(row.spent);
  return {
    balance,
    debits: Number(row.debits),
    // Never negative, and exactly the funding less what left it: no debit was counted twice or lost.
    ok: balance >= 0n && balance === fundedPaise - spent,
    exhausted: balance < DEBIT_PAISE,
  };
}

interface Drain {
  bulkPaise: bigint;
  expected: number;
  ok: number;
  refused: number;
}

/**
 * On a noisy machine a hot wallet can outlive its timed run (the run was slower than its warm-up).
 * The refusal is tested all the same: one debit takes all but LAST_DEBITS debits' worth, then
 * `racers` concurrent debiters race for the rest, each until it is refused. Exactly the debits
 * the balance covers must win.
 */
async function drainRace(
  balancePaise: bigint,
  takeAllBut: (amountPaise: bigint) => Promise<unknown>,
  attempt: () => Promise<'ok' | 'refused'>,
  racers: number,
): Promise<Drain> {
  const bulkPaise = balancePaise - BigInt(LAST_DEBITS) * DEBIT_PAISE;
  if (bulkPaise > 0n) await takeAllBut(bulkPaise);
  const expected = Number((balancePaise - (bulkPaise > 0n ? bulkPaise : 0n)) / DEBIT_PAISE);
  const drain = { bulkPaise: bulkPaise > 0n ? bulkPaise : 0n, expected, ok: 0, refused: 0 };
  await Promise.all(
    Array.from({ length: racers }, async () => {
      for (let i = 0; i < 10 * LAST_DEBITS; i += 1) {
        if ((await attempt()) === 'refused') {
          drain.refused += 1;
          return;
        }
        drain.ok += 1;
      }
    }),
  );
  return drain;
}

async function main() {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\..*$/, '')
    .concat(`_${process.pid}`);
  const benchDb = `kosh_bench_${stamp}`;
  const pgbenchDb = `kosh_pgbench_${stamp}`;
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-pgbench-'));
  const cleanups: (() => Promise<unknown>)[] = [
    async () => fs.rmSync(logDir, { recursive: true, force: true }),
  ];
  let cleaning: Promise<void> | undefined;
  // Once, whoever asks first; each step bounded so that a stuck pool cannot keep the databases.
  const cleanup = () =>
    (cleaning ??= (async () => {
      for (const step of [...cleanups].reverse()) {
        const timeout = new Promise((resolve) => setTimeout(resolve, 20_000).unref());
        await Promise.race([step(), timeout]).catch((e: unknown) => console.error(e));
      }
    })());
  const abort = () => {
    if (aborting) return;
    aborting = true;
    log('interrupted: stopping and dropping the bench databases');
    currentLoad?.stop();
    yardstick?.kill();
    void cleanup().then(() => process.exit(130));
  };
  process.once('SIGINT', abort);
  process.once('SIGTERM', abort);

  try {
    log(
      `PostgreSQL ${new URL(ADMIN_URL).host}, ${SECONDS} s a scenario, ${os.cpus().length} cores`,
    );
    await admin(ADMIN_URL, `create database ${pgbenchDb}`);
    cleanups.push(() => admin(ADMIN_URL, `drop database if exists ${pgbenchDb} with (force)`));
    await admin(ADMIN_URL, `create database ${benchDb}`);
    cleanups.push(() => admin(ADMIN_URL, `drop database if exists ${benchDb} with (force)`));

    log(`pgbench -i -s 10 ${pgbenchDb}`);
    const pgbench = new Pgbench(ADMIN_URL, pgbenchDb, SECONDS);
    yardstick = pgbench;
    await pgbench.init();

    log(`migrating ${benchDb}; ${WALLETS.toLocaleString('en-US')} wallets in bulk`);
    const url = databaseUrl(ADMIN_URL, benchDb);
    const setup = openPostgres(url);
    cleanups.push(() => setup.close());
    await setup.migrate();
    const ledger = createLedgerService();
    const users = createUsersService({ db: setup.db, users: createUsersRepository(), ledger });
    const customer = (n: number) =>
      setup.db.transaction((tx) =>
        users.createCustomer(tx, {
          name: `Bench Hot ${n}`,
          mobile: `800000000${n}`,
          email: 'bench@example.com',
          passwordHash: 'x',
        }),
      );
    const fund = (userId: string, amountPaise: bigint) =>
      setup.db.transaction((tx) =>
        ledger.transfer(tx, {
          debit: { system: 'paymentGateway' },
          credit: { wallet: userId },
          amountPaise,
          code: 'WALLET_TOPUP_ONLINE',
          reference: { type: 'bench', id: 'funding' },
        }),
      );
    // The 10,000: users, wallets and one top-up transfer each, in three set-based statements.
    await seedFundedWallets(setup.db, {
      count: WALLETS,
      fundingPaise: WALLET_FUNDING_PAISE,
      mobileFirstDigit: '9',
      kycLevel: 'min',
    });
    const walletIds = (
      await rows<{ user_id: string }>(
        setup.db,
        sql`select user_id from ledger_accounts where kind = 'wallet' order by code`,
      )
    ).map((r) => r.user_id);
    const randomWallet = () => walletIds[Math.floor(Math.random() * walletIds.length)] as string;
    const warm = await customer(0);
    await fund(warm.id, 1_000_000_000n);
    await setup.db.execute(sql`vacuum analyze`);

    // 1. pgbench
    log(`pgbench -c 8 -j 2 -T ${SECONDS} (TPC-B-like, scale 10)`);
    const before = await pgbench.measure('pgbench TPC-B-like, before', logDir);
    log(
      `  ${fmt(before.tps)} TPS, mean ${fmt(before.meanMs, 2)} ms, p99 ${fmt(before.p99Ms, 2)} ms`,
    );

    // 2. The ledger alone, on a pool of WORKERS connections.
    const pool = new pg.Pool({ connectionString: url, max: WORKERS });
    pool.on('error', () => undefined);
    cleanups.push(() => pool.end());
    const db = drizzle(pool, { schema }) as unknown as Db;
    const batcher = createLedgerBatcher(db, ledger, BATCH);
    const debitOf =
      (via: 'batcher' | 'transaction'): Debit =>
      (wallet, id) => {
        const input = {
          debit: { wallet },
          credit: { system: 'providerPayable' },
          amountPaise: DEBIT_PAISE,
          code: 'MOBILE_RECHARGE',
          reference: { type: 'bench', id },
        } as const;
        return via === 'batcher'
          ? batcher.transfer(input)
          : db.transaction((tx) => ledger.transfer(tx, input));
      };
    const batched = debitOf('batcher');
    const results: Measured[] = [before];
    const verdicts: string[] = [];
    let failed = false;

    log(`ledger: ${WARMUP_SECONDS.join(' + ')} s warm-up to size the hot wallet's funding`);
    const coldLedger = await ledgerLoad('warm-up', batched, () => warm.id, WARMUP_SECONDS[0]);
    const warmLedger = await ledgerLoad('warm-up', batched, () => warm.id, WARMUP_SECONDS[1]);
    const hotLedger = await customer(1);
    const hotLedgerDebits = Math.max(1, Math.floor(warmLedger.tps * SECONDS * HOT_FUNDING_SHARE));
    const hotLedgerFunding = BigInt(hotLedgerDebits) * DEBIT_PAISE;
    await fund(hotLedger.id, hotLedgerFunding);
    log(`ledger, one hot wallet funded for ${fmt(hotLedgerDebits)} debits`);
    const lh = await ledgerLoad('ledger, 1 hot wallet', batched, () => hotLedger.id, SECONDS);
    results.push(lh);
    log(`  ${fmt(lh.tps)} TPS, p99 ${fmt(lh.p99Ms, 2)} ms, ${lh.ok} ok, ${lh.refused} refused`);
    const debitOnce = (userId: string, amountPaise: bigint, id: string) =>
      setup.db.transaction((tx) =>
        ledger.transfer(tx, {
          debit: { wallet: userId },
          credit: { system: 'providerPayable' },
          amountPaise,
          code: 'MOBILE_RECHARGE',
          reference: { type: 'bench', id },
        }),
      );
    const drains = new Map<string, Drain>();
    const drainIfLeft = async (
      userId: string,
      attempt: () => Promise<'ok' | 'refused'>,
      racers: number,
    ) => {
      const balance = (await ledger.walletBalancePaise(setup.db, userId)) ?? 0n;
      if (balance < DEBIT_PAISE) return;
      log(`  ₹${fmt(Number(balance) / 100, 2)} left: draining it with ${racers} racers`);
      const drain = await drainRace(
        balance,
        (amount) => debitOnce(userId, amount, 'drain-bulk'),
        attempt,
        racers,
      );
      drains.set(userId, drain);
      log(`  the racers took ${drain.ok} of ${drain.expected} debits, ${drain.refused} refused`);
    };
    await drainIfLeft(
      hotLedger.id,
      () =>
        batched(hotLedger.id, 'drain').then(
          () => 'ok' as const,
          (error: unknown) => {
            if (error instanceof InsufficientFundsError) return 'refused' as const;
            throw error;
          },
        ),
      WORKERS,
    );

    log(`ledger, ${WALLETS.toLocaleString('en-US')} wallets`);
    const lw = await ledgerLoad('ledger, 10,000 wallets', batched, randomWallet, SECONDS);
    results.push(lw);
    log(`  ${fmt(lw.tps)} TPS, p99 ${fmt(lw.p99Ms, 2)} ms, ${lw.ok} ok, ${lw.refused} refused`);
    log(`ledger in-transaction API (no batching), ${WALLETS.toLocaleString('en-US')} wallets`);
    const lt = await ledgerLoad(
      'ledger in-transaction API, 10,000 wallets',
      debitOf('transaction'),
      randomWallet,
      SECONDS,
    );
    results.push(lt);
    log(`  ${fmt(lt.tps)} TPS, p99 ${fmt(lt.p99Ms, 2)} ms, ${lt.ok} ok, ${lt.refused} refused`);
    for (const r of [coldLedger, warmLedger, lh, lw, lt]) {
      if (r.errors > 0) {
        failed = true;
        verdicts.push(`${r.name}: ${r.errors} unexpected errors, first: ${r.firstError}`);
      }
    }
    for (const r of [lw, lt]) {
      if (r.refused > 0) {
        failed = true;
        verdicts.push(`${r.name}: ${r.refused} refusals from well-funded wallets`);
      }
    }

    // 3. Through HTTP: the real app in its own process.
    log(`HTTP: starting the app; ${HTTP_CONNECTIONS} autocannon connections`);
    const server = await startServer(url);
    cleanups.push(() => stopServer(server.child));
    const bodyFor = (userId: string) => {
      const body = JSON.stringify({ walletUserId: userId });
      return () => body;
    };
    log(`HTTP: ${WARMUP_SECONDS.join(' + ')} s warm-up to size the hot wallet's funding`);
    const coldHttp = await httpLoad('warm-up', server, bodyFor(warm.id), WARMUP_SECONDS[0]);
    const warmHttp = await httpLoad('warm-up', server, bodyFor(warm.id), WARMUP_SECONDS[1]);
    const hotHttp = await customer(2);
    const hotHttpDebits = Math.max(1, Math.floor(warmHttp.tps * SECONDS * HOT_FUNDING_SHARE));
    const hotHttpFunding = BigInt(hotHttpDebits) * DEBIT_PAISE;
    await fund(hotHttp.id, hotHttpFunding);
    log(`HTTP, one hot wallet funded for ${fmt(hotHttpDebits)} debits`);
    const hh = await httpLoad('HTTP, 1 hot wallet', server, bodyFor(hotHttp.id), SECONDS);
    results.push(hh);
    log(`  ${fmt(hh.tps)} req/s, p99 ${fmt(hh.p99Ms, 2)} ms, ${hh.ok} ok, ${hh.refused} refused`);
    const httpDebit = bodyFor(hotHttp.id);
    await drainIfLeft(
      hotHttp.id,
      async () => {
        const response = await fetch(`http://127.0.0.1:${server.port}/bench/debit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: httpDebit(),
        });
        await response.arrayBuffer();
        if (response.status === 200) return 'ok';
        if (response.status === 422) return 'refused';
        throw new Error(`POST /bench/debit answered ${response.status}`);
      },
      HTTP_CONNECTIONS,
    );

    log(`HTTP, ${WALLETS.toLocaleString('en-US')} wallets`);
    const hw = await httpLoad(
      'HTTP, 10,000 wallets',
      server,
      () => JSON.stringify({ walletUserId: randomWallet() }),
      SECONDS,
    );
    results.push(hw);
    log(`  ${fmt(hw.tps)} req/s, p99 ${fmt(hw.p99Ms, 2)} ms, ${hw.ok} ok, ${hw.refused} refused`);
    await stopServer(server.child); // waits for requests in flight: the books are settled now
    for (const r of [coldHttp, warmHttp, hh, hw]) {
      if (r.errors > 0) {
        failed = true;
        verdicts.push(`${r.name}: ${r.errors} errors (not 200, not 422)`);
      }
    }
    if (hw.refused > 0) {
      failed = true;
      verdicts.push(`HTTP, 10,000 wallets: ${hw.refused} refusals from well-funded wallets`);
    }

    // pgbench again: the machine is shared, so the reference is the mean of a run before and after.
    log(`pgbench -c 8 -j 2 -T ${SECONDS} again`);
    const after = await pgbench.measure('pgbench TPC-B-like, after', logDir);
    log(`  ${fmt(after.tps)} TPS, mean ${fmt(after.meanMs, 2)} ms, p99 ${fmt(after.p99Ms, 2)} ms`);
    results.push(after);
    const reference = (before.tps + after.tps) / 2;

    // 4. The books.
    log('checking the books');
    for (const [label, user, funded, measured] of [
      ['ledger hot wallet', hotLedger, hotLedgerFunding, lh],
      ['HTTP hot wallet', hotHttp, hotHttpFunding, hh],
    ] as const) {
      const check = await hotWalletCheck(setup.db, user.id, funded);
      const drain = drains.get(user.id);
      const line =
        `${label}: funded for ${fmt(Number(funded / DEBIT_PAISE))} debits; the timed run took ` +
        `${fmt(measured.ok)} and was refused ${fmt(measured.refused)} times` +
        (drain
          ? `; it left money, so one debit took ₹${fmt(Number(drain.bulkPaise) / 100, 2)} and ` +
            `concurrent racers took the last ${fmt(drain.ok)} (of ${drain.expected}) and were refused ` +
            `${drain.refused} times`
          : '') +
        `; ${fmt(check.debits)} transfers out of it in all, balance ₹${fmt(Number(check.balance) / 100, 2)}`;
      if (!check.ok || (drain && drain.ok !== drain.expected)) {
        failed = true;
        verdicts.push(`OVERSPEND or drift — ${line}`);
      } else if (!check.exhausted || measured.refused + (drain?.refused ?? 0) === 0) {
        verdicts.push(
          `${line} (zero overspend; the funding was not exhausted, so no refusal tested)`,
        );
      } else {
        verdicts.push(`${line} — zero overspend: exactly the funding was spent`);
      }
    }
    const problems = await checkLedger(setup.db);
    if (problems.length > 0) {
      failed = true;
      for (const p of problems) verdicts.push(`checkLedger: [${p.check}] ${p.detail}`);
    } else {
      const [t] = await rows<{ n: string }>(
        setup.db,
        sql`select count(*)::text n from ledger_transfers`,
      );
      verdicts.push(`checkLedger: no problems (${fmt(Number(t?.n ?? 0))} transfers)`);
    }

    // 5. The table.
    const aimFor = (name: string) => AIMS[name];
    const header =
      '| scenario | TPS | mean ms | p50 ms | p99 ms | ok | refused | Node CPU ms/attempt | × pgbench | aim |';
    const table = [header, '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|'];
    for (const r of results) {
      const aim = aimFor(r.name);
      const ratio = r.tps / reference;
      table.push(
        `| ${r.name} | ${fmt(r.tps)} | ${fmt(r.meanMs, 2)} | ${fmt(r.p50Ms, 2)} | ${fmt(r.p99Ms, 2)} | ` +
          `${fmt(r.ok)} | ${fmt(r.refused)} | ${r.cpuMsPerTx === undefined ? '–' : fmt(r.cpuMsPerTx, 2)} | ` +
          `${ratio.toFixed(2)}× | ` +
          `${aim === undefined ? (r.name.startsWith('pgbench') ? 'reference' : '–') : `≥ ${aim.toFixed(1)}× ${ratio >= aim ? 'met' : '**missed**'}`} |`,
      );
    }
    console.log(
      `\nLedger vs pgbench, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ` +
        `${SECONDS} s a scenario, ${WORKERS} ledger workers, ${HTTP_CONNECTIONS} HTTP connections, ` +
        `₹${Number(DEBIT_PAISE) / 100} a debit, batches: ${BATCH.windowMs} ms window, ` +
        `${BATCH.maxInFlight} at once, load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}\n`,
    );
    console.log(table.join('\n'));
    console.log(
      `\n× pgbench: against the mean of the two pgbench runs, ${fmt(reference)} TPS ` +
        `(after/before ${(after.tps / before.tps).toFixed(2)}: how much the machine drifted).\n`,
    );
    for (const v of verdicts) console.log(`- ${v}`);
    log(failed ? 'FAILED: see above' : 'done');
    return failed ? 1 : 0;
  } finally {
    await cleanup();
  }
}

main()
  .then((code) => {
    if (!aborting) process.exit(code);
  })
  .catch((error: unknown) => {
    if (aborting) return; // the interrupt handler exits once the databases are dropped
    console.error(error);
    process.exit(2);
  });
