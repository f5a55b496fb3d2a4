/**
 * Festival day (issue 16 §4; a benchmark, never part of `npm test`). `npm run bench:festival` —
 * see bench/README.md, "Festival day".
 *
 * The whole of Kosh on this machine, 127.0.0.1 only: the provider sandbox (SMS outbox, the
 * Razorpay-compatible gateway with its webhooks, the recharge aggregator with its magic endings)
 * in a process of its own, a fresh PostgreSQL database, Redis (a database index of its own, for
 * the rate-limit counters), an S3-protocol store (s3rver), and the real API (apps/api/src/server.ts
 * with its background jobs, NODE_ENV=production, TRUST_PROXY=true) as child processes:
 *
 *   1. ONE copy, which the load and the sandbox's webhooks reach directly;
 *   2. TWO copies behind a small round-robin proxy (bench/festival-proxy.ts), on the same
 *      database, Redis and store, the proxy on the port the one copy had.
 *
 * Virtual customers are signed up first through the API (the OTP read from the sandbox's outbox)
 * and funded by a real top-up. Then, for BENCH_SECONDS in each phase, an open-model load
 * (bench/festival-load.ts) plays 1/BENCH_SLICE of Kosh's ordinary day at BENCH_FESTIVAL times its
 * rate: logins, balance reads, history, recharges of every magic ending, top-ups through the
 * checkout (webhooks to the API). Each virtual customer sends from an address of its own, so the
 * per-address limits stay on. After each phase: everything pending settles (bounded), and
 * checkLedger must find nothing. Any 5xx or unexpected answer, an unsettled payment or a ledger
 * problem fails the run (exit 1).
 *
 * Environment: BENCH_SECONDS (60), BENCH_SLICE (100: one hundredth of Kosh), BENCH_FESTIVAL (10),
 * BENCH_CUSTOMERS (200), BENCH_POSTGRES_URL (admin URL, postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_REDIS_DB (14; must be empty), BENCH_PHASES ("1,2").
 * The database is dropped and the Redis keys deleted at the end, Ctrl-C included.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort } from '@kosh/test-harness/free-port';
import { startS3Server } from '@kosh/test-harness/s3';
import { openPostgres } from '../apps/api/src/db/client';
import { checkLedger } from '../apps/api/src/modules/ledger/ledger-check';
import {
  benchSecrets,
  newKycKey,
  productionEnv,
  startApi as startApiCopy,
  startSandbox,
} from './kosh-stack';
import { children, cpuMs, machineCpu, node, sleep, stopChild, tail, until } from './processes';
import {
  Client,
  drive,
  festivalFlows,
  ORDINARY_DAY,
  Stats,
  type RowReport,
  type VirtualCustomer,
} from './festival-load';
import { fmt } from './report';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_DB = Number(process.env.BENCH_REDIS_DB ?? 14);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SLICE = 1 / Number(process.env.BENCH_SLICE ?? 100);
const FESTIVAL = Number(process.env.BENCH_FESTIVAL ?? 10);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const PHASES = (process.env.BENCH_PHASES ?? '1,2').split(',').map(Number);
const SETTLE_MS = 200_000;
const PASSWORD = 'Kosh@2026pay';
const FUNDING_RUPEES = 1000;

const log = (line: string) =>
  console.log(`[festival ${new Date().toISOString().slice(11, 19)}] ${line}`);

// ---- PostgreSQL --------------------------------------------------------------------------------

async function adminQuery<T extends pg.QueryResultRow>(sqlText: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query<T>(sqlText, params)).rows;
  } finally {
    await client.end();
  }
}

interface DbStats {
  commits: number;
  rollbacks: number;
  inserted: number;
  updated: number;
  fetched: number;
}

async function dbStats(database: string): Promise<DbStats> {
  const [row] = await adminQuery<Record<string, string>>(
    `select xact_commit, xact_rollback, tup_inserted, tup_updated, tup_fetched
       from pg_stat_database where datname = $1`,
    [database],
  );
  return {
    commits: Number(row?.xact_commit ?? 0),
    rollbacks: Number(row?.xact_rollback ?? 0),
    inserted: Number(row?.tup_inserted ?? 0),
    updated: Number(row?.tup_updated ?? 0),
    fetched: Number(row?.tup_fetched ?? 0),
  };
}

/** Samples the CPU of the database's backends every second (pooled backends come and go). */
function backendCpuSampler(database: string) {
  const seen = new Map<number, { first: number; last: number }>();
  let stopped = false;
  const sample = async () => {
    const rows = await adminQuery<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [database],
    ).catch(() => []);
    for (const { pid } of rows) {
      const now = cpuMs(pid);
      if (now === 0) continue;
      const entry = seen.get(pid);
      if (entry) entry.last = now;
      else seen.set(pid, { first: now, last: now });
    }
  };
  const loop = (async () => {
    await sample();
    // Backends first seen after the start were born during the phase: all their CPU counts.
    const atStart = new Set(seen.keys());
    while (!stopped) {
      await sleep(1000);
      const before = new Set(seen.keys());
      await sample();
      for (const [pid, entry] of seen) {
        if (!before.has(pid) && !atStart.has(pid)) entry.first = 0;
      }
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    let total = 0;
    for (const entry of seen.values()) total += entry.last - entry.first;
    return total;
  };
}

// ---- the sandbox's own records -----------------------------------------------------------------

interface WebhookEntry {
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_response_status: number | null;
  created_at: string | number;
}
interface CallbackEntry {
  delivery: 'pending' | 'delivered' | 'failed';
  attempts: unknown[];
  lastResponseStatus: number | null;
  createdAt: string | number;
}

/** "null ×3, 429 ×2": how given-up deliveries last ended. */
function lastAnswers(statuses: (number | null)[]) {
  const counts = new Map<string, number>();
  for (const s of statuses) counts.set(String(s), (counts.get(String(s)) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${s === 'null' ? 'no answer' : s} ×${n}`).join(', ');
}

async function sandboxDeliveries(sandboxUrl: string, since: number) {
  const after = (at: string | number) =>
    (typeof at === 'number' ? (at < 1e12 ? at * 1000 : at) : Date.parse(at)) >= since;
  const webhooks = (
    (await (await fetch(`${sandboxUrl}/checkout/webhooks`)).json()) as WebhookEntry[]
  ).filter((w) => after(w.created_at));
  const callbacksBody = (await (await fetch(`${sandboxUrl}/aggregator/callbacks`)).json()) as
    CallbackEntry[] | { callbacks: CallbackEntry[] };
  const callbacks = (Array.isArray(callbacksBody) ? callbacksBody : callbacksBody.callbacks).filter(
    (c) => after(c.createdAt),
  );
  return {
    webhooks: {
      sent: webhooks.length,
      pending: webhooks.filter((w) => w.status === 'pending').length,
      delivered: webhooks.filter((w) => w.status === 'delivered').length,
      failed: webhooks.filter((w) => w.status === 'failed').length,
      /** The last answer of each given-up delivery (null: no answer in time, or no connection). */
      failedLast: lastAnswers(
        webhooks.filter((w) => w.status === 'failed').map((w) => w.last_response_status),
      ),
      retried: webhooks.filter((w) => w.attempts > 1).length,
    },
    callbacks: {
      sent: callbacks.length,
      pending: callbacks.filter((c) => c.delivery === 'pending').length,
      delivered: callbacks.filter((c) => c.delivery === 'delivered').length,
      failed: callbacks.filter((c) => c.delivery === 'failed').length,
      failedLast: lastAnswers(
        callbacks.filter((c) => c.delivery === 'failed').map((c) => c.lastResponseStatus),
      ),
      retried: callbacks.filter((c) => c.attempts.length > 1).length,
    },
  };
}

// ---- the run -----------------------------------------------------------------------------------

interface PhaseResult {
  /** "#1 1 copy", "#2 2 copies"…: the phases in the order they ran. */
  label: string;
  copies: number;
  rows: RowReport[];
  seconds: number;
  started: number;
  maxInFlight: number;
  unfinished: number;
  apiCpuMs: number;
  proxyCpuMs: number;
  sandboxCpuMs: number;
  loadCpuMs: number;
  postgresCpuMs: number;
  machineBusy: number;
  db: DbStats;
  deliveries: Awaited<ReturnType<typeof sandboxDeliveries>>;
  settledInMs: number;
  unsettled: string[];
  ledgerProblems: string[];
  transfers: number;
  errorSamples: string[];
}

async function main() {
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').replace(/\..*$/, '');
  const database = `kosh_fest_${stamp}_${process.pid}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-festival-'));
  const cleanups: (() => Promise<unknown>)[] = [
    async () => fs.rmSync(dir, { recursive: true, force: true }),
  ];
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      for (const child of [...children]) await stopChild(child, 5000).catch(() => undefined);
      for (const step of [...cleanups].reverse()) {
        const timeout = new Promise((resolve) => setTimeout(resolve, 20_000).unref());
        await Promise.race([step(), timeout]).catch((e: unknown) => console.error(e));
      }
    })());
  const abort = () => {
    log('interrupted: stopping everything, dropping the database, deleting the Redis keys');
    void cleanup().then(() => process.exit(130));
  };
  process.once('SIGINT', abort);
  process.once('SIGTERM', abort);

  const load0 = os.loadavg();
  try {
    // Redis: a database index of our own, empty at the start, emptied of our keys at the end.
    const redisUrl = `${REDIS_URL.replace(/\/\d*$/, '')}/${REDIS_DB}`;
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    cleanups.push(() => redis.quit());
    const keysBefore = await redis.dbsize();
    if (keysBefore > 0) {
      throw new Error(
        `Redis database ${REDIS_DB} holds ${keysBefore} keys: set BENCH_REDIS_DB to an empty one`,
      );
    }
    cleanups.push(async () => {
      const stream = redis.scanStream({ match: 'kosh-rl:*', count: 500 });
      for await (const keys of stream as AsyncIterable<string[]>) {
        if (keys.length > 0) await redis.del(...keys);
      }
    });

    await adminQuery(`create database ${database}`);
    cleanups.push(() => adminQuery(`drop database if exists ${database} with (force)`));
    const dbUrl = new URL(ADMIN_URL);
    dbUrl.pathname = `/${database}`;
    const databaseUrl = dbUrl.toString();

    const s3 = await startS3Server();
    cleanups.push(() => s3.close());

    const secrets = benchSecrets();
    const frontPort = await freePort();
    const frontUrl = `http://127.0.0.1:${frontPort}`;
    const { child: sandbox, url: sandboxUrl } = await startSandbox({
      secrets,
      apiUrl: frontUrl,
      logFile: path.join(dir, 'sandbox.log'),
      // A 1111 payment succeeds (and calls back) 10 s later; a 2222 one is held 30 s, past the
      // API's RECHARGE_TIMEOUT_MS (15 s), and its outcome found by the status poller.
      env: { AGGREGATOR_PENDING_MS: '10000', AGGREGATOR_HANG_MS: '30000' },
    });

    const kycKey = newKycKey();
    const startApi = (port: number, name: string) =>
      startApiCopy(
        {
          ...productionEnv({ secrets, sandboxUrl, databaseUrl, dir, name, port, kycKey }),
          ...s3.env,
          REDIS_URL: redisUrl,
        },
        path.join(dir, `api-${name}.log`),
        name,
      );

    // ---- customers, through the real API -------------------------------------------------------
    let apis = [await startApi(frontPort, 'a')];
    const client = new Client(frontUrl, sandboxUrl);
    log(
      `one API copy at ${frontUrl}; sandbox ${sandboxUrl}; PostgreSQL ${database}; Redis db ${REDIS_DB}; s3rver ${s3.env.S3_ENDPOINT}`,
    );
    log(`signing up and funding ${CUSTOMERS} customers through the API`);
    const runId = String(process.pid % 1000).padStart(3, '0');
    const customers: VirtualCustomer[] = [];
    const signUp = async (i: number) => {
      const c: VirtualCustomer = {
        mobile: `8${runId}${String(i).padStart(6, '0')}`,
        password: PASSWORD,
        token: '',
        userId: '',
        // An address of its own for each customer: the per-address limits count per customer.
        ip: `10.${100 + ((i >> 16) & 127)}.${(i >> 8) & 255}.${i & 255}`,
      };
      const sent = await client.api('POST', '/api/user/sendOtp', c, {
        json: {
          name: 'Festival Customer',
          mobile: c.mobile,
          emailId: 'fest@example.com',
          password: PASSWORD,
        },
      });
      if (sent.status !== 200)
        throw new Error(`sendOtp ${sent.status} ${JSON.stringify(sent.body)}`);
      const outbox = (await (await fetch(`${sandboxUrl}/sms/messages?to=${c.mobile}`)).json()) as {
        text: string;
      }[];
      const otp = outbox[0]?.text.match(/\b(\d{6})\b/)?.[1];
      const verified = await client.api('POST', '/api/user/verifyOtp', c, {
        json: { otp, mobile: c.mobile },
      });
      const data = verified.body.data as { token?: string; userId?: string } | undefined;
      if (verified.status !== 200 || !data?.token) {
        throw new Error(`verifyOtp ${verified.status} ${JSON.stringify(verified.body)}`);
      }
      c.token = data.token;
      c.userId = data.userId ?? '';
      // Funded as a customer funds a wallet: a top-up through the gateway's checkout.
      const order = await client.api('POST', '/api/payment/CreateOrder', c, {
        json: { amount: FUNDING_RUPEES, currency: 'INR', receipt: `fest_fund_${i}` },
        key: randomUUID(),
      });
      const orderId = (order.body.data as { id?: string } | undefined)?.id;
      if (order.status !== 200 || !orderId)
        throw new Error(`CreateOrder ${order.status} ${JSON.stringify(order.body)}`);
      const paid = await client.checkout(orderId, 'success');
      const verifiedPay = await client.api('POST', '/api/payment/VerifyPayment', c, {
        json: paid.body,
        key: randomUUID(),
      });
      if (verifiedPay.status !== 200) {
        throw new Error(`VerifyPayment ${verifiedPay.status} ${JSON.stringify(verifiedPay.body)}`);
      }
      customers.push(c);
    };
    let nextCustomer = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (nextCustomer < CUSTOMERS) {
          const i = nextCustomer;
          nextCustomer += 1;
          await signUp(i);
        }
      }),
    );

    // ---- the phases ------------------------------------------------------------------------------
    const results: PhaseResult[] = [];
    let proxy: ChildProcess | null = null;
    for (const copies of PHASES) {
      if (copies !== apis.length || (copies > 1 && !proxy)) {
        for (const api of apis) await stopChild(api.child);
        if (copies === 1) {
          if (proxy) await stopChild(proxy);
          proxy = null;
          apis = [await startApi(frontPort, 'a')];
        } else {
          const ports = await Promise.all(Array.from({ length: copies }, () => freePort()));
          apis = [];
          // One after the other: the second finds the migrations done and the catalogue seeded.
          for (const [i, port] of ports.entries()) {
            apis.push(await startApi(port, String.fromCharCode(97 + i)));
          }
          proxy = node(
            'bench/festival-proxy.ts',
            {
              PROXY_PORT: String(frontPort),
              PROXY_BACKENDS: ports.map((p) => `http://127.0.0.1:${p}`).join(','),
            },
            path.join(dir, 'proxy.log'),
            true,
          );
          await until(async () => (await fetch(`${frontUrl}/api/health`)).ok, 'the proxy');
        }
      }
      results.push(
        await phase(copies, {
          index: results.length + 1,
          client,
          customers,
          database,
          databaseUrl,
          sandboxUrl,
          apiPids: apis.map((a) => a.child.pid),
          proxyPid: proxy?.pid,
          sandboxPid: sandbox.pid,
        }),
      );
      const failed = results.at(-1);
      if (failed && failed.errorSamples.length > 0) {
        for (const api of apis) console.log(`---- ${api.name}'s log:\n${tail(api.logFile)}`);
      }
    }

    const sizes = await tableSizes(databaseUrl);
    report(results, sizes, load0);
    const bad = results.some(
      (r) =>
        r.rows.some((row) => row.errors > 0) ||
        r.unsettled.length > 0 ||
        r.ledgerProblems.length > 0 ||
        r.unfinished > 0 ||
        r.errorSamples.length > 0 ||
        r.deliveries.webhooks.failed + r.deliveries.callbacks.failed > 0,
    );
    await cleanup();
    process.exit(bad ? 1 : 0);
  } catch (error) {
    console.error(error);
    await cleanup();
    process.exit(1);
  }
}

