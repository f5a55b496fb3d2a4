/**
 * The embedded default under a burst (a benchmark, never part of `npm test`):
 * `npm run bench:pglite-burst` — see bench/README.md, "PGlite under a burst".
 *
 * PGlite is one connection inside the API's own process: whatever waits for it waits behind
 * everything queued before it. This runs Kosh as `npm start` does in production (the built API
 * on PGlite under a temporary DATA_DIR, its jobs running, the sandbox in its own process) with
 * BENCH_CUSTOMERS full-KYC customers, and measures two things:
 *
 * 1. **Bursts**: BENCH_BURST recharges sent at the same instant, BENCH_BURSTS times, while probes
 *    ask every 25 ms, each on a connection it keeps, for `/api/health` (a database round trip)
 *    and a kept `user/getbal`, and for `/api/health` on a new connection each time (a phone
 *    opening the app). What the probes waited during each burst is the figure (aim: < 100 ms).
 * 2. **Mixed load**: BENCH_CONNECTIONS (200) workers for BENCH_SECONDS (60), each one request
 *    after another — reads (balance, profile, history), recharges, electricity bills fetched and
 *    paid. A request with no answer in 30 s counts as unanswered (aim: none; p99 ≤ 2 s).
 *
 * Afterwards the books as bench:products checks them (nothing pending, checkLedger clean, every
 * wallet its funding less what its rows spent); any failure exits 1, a missed aim does not.
 *
 * BENCH_DEBUG=1 keeps the API's log (at `info`: answers slower than 1 s) and the data folder, and
 * prints each request of the mixed load that took more than 5 s.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '@kosh/test-harness/free-port';
import { openPglite } from '../apps/api/src/db/client';
import { checkLedger } from '../apps/api/src/modules/ledger/ledger-check';
import {
  benchSecrets,
  newKycKey,
  productionEnv,
  startApi,
  startSandbox,
  tokenSecret,
} from './kosh-stack';
import { summarise } from './pgbench';
import { children, cpuMs, sleep, stopChild } from './processes';
import { booksOf } from './products-books';
import { ApiClient, KeyBook, type Answer, type Operation } from './products-load';
import { bill, recharge } from './products-operations';
import { seedCustomers, type BenchCustomer } from './products-seed';
import { fmt, log, runBench } from './report';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 2_000);
const BURST = Number(process.env.BENCH_BURST ?? 50);
const BURSTS = Number(process.env.BENCH_BURSTS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const DEBUG = process.env.BENCH_DEBUG !== undefined;
const PROBE_EVERY_MS = 25;
const UNANSWERED_MS = 30_000;
const FUNDING_PAISE = 50_000_00n;

const wire = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`;
/** The Balance History screen's default month, as its body names it. */
const HISTORY_RANGE = {
  fromdate: wire(new Date(Date.now() - 30 * 86_400_000)),
  todate: wire(new Date()),
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Resolves with the answer, or `undefined` when none came within `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface Probe {
  at: number;
  ms: number;
}

type ProbeName = 'health' | 'getbal' | 'new connection';
const PROBES: ProbeName[] = ['health', 'getbal', 'new connection'];

/** `/api/health` on a connection of its own, closed after the answer: a phone opening the app. */
function healthOnNewConnection(apiUrl: string): Promise<void> {
  const url = new URL('/api/health', apiUrl);
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve());
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * Three probes, one request each every PROBE_EVERY_MS, until `stop()`: their latencies by time.
 * The first two keep a connection each, as a phone with the app open does; they must not share
 * the burst's pool, where the burst takes their idle connection and they wait to open another
 * behind the burst's own. The third opens a new connection for every request.
 */
function probes(apiUrl: string, customer: BenchCustomer) {
  const seen: Record<ProbeName, Probe[]> = { health: [], getbal: [], 'new connection': [] };
  const client = new ApiClient(apiUrl, 1);
  let running = true;
  const loop = async (name: ProbeName, ask: () => Promise<unknown>) => {
    while (running) {
      const t0 = performance.now();
      await ask().catch(() => undefined);
      const ms = performance.now() - t0;
      seen[name].push({ at: t0, ms });
      await sleep(Math.max(0, PROBE_EVERY_MS - ms));
    }
  };
  const done = Promise.all([
    loop('health', async () => (await fetch(`${apiUrl}/api/health`)).text()),
    loop('getbal', () => client.call('GET', '/api/user/getbal', customer)),
    loop('new connection', () => healthOnNewConnection(apiUrl)),
  ]);
  return {
    seen,
    stop: async () => {
      running = false;
      await done;
      client.close();
    },
  };
}

/** One burst: `count` recharges at once; how long it took and what the probes waited meanwhile. */
async function burst(
  client: ApiClient,
  customers: BenchCustomer[],
  book: KeyBook,
  seen: Record<string, Probe[]>,
) {
  const operation = recharge(customers, book);
  const t0 = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: BURST }, (_, i) => operation(client, i).catch((e: unknown) => String(e))),
  );
  const t1 = performance.now();
  const during = (name: string) =>
    (seen[name] ?? []).filter((p) => p.at + p.ms >= t0 && p.at <= t1).map((p) => p.ms);
  const ok = outcomes.filter((o) => typeof o === 'object' && o.ok).length;
  const waited = Object.fromEntries(PROBES.map((name) => [name, during(name)])) as Record<
    ProbeName,
    number[]
  >;
  return { ms: t1 - t0, ok, probes: waited };
}

type Kind = 'getbal' | 'user/get' | 'history' | 'recharge' | 'bill';
const MIX: [Kind, number][] = [
  ['getbal', 0.35],
  ['user/get', 0.15],
  ['history', 0.2],
  ['recharge', 0.2],
  ['bill', 0.1],
];

function chooseKind(): Kind {
  let r = Math.random();
  for (const [kind, share] of MIX) {
    if (r < share) return kind;
    r -= share;
  }
  return 'getbal';
}

async function mixed(
  client: ApiClient,
  customers: BenchCustomer[],
  book: KeyBook,
  apiPid: number | undefined,
) {
  // A timeline, a line a second: answers, and the API's CPU (busy or waiting?).
  let answered = 0;
  let cpu0 = cpuMs(apiPid);
  const timeline = setInterval(() => {
    const cpu = cpuMs(apiPid);
    log(`  ${answered} answers, API CPU ${Math.round((cpu - cpu0) / 10)} %`);
    answered = 0;
    cpu0 = cpu;
  }, 1000);
  const latencies = new Map<Kind, number[]>(MIX.map(([k]) => [k, []]));
  const counts = { ok: 0, refused: 0, errors: 0, unanswered: 0 };
  const operations: Record<'recharge' | 'bill', Operation> = {
    recharge: recharge(customers, book),
    bill: bill(customers, book),
  };
  const read = (kind: Kind, customer: BenchCustomer): Promise<Answer> =>
    kind === 'getbal'
      ? client.call('GET', '/api/user/getbal', customer)
      : kind === 'user/get'
        ? client.call('GET', '/api/user/get', customer)
        : client.call('POST', '/api/user/getRechLogs', customer, { json: HISTORY_RANGE });
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      while (performance.now() < end) {
        const kind = chooseKind();
        const t0 = performance.now();
        const work =
          kind === 'recharge' || kind === 'bill'
            ? operations[kind](client, worker).then((o) => o.ok)
            : read(kind, pick(customers)).then((a) => a.status === 200);
        const ok = await within(
          work.catch(() => false),
          UNANSWERED_MS,
        );
        const ms = performance.now() - t0;
        answered += 1;
        if (ok === undefined) counts.unanswered += 1;
        else if (ok) counts.ok += 1;
        else counts.errors += 1;
        latencies.get(kind)?.push(ms);
        if (ms > 5000 && DEBUG) log(`  slow ${kind}: ${Math.round(ms)} ms`);
        // An unanswered request still holds its socket: wait for it before the next one.
        if (ok === undefined) await work.catch(() => undefined);
      }
    }),
  );
  clearInterval(timeline);
  return { latencies, counts };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-pglite-burst-'));
  const cleanup = async () => {
    for (const child of [...children]) await stopChild(child, 5000).catch(() => undefined);
    if (DEBUG) log(`logs kept in ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  const load0 = os.loadavg();
  try {
    const secrets = benchSecrets();
    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const sandbox = await startSandbox({ secrets, apiUrl, logFile: path.join(dir, 'sandbox.log') });
    const env = productionEnv({
      secrets,
      sandboxUrl: sandbox.url,
      databaseUrl: '',
      dir,
      name: 'a',
      port,
      kycKey: newKycKey(),
    });
    if (DEBUG) env.LOG_LEVEL = 'info';
    const dataDir = env.DATA_DIR as string;
    // A first start creates the database; the customers are written while the API is stopped
    // (PGlite is one process's), then it starts again on them as `npm start` would.
    const first = await startApi(env, path.join(dir, 'api.log'), 'a');
    await stopChild(first.child);
    log(`${fmt(CUSTOMERS)} full-KYC customers into PGlite under ${dataDir}`);
    let database = await openPglite(dataDir);
    const customers = await seedCustomers(database.db, {
      count: CUSTOMERS,
      fundingPaise: FUNDING_PAISE,
      tokenSecret: tokenSecret(secrets),
    });
    await database.close();
    const api = await startApi(env, path.join(dir, 'api.log'), 'a');
    log(`API ${apiUrl} on PGlite (production, its jobs running), sandbox ${sandbox.url}`);

    const client = new ApiClient(apiUrl, CONNECTIONS + 8);
    const book = new KeyBook();
    const probeCustomer = customers[0] as BenchCustomer;
    // Warm: the probe's session and balance kept, the catalogue read once.
    await client.call('GET', '/api/user/getbal', probeCustomer);
    await recharge(customers, book)(client, 0);

    const probe = probes(apiUrl, probeCustomer);
    await sleep(1000);
    const quiet = Object.fromEntries(
      PROBES.map((name) => [name, probe.seen[name].map((p) => p.ms)]),
    ) as Record<ProbeName, number[]>;
    const bursts = [];
    for (let i = 0; i < BURSTS; i++) {
      const b = await burst(client, customers, book, probe.seen);
      bursts.push(b);
      log(
        `burst ${i + 1}: ${b.ok}/${BURST} recharges in ${fmt(b.ms)} ms; probes' max meanwhile: ` +
          PROBES.map((name) => `${name} ${fmt(Math.max(0, ...b.probes[name]))} ms`).join(', '),
      );
      await sleep(2000);
    }
    await probe.stop();

    log(`mixed load: ${CONNECTIONS} connections for ${SECONDS} s`);
    const mix = await mixed(client, customers, book, api.child.pid);
    client.close();

    log('checking the books');
    await stopChild(api.child);
    database = await openPglite(dataDir);
    const books = await booksOf(database.db, FUNDING_PAISE);
    const problems = await checkLedger(database.db);
    await database.close();
    const verdicts = [
      ...books.problems,
      ...problems.map((p) => `checkLedger: [${p.check}] ${p.detail}`),
      ...book.problems,
    ];

    const stats = (values: number[]) =>
      summarise('', values, 1, { ok: values.length, refused: 0, errors: 0 });
    console.log(
      `\nPGlite under a burst, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores ` +
        `(${os.cpus()[0]?.model ?? '?'}), ${fmt(CUSTOMERS)} customers, load average ` +
        `${load0.map((l) => l.toFixed(1)).join(' ')} → ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}\n`,
    );
    console.log('| probe | when | p50 ms | p99 ms | max ms | aim |');
    console.log('|---|---|--:|--:|--:|---|');
    for (const name of PROBES) {
      const q = stats(quiet[name]);
      console.log(
        `| ${name} | quiet | ${fmt(q.p50Ms, 1)} | ${fmt(q.p99Ms, 1)} | ${fmt(Math.max(...quiet[name]), 1)} | – |`,
      );
      const during = bursts.flatMap((b) => b.probes[name]);
      const d = stats(during);
      const max = Math.max(0, ...during);
      console.log(
        `| ${name} | during ${BURSTS} bursts of ${BURST} recharges | ${fmt(d.p50Ms, 1)} | ${fmt(d.p99Ms, 1)} | ${fmt(max, 1)} | < 100 ms ${max < 100 ? 'met' : '**missed**'} |`,
      );
    }
    console.log(
      `\nBursts: ${bursts.map((b) => `${b.ok}/${BURST} in ${fmt(b.ms)} ms`).join(', ')}.\n`,
    );
    console.log(
      `| mixed load (${CONNECTIONS} connections, ${SECONDS} s) | requests | p50 ms | p99 ms | max ms |`,
    );
    console.log('|---|--:|--:|--:|--:|');
    const all: number[] = [];
    for (const [kind, values] of mix.latencies) {
      all.push(...values);
      const s = stats(values);
      console.log(
        `| ${kind} | ${fmt(values.length)} | ${fmt(s.p50Ms, 1)} | ${fmt(s.p99Ms, 1)} | ${fmt(Math.max(0, ...values), 1)} |`,
      );
    }
    const s = stats(all);
    console.log(
      `| all | ${fmt(all.length)} | ${fmt(s.p50Ms, 1)} | ${fmt(s.p99Ms, 1)} | ${fmt(Math.max(0, ...all), 1)} |`,
    );
    console.log(
      `\n${fmt(mix.counts.ok)} ok, ${fmt(mix.counts.errors)} errors, ${fmt(mix.counts.unanswered)} unanswered in 30 s ` +
        `(${((100 * mix.counts.unanswered) / Math.max(1, all.length)).toFixed(2)} %); aim: none unanswered, p99 ≤ 2 s ` +
        `${mix.counts.unanswered === 0 && s.p99Ms <= 2000 ? 'met' : '**missed**'}`,
    );
    console.log(`- ${books.summary}`);
    console.log(
      `- checkLedger: ${problems.length === 0 ? 'no problems' : `${problems.length} problems`}`,
    );
    for (const v of verdicts) console.log(`- FAILED: ${v}`);
    return verdicts.length > 0 ? 1 : 0;
  } finally {
    await cleanup();
  }
}

runBench(main);
