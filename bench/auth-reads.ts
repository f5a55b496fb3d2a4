/**
 * Authenticated reads against a bare Node http server (issue 16 §1: ≥ 0.3× bare Node on
 * PostgreSQL, ≥ 0.1× on PGlite; a benchmark, never part of `npm test`). `npm run bench:reads` —
 * see bench/README.md.
 *
 * In one run, each in a process of its own so none shares an event loop with the load generator:
 *
 *   1. a bare `node:http` server answering a JSON body of getbal's size (the reference);
 *   2. Kosh (bench/auth-reads-server.ts: buildApp with its production logging) on a fresh
 *      PostgreSQL database, then on PGlite in a temporary DATA_DIR, with BENCH_CUSTOMERS customers
 *      signed up through the API; every request carries one of their tokens, picked in turn, for
 *      the reads a customer makes on every screen: `GET user/getbal`, `GET user/get`,
 *      `POST user/getRechLogs` (the balance history, six rows each) and `POST user/getWaletReq`.
 *
 * Then, on each database, a revoked session must be refused at once: a customer logs out and the
 * very next read with that token must answer 401 (the run fails otherwise). Any answer but 200
 * under load fails the run too.
 *
 * Environment: BENCH_POSTGRES_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * "none" skips PostgreSQL), BENCH_SECONDS (per read, 10), BENCH_CONNECTIONS (16), BENCH_READS (a
 * comma list of the reads to run, default all), BENCH_API_NODE_ARGS (extra Node flags for the API
 * process: `--cpu-prof --cpu-prof-dir=/tmp/prof` profiles it, which NODE_OPTIONS refuses),
 * BENCH_PROFILE_DIR (a CPU profile of the API for each measured window alone, without start-up,
 * sign-ups and warm-up: `<database>-<read>.cpuprofile`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { postgresAvailable, withFreshDatabase } from './bench-process';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WARMUP_SECONDS = 3;
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const AIMS = { PostgreSQL: 0.3, PGlite: 0.1 } as const;

const today = new Date();
const wire = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`;
const monthAgo = new Date(today.getTime() - 30 * 86_400_000);

const READS: Record<string, { method: 'GET' | 'POST'; path: string; body?: unknown }> = {
  'user/getbal': { method: 'GET', path: '/api/user/getbal' },
  'user/get': { method: 'GET', path: '/api/user/get' },
  'user/getRechLogs': {
    method: 'POST',
    path: '/api/user/getRechLogs',
    body: { fromdate: wire(monthAgo), todate: wire(today) },
  },
  'user/getWaletReq': {
    method: 'POST',
    path: '/api/user/getWaletReq',
    body: { status: '-1', fromdate: wire(monthAgo), todate: wire(today) },
  },
};
const chosen = (process.env.BENCH_READS ?? Object.keys(READS).join(','))
  .split(',')
  .filter((name) => name in READS);

const children = new Set<ChildProcess>();

interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

/** autocannon for `seconds`; throws on any answer but 200. */
async function load(url: string, requests: Request[], seconds: number): Promise<Figures> {
  const statuses = new Map<number, number>();
  const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, requests });
  instance.on('response', (_client, status) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  const bad = [...statuses].filter(([status]) => status !== 200);
  if (bad.length > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `answers other than 200: ${JSON.stringify(Object.fromEntries(bad))}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
  }
  return {
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

function node(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    // stdout (the API's request log) is read and dropped, as a log shipper would.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

interface Server {
  url: string;
  tokens: string[];
  cpuMs: () => Promise<number>;
  /** Sends `message` and waits for the child's answer. */
  ask: (message: unknown) => Promise<unknown>;
  stop: () => Promise<void>;
}

async function start(child: ChildProcess): Promise<Server> {
  const ready = await new Promise<{ port: number; tokens?: string[] }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { port: number; tokens?: string[] }));
    child.once('exit', (code) => reject(new Error(`a bench server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${ready.port}`,
    tokens: ready.tokens ?? [],
    cpuMs: () =>
      new Promise<number>((resolve) => {
        child.once('message', (m) => {
          const { user, system } = (m as { cpu: NodeJS.CpuUsage }).cpu;
          resolve((user + system) / 1000);
        });
        child.send('cpu');
      }),
    ask: (message) =>
      new Promise((resolve) => {
        child.once('message', resolve);
        child.send(message as string);
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

/** The reference: node:http answering a getbal-sized JSON body, nothing else. */
const BARE_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ result: true, success: true, tokenValid: true, data: 940, balance: { paise: '94000', rupees: '940.00' } });
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }); res.end(body); });
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('message', (m) => {
  if (m === 'cpu') process.send({ cpu: process.cpuUsage() });
  if (m === 'stop') server.close(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
`;

function readRequests(name: string, tokens: string[]): Request[] {
  const read = READS[name];
  if (!read) throw new Error(`unknown read ${name}`);
  let next = 0;
  return [
    {
      method: read.method,
      path: read.path,
      ...(read.body === undefined
        ? {}
        : { body: JSON.stringify(read.body), headers: { 'content-type': 'application/json' } }),
      setupRequest: (req) => {
        next = (next + 1) % tokens.length;
        return { ...req, headers: { ...req.headers, authorization: `Bearer ${tokens[next]}` } };
      },
    },
  ];
}

/** Logs one customer out, then reads with the same token at once: it must be refused. */
async function revocationCheck(server: Server): Promise<string> {
  const token = server.tokens[0];
  if (!token) throw new Error('no token');
  const auth = { authorization: `Bearer ${token}` };
  const before = await fetch(`${server.url}/api/user/getbal`, { headers: auth });
  const out = await fetch(`${server.url}/api/v1/auth/logout`, { method: 'POST', headers: auth });
  const after = await fetch(`${server.url}/api/user/getbal`, { headers: auth });
  if (before.status !== 200 || out.status !== 200 || after.status !== 401) {
    throw new Error(
      `revocation: getbal ${before.status}, logout ${out.status}, then getbal ${after.status} (401 expected)`,
    );
  }
  return 'refused at once (401)';
}

interface Row {
  database: string;
  read: string;
  figures: Figures;
  cpuMsPerRequest: number;
}

async function measure(
  database: 'bare' | 'PostgreSQL' | 'PGlite',
  server: Server,
  names: string[],
) {
  const rows: Row[] = [];
  for (const name of names) {
    const requests =
      database === 'bare'
        ? [{ method: 'GET' as const, path: '/' }]
        : readRequests(name, server.tokens);
    console.log(`${database}: ${name} (warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s)`);
    await load(server.url, requests, WARMUP_SECONDS);
    const profiling = PROFILE_DIR !== undefined && database !== 'bare';
    if (profiling) await server.ask('profile-start');
    const cpu0 = await server.cpuMs();
    const figures = await load(server.url, requests, SECONDS);
    const cpu1 = await server.cpuMs();
    if (profiling) {
      const file = path.join(PROFILE_DIR, `${database}-${name.replace('/', '-')}.cpuprofile`);
      await server.ask({ profileStop: file });
      console.log(`  profile: ${file}`);
    }
    rows.push({ database, read: name, figures, cpuMsPerRequest: (cpu1 - cpu0) / figures.requests });
  }
  return rows;
}

async function main() {
  const tsx = [
    ...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    '--import',
    'tsx',
    path.join(ROOT, 'bench/auth-reads-server.ts'),
  ];
  const rows: Row[] = [];
  const revocations: string[] = [];

  const bare = await start(node(['-e', BARE_SERVER], {}));
  rows.push(...(await measure('bare', bare, ['bare http'])));
  await bare.stop();

  if (await postgresAvailable(ADMIN_URL)) {
    await withFreshDatabase(ADMIN_URL, 'kosh_reads', async (url) => {
      console.log('PostgreSQL: signing customers up');
      const kosh = await start(node(tsx, { BENCH_DATABASE_URL: url }));
      try {
        rows.push(...(await measure('PostgreSQL', kosh, chosen)));
        revocations.push(`PostgreSQL: ${await revocationCheck(kosh)}`);
      } finally {
        await kosh.stop();
      }
    });
  } else {
    console.log('PostgreSQL: not reachable, skipped');
  }

  console.log('PGlite: signing customers up');
  const embedded = await start(node(tsx, { BENCH_DATABASE_URL: '' }));
  try {
    rows.push(...(await measure('PGlite', embedded, chosen)));
    revocations.push(`PGlite: ${await revocationCheck(embedded)}`);
  } finally {
    await embedded.stop();
  }

  const reference = rows[0]?.figures.rps ?? 1;
  console.log(`\nbare Node http: ${Math.round(reference).toLocaleString('en-US')} req/s\n`);
  console.log('| database | read | req/s | × bare | aim | p50 ms | p99 ms | API CPU ms/req |');
  console.log('| --- | --- | ---: | ---: | --- | ---: | ---: | ---: |');
  for (const row of rows) {
    const ratio = row.figures.rps / reference;
    const aim = row.database === 'bare' ? undefined : AIMS[row.database as keyof typeof AIMS];
    console.log(
      `| ${row.database} | ${row.read} | ${Math.round(row.figures.rps).toLocaleString('en-US')} | ${ratio.toFixed(3)}× | ${aim === undefined ? 'reference' : `≥ ${aim}× ${ratio >= aim ? 'met' : '**missed**'}`} | ${row.figures.p50} | ${row.figures.p99} | ${row.cpuMsPerRequest.toFixed(3)} |`,
    );
  }
  console.log(`\nrevoked sessions: ${revocations.join('; ')}`);
}

const cleanUp = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
main().catch((error: unknown) => {
  console.error(error);
  cleanUp();
  process.exit(1);
});