interface PhaseContext {
  index: number;
  client: Client;
  customers: VirtualCustomer[];
  database: string;
  databaseUrl: string;
  sandboxUrl: string;
  apiPids: (number | undefined)[];
  proxyPid: number | undefined;
  sandboxPid: number | undefined;
}

async function phase(copies: number, ctx: PhaseContext): Promise<PhaseResult> {
  const label = copies === 1 ? 'one copy' : `${copies} copies behind the proxy`;
  const stats = new Stats();
  const paidOrders = new Set<string>();
  const flows = festivalFlows({ client: ctx.client, stats, paidOrders }, SLICE, FESTIVAL);
  // A short warm-up at the same mix, not counted: JIT, pools, caches.
  log(`${label}: warming up (5 s)`);
  const warmStats = new Stats();
  await drive(
    // Without the 2222 recharges, whose 15 s wait would only delay the start.
    festivalFlows({ client: ctx.client, stats: warmStats, paidOrders }, SLICE, FESTIVAL).filter(
      (f) => f.name !== 'recharge hang',
    ),
    ctx.customers,
    5,
    60_000,
    () => undefined,
  );

  const since = Date.now();
  const db0 = await dbStats(ctx.database);
  const cpu0 = {
    api: ctx.apiPids.map(cpuMs),
    proxy: cpuMs(ctx.proxyPid),
    sandbox: cpuMs(ctx.sandboxPid),
    load: process.cpuUsage(),
    machine: machineCpu(),
  };
  const backends = backendCpuSampler(ctx.database);
  const flowErrors: string[] = [];
  log(
    `${label}: ${SECONDS} s at ${fmt(
      flows.reduce((s, f) => s + f.perSecond, 0),
      1,
    )} flows/s (${flows.map((f) => `${f.name} ${fmt(f.perSecond, 2)}/s`).join(', ')})`,
  );
  const driven = await drive(flows, ctx.customers, SECONDS, 90_000, (e) =>
    flowErrors.push(String(e)),
  );
  const loadSeconds = SECONDS;
  const postgresCpuMs = await backends();
  const machine1 = machineCpu();
  const cpu1 = {
    api: ctx.apiPids.map(cpuMs),
    proxy: cpuMs(ctx.proxyPid),
    sandbox: cpuMs(ctx.sandboxPid),
    load: process.cpuUsage(cpu0.load),
  };
  const db1 = await dbStats(ctx.database);
  log(
    `${label}: load done (${driven.started} flows, at most ${driven.maxInFlight} at once); settling`,
  );

  // Everything pending settles: pending recharges (callbacks, the status poller), paid top-ups
  // (VerifyPayment, webhooks, reconciliation), and the sandbox's deliveries.
  const settleStart = Date.now();
  const db = openPostgres(ctx.databaseUrl);
  let unsettled: string[] = [];
  try {
    for (;;) {
      const pool = new pg.Client({ connectionString: ctx.databaseUrl });
      await pool.connect();
      const [pending] = (
        await pool.query<{ n: string }>(
          `select count(*)::text as n from recharges where status = 'pending'`,
        )
      ).rows;
      const [credited] = (
        await pool.query<{ n: string }>(
          `select count(*)::text as n from payment_orders where gateway_order_id = any($1) and status in ('paid', 'refunded')`,
          [[...paidOrders]],
        )
      ).rows;
      await pool.end();
      const deliveries = await sandboxDeliveries(ctx.sandboxUrl, since);
      unsettled = [];
      if (Number(pending?.n) > 0) unsettled.push(`${pending?.n} recharges pending`);
      if (Number(credited?.n) < paidOrders.size) {
        unsettled.push(`${paidOrders.size - Number(credited?.n)} paid top-ups not credited`);
      }
      if (deliveries.webhooks.pending + deliveries.callbacks.pending > 0) {
        unsettled.push(
          `${deliveries.webhooks.pending} webhooks and ${deliveries.callbacks.pending} callbacks in delivery`,
        );
      }
      if (unsettled.length === 0 || Date.now() - settleStart > SETTLE_MS) break;
      await sleep(1000);
    }
    const settledInMs = Date.now() - settleStart;
    const problems = await checkLedger(db.db);
    const pool = new pg.Client({ connectionString: ctx.databaseUrl });
    await pool.connect();
    const [transfers] = (
      await pool.query<{ n: string }>('select count(*)::text as n from ledger_transfers')
    ).rows;
    await pool.end();
    const deliveries = await sandboxDeliveries(ctx.sandboxUrl, since);
    const busy =
      1 - (machine1.idle - cpu0.machine.idle) / Math.max(1, machine1.total - cpu0.machine.total);
    log(
      `${label}: ${unsettled.length === 0 ? `settled in ${fmt(settledInMs / 1000, 1)} s` : `NOT settled: ${unsettled.join('; ')}`}; checkLedger: ${problems.length === 0 ? 'clean' : `${problems.length} problems`}`,
    );
    return {
      label: `#${ctx.index} ${copies === 1 ? '1 copy' : `${copies} copies`}`,
      copies,
      rows: stats.report(loadSeconds),
      seconds: loadSeconds,
      started: driven.started,
      maxInFlight: driven.maxInFlight,
      unfinished: driven.unfinished,
      apiCpuMs: cpu1.api.reduce((s, v, i) => s + v - (cpu0.api[i] ?? 0), 0),
      proxyCpuMs: cpu1.proxy - cpu0.proxy,
      sandboxCpuMs: cpu1.sandbox - cpu0.sandbox,
      loadCpuMs: (cpu1.load.user + cpu1.load.system) / 1000,
      postgresCpuMs,
      machineBusy: busy,
      db: {
        commits: db1.commits - db0.commits,
        rollbacks: db1.rollbacks - db0.rollbacks,
        inserted: db1.inserted - db0.inserted,
        updated: db1.updated - db0.updated,
        fetched: db1.fetched - db0.fetched,
      },
      deliveries,
      settledInMs,
      unsettled,
      ledgerProblems: problems.map((p) => `[${p.check}] ${p.detail}`),
      transfers: Number(transfers?.n ?? 0),
      errorSamples: [...stats.errorSamples, ...flowErrors],
    };
  } finally {
    await db.close();
  }
}

