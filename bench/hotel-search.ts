/**
 * Hotel search latency, API side (issue 13 §2: p95 ≤ 300 ms for the largest city; a benchmark,
 * never part of `npm test`). `npm run bench:hotels` — see bench/README.md.
 *
 * Three processes, so none shares an event loop with another: the sandbox (the hotel supplier),
 * the real API (bench/hotel-search-server.ts) on a fresh database, and this load generator.
 * For each database (PGlite in a temporary DATA_DIR; PostgreSQL in a fresh database when one
 * answers at BENCH_POSTGRES_URL), autocannon sends New Delhi searches (600+ hotels):
 *
 *   1. the supplier alone: its availability call for the same stay, for reference;
 *   2. new searches: no traceId — one supplier call, the whole list stored as a session;
 *   3. continued pages: the traceId of one session, cycling through its 30-odd pages under the
 *      three sorts and a few filters — answered from the stored list, no supplier call.
 *
 * Every request comes from an address of its own (X-Forwarded-For; the API trusts the proxy), so
 * the per-address limits stay on without throttling the load. Any answer but 200 fails the run.
 * Latencies are each response's time as autocannon saw it; p95 is computed from all of them.
 *
 * Environment: BENCH_POSTGRES_URL (an admin URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * "none" skips PostgreSQL), BENCH_SECONDS (per scenario, default 15), BENCH_CONNECTIONS (the
 * concurrent requests each scenario runs at, a list: default "2,8").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { postgresAvailable, withFreshDatabase } from './bench-process';
import { freePort } from '@kosh/test-harness/free-port';
import { addHotelDays, earliestCheckIn } from '@kosh/contract/hotels';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '2,8').split(',').map(Number);
const WARMUP_SECONDS = 3;
const HOTELS_KEY = 'kosh_sandbox_hotels_key';
const CITY = 'city-new-delhi';
const AIM_P95_MS = 300;

const checkIn = addHotelDays(earliestCheckIn(), 21);
const stay = {
  checkIn,
  checkOut: addHotelDays(checkIn, 2),
  occupancies: [{ numOfAdults: 2, childAges: [] }],
  locationId: CITY,
};

const children = new Set<ChildProcess>();
let octet = 0;
/** A client address of its own for each request: 10.x.y.z, counting. */
function nextAddress() {
  octet += 1;
  return `10.${(octet >> 16) & 255}.${(octet >> 8) & 255}.${octet & 255}`;
}

interface Measured {
  scenario: string;
  database: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  cpuMsPerRequest?: number;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** autocannon for `seconds` against `url`; throws on any answer but 200. */
async function load(url: string, requests: Request[], seconds: number, connections: number) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    requests,
  });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    latencies.push(responseTime);
  });
  const result = await instance;
  const bad = [...statuses].filter(([status]) => status !== 200);
  if (bad.length > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `answers other than 200: ${JSON.stringify(Object.fromEntries(bad))}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
  }
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
}

const json = (body: unknown, headers: Record<string, string> = {}): Request => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Each request from its own address, as many customers behind a load balancer. */
const fromEveryone = (request: Request): Request => ({
  ...request,
  setupRequest: (req) => ({
    ...req,
    headers: { ...req.headers, 'x-forwarded-for': nextAddress() },
  }),
});

function node(script: string, env: Record<string, string>, ipc: boolean): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', ...(ipc ? (['ipc'] as const) : [])],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 240; i += 1) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start`);
}

async function startApi(hotelsBaseUrl: string, databaseUrl: string) {
  const child = node(
    'bench/hotel-search-server.ts',
    { HOTELS_BASE_URL: hotelsBaseUrl, BENCH_DATABASE_URL: databaseUrl },
    true,
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
  });
  const cpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (m) => {
        const { user, system } = (m as { cpu: NodeJS.CpuUsage }).cpu;
        resolve((user + system) / 1000);
      });
      child.send('cpu');
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send('stop');
    });
  return { url: `http://127.0.0.1:${port}`, cpu, stop };
}

async function benchDatabase(
  kind: 'PGlite' | 'PostgreSQL',
  sandboxUrl: string,
  databaseUrl: string,
): Promise<Measured[]> {
  const api = await startApi(sandboxUrl, databaseUrl);
  const measured: Measured[] = [];
  try {
    const newSearch = fromEveryone(json({ ...stay, filterBy: null, sortBy: null }));
    console.log(`${kind}: warming up (${WARMUP_SECONDS} s)`);
    await load(`${api.url}/api/hotel/searchHotel`, [newSearch], WARMUP_SECONDS, 2);

    const run = async (scenario: string, requests: Request[]) => {
      for (const connections of CONNECTIONS) {
        console.log(`${kind}: ${scenario} (${SECONDS} s, ${connections} connections)`);
        const cpu0 = await api.cpu();
        const figures = await load(
          `${api.url}/api/hotel/searchHotel`,
          requests,
          SECONDS,
          connections,
        );
        const cpu = (await api.cpu()) - cpu0;
        measured.push({
          scenario,
          database: kind,
          connections,
          ...figures,
          cpuMsPerRequest: cpu / figures.requests,
        });
      }
    };
    await run('new search', [newSearch]);

    const first = await fetch(`${api.url}/api/hotel/searchHotel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify(stay),
    });
    const { traceId, totalCount } = (await first.json()) as { traceId: string; totalCount: number };
    const pages = Math.ceil(totalCount / 20);
    const views = [
      { sortBy: null, filterBy: null },
      { sortBy: { finalRate: 'asc' }, filterBy: null },
      { sortBy: { rating: 'desc' }, filterBy: null },
      { sortBy: null, filterBy: { freeBreakfast: true, reviewRatings: [4] } },
      { sortBy: { finalRate: 'asc' }, filterBy: { hotelName: 'inn' } },
    ];
    const continued = views.flatMap((view) =>
      Array.from({ length: pages }, (_, i) =>
        fromEveryone(json({ ...stay, ...view, traceId, page: i + 1 })),
      ),
    );
    await run(`continued pages (${continued.length} distinct requests)`, continued);
  } finally {
    await api.stop();
  }
  return measured;
}

async function main() {
  const sandboxPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  node(
    'apps/sandbox/src/server.ts',
    { SANDBOX_PORT: String(sandboxPort), HOTELS_API_KEY: HOTELS_KEY },
    false,
  );
  await until(async () => (await fetch(`${sandboxUrl}/`)).ok, 'the sandbox');

  const results: Measured[] = [];
  // The supplier alone, for reference: what every new search waits for.
  const supplierCall = json(
    {
      location_id: CITY,
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      occupancies: [{ adults: 2, child_ages: [] }],
      nationality: 'IN',
    },
    { 'x-api-key': HOTELS_KEY },
  );
  await load(`${sandboxUrl}/hotels/v1/availability`, [supplierCall], WARMUP_SECONDS, 2);
  for (const connections of CONNECTIONS) {
    console.log(`supplier: availability (${SECONDS} s, ${connections} connections)`);
    results.push({
      scenario: 'supplier availability alone',
      database: '–',
      connections,
      ...(await load(`${sandboxUrl}/hotels/v1/availability`, [supplierCall], SECONDS, connections)),
    });
  }

  results.push(...(await benchDatabase('PGlite', sandboxUrl, '')));
  if (await postgresAvailable(ADMIN_URL)) {
    const measured = await withFreshDatabase(ADMIN_URL, 'kosh_hbench', (url) =>
      benchDatabase('PostgreSQL', sandboxUrl, url),
    );
    results.push(...measured);
  } else {
    console.log(`PostgreSQL: none at ${ADMIN_URL}, skipped`);
  }

  const ms = (v: number) => v.toFixed(1);
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, ${SECONDS} s each\n`,
  );
  console.log(
    '| scenario | database | connections | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | API CPU ms/req | p95 ≤ 300 ms |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of results) {
    const api = r.database !== '–';
    console.log(
      `| ${r.scenario} | ${r.database} | ${r.connections} | ${r.requests} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.cpuMsPerRequest === undefined ? '–' : ms(r.cpuMsPerRequest)} | ${api ? (r.p95 <= AIM_P95_MS ? 'met' : '**missed**') : '–'} |`,
    );
  }
}

const cleanUp = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

main()
  .then(() => {
    cleanUp();
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error);
    cleanUp();
    process.exit(1);
  });