async function tableSizes(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = [
      'ledger_transfers',
      'ledger_accounts',
      'recharges',
      'payment_orders',
      'idempotency_keys',
      'sessions',
    ];
    const out: { table: string; rows: number; bytes: number }[] = [];
    for (const table of tables) {
      const exists = await client.query<{ r: string | null }>('select to_regclass($1)::text as r', [
        table,
      ]);
      if (!exists.rows[0]?.r) continue;
      const [row] = (
        await client.query<{ rows: string; bytes: string }>(
          `select (select count(*) from ${table})::text as rows, pg_total_relation_size('${table}')::text as bytes`,
        )
      ).rows;
      out.push({ table, rows: Number(row?.rows ?? 0), bytes: Number(row?.bytes ?? 0) });
    }
    return out;
  } finally {
    await client.end();
  }
}

function report(
  results: PhaseResult[],
  sizes: { table: string; rows: number; bytes: number }[],
  load0: number[],
) {
  const ms = (v: number) => fmt(v, v < 10 ? 1 : 0);
  console.log(
    `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ` +
      `Node ${process.version}, load average ${load0.map((l) => l.toFixed(1)).join(' ')} at the start, ` +
      `${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} at the end; ${SECONDS} s a phase, ` +
      `1/${fmt(1 / SLICE)} of Kosh × ${FESTIVAL}, ${CUSTOMERS} customers\n`,
  );
  const calls = [...new Set(results.flatMap((r) => r.rows.map((row) => row.call)))];
  const head = results
    .map((r) => `${r.label}: attempted / ok / refused / errors | p50 / p95 / p99 ms | per s`)
    .join(' | ');
  console.log(`| call | ${head} |`);
  console.log(`| --- | ${results.map(() => '--- | --- | ---').join(' | ')} |`);
  for (const call of calls) {
    const cells = results.map((r) => {
      const row = r.rows.find((x) => x.call === call);
      if (!row) return '– | – | –';
      return `${fmt(row.attempted)} / ${fmt(row.ok)} / ${fmt(row.refused)} / ${row.errors > 0 ? `**${fmt(row.errors)}**` : '0'} | ${ms(row.p50)} / ${ms(row.p95)} / ${ms(row.p99)} | ${fmt(row.rate, 2)}`;
    });
    console.log(`| ${call} | ${cells.join(' | ')} |`);
  }
  console.log('');
  const line = (name: string, value: (r: PhaseResult) => string) =>
    console.log(`| ${name} | ${results.map(value).join(' | ')} |`);
  console.log(`| figure | ${results.map((r) => r.label).join(' | ')} |`);
  console.log(`| --- | ${results.map(() => '---:').join(' | ')} |`);
  const apiRequests = (r: PhaseResult) =>
    r.rows.filter((row) => !row.call.includes('sandbox')).reduce((s, row) => s + row.attempted, 0) +
    r.deliveries.webhooks.sent +
    r.deliveries.callbacks.sent;
  line('API requests (load + webhooks + callbacks)', (r) => fmt(apiRequests(r)));
  line('API requests / s', (r) => fmt(apiRequests(r) / r.seconds, 1));
  line('flows started / most at once', (r) => `${fmt(r.started)} / ${fmt(r.maxInFlight)}`);
  line(
    'gateway webhooks sent / retried / failed',
    (r) =>
      `${r.deliveries.webhooks.sent} / ${r.deliveries.webhooks.retried} / ${r.deliveries.webhooks.failed}${r.deliveries.webhooks.failedLast ? ` (${r.deliveries.webhooks.failedLast})` : ''}`,
  );
  line(
    'aggregator callbacks sent / retried / failed',
    (r) =>
      `${r.deliveries.callbacks.sent} / ${r.deliveries.callbacks.retried} / ${r.deliveries.callbacks.failed}${r.deliveries.callbacks.failedLast ? ` (${r.deliveries.callbacks.failedLast})` : ''}`,
  );
  line('API CPU ms / API request (all copies)', (r) => fmt(r.apiCpuMs / apiRequests(r), 2));
  line('API CPU, share of one core', (r) => `${fmt((100 * r.apiCpuMs) / (r.seconds * 1000))} %`);
  line('proxy CPU ms / request', (r) =>
    r.proxyCpuMs > 0 ? fmt(r.proxyCpuMs / apiRequests(r), 2) : '–',
  );
  line(
    'sandbox CPU, share of one core',
    (r) => `${fmt((100 * r.sandboxCpuMs) / (r.seconds * 1000))} %`,
  );
  line(
    'load generator CPU, share of one core',
    (r) => `${fmt((100 * r.loadCpuMs) / (r.seconds * 1000))} %`,
  );
  line(
    'PostgreSQL backends CPU, share of one core',
    (r) => `${fmt((100 * r.postgresCpuMs) / (r.seconds * 1000))} %`,
  );
  line('PostgreSQL CPU ms / API request', (r) => fmt(r.postgresCpuMs / apiRequests(r), 2));
  line('machine busy (all cores, everyone)', (r) => `${fmt(100 * r.machineBusy)} %`);
  line('PostgreSQL commits / s', (r) => fmt(r.db.commits / r.seconds, 1));
  line('commits / API request', (r) => fmt(r.db.commits / apiRequests(r), 2));
  line('rows inserted + updated / s', (r) => fmt((r.db.inserted + r.db.updated) / r.seconds, 1));
  line('settled after the load', (r) =>
    r.unsettled.length === 0
      ? `${fmt(r.settledInMs / 1000, 1)} s`
      : `**no**: ${r.unsettled.join('; ')}`,
  );
  line('checkLedger', (r) =>
    r.ledgerProblems.length === 0
      ? `clean (${fmt(r.transfers)} transfers)`
      : `**${r.ledgerProblems.length} problems**`,
  );
  console.log('');
  console.log('| table | rows | bytes | bytes / row |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const s of sizes) {
    console.log(
      `| ${s.table} | ${fmt(s.rows)} | ${fmt(s.bytes)} | ${fmt(s.rows > 0 ? s.bytes / s.rows : 0)} |`,
    );
  }
  console.log(
    `\nOrdinary day (Kosh at issue 16 §4's size): ${Object.entries(ORDINARY_DAY)
      .map(([k, v]) => `${k} ${fmt(v)}`)
      .join(', ')} a day.`,
  );
  for (const r of results) {
    for (const p of r.ledgerProblems) console.log(`checkLedger (${r.label}): ${p}`);
    for (const e of r.errorSamples) console.log(`error (${r.label}): ${e}`);
  }
}

void main();
