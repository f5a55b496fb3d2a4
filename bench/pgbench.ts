/**
 * pgbench as the money benches' yardstick (bench:ledger, bench:products): its built-in TPC-B-like
 * script — five statements and one commit a transaction, what a bank's debit costs a database —
 * on the same PostgreSQL in the same run, before and after the bench's own scenarios, so a figure
 * is a ratio to this machine's database at that hour rather than a number that moves with the host.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export interface Measured {
  name: string;
  tps: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  refused: number;
  errors: number;
  /** CPU time of the Node process doing the work (the ledger's, or the API server's) per attempt. */
  cpuMsPerTx?: number;
}

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
}

/** TPS and latencies of the successful operations (`latencies`, ms) over `seconds`. */
export function summarise(
  name: string,
  latencies: number[],
  seconds: number,
  counts: { ok: number; refused: number; errors: number },
): Measured {
  const sorted = Float64Array.from(latencies).sort();
  const sum = latencies.reduce((a, b) => a + b, 0);
  return {
    name,
    tps: latencies.length / seconds,
    meanMs: latencies.length ? sum / latencies.length : Number.NaN,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    ...counts,
  };
}

/** Runs one statement as the admin (create or drop a bench's database). */
export async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The database named `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * pgbench on `database` (which the caller creates and drops): `init()` once (scale 10), then
 * `measure()` as often as the bench wants a reference (8 clients, 2 threads, `seconds` each).
 * `kill()` stops a run in progress (on Ctrl-C).
 */
export class Pgbench {
  private readonly running = new Set<ChildProcess>();
  private killed = false;

  constructor(
    private readonly adminUrl: string,
    private readonly database: string,
    private readonly seconds: number,
  ) {}

  async init(): Promise<void> {
    await this.run(['-i', '-s', '10', '-q', this.database], 180_000);
  }

  /** One timed run; p50/p99 from its per-transaction log (-l), written under `parentDir`. */
  async measure(name: string, parentDir: string): Promise<Measured> {
    const logDir = fs.mkdtempSync(path.join(parentDir, 'run-'));
    const prefix = path.join(logDir, 'pgbench');
    const stdout = await this.run(
      ['-c', '8', '-j', '2', '-T', String(this.seconds), '-l', `--log-prefix=${prefix}`],
      (this.seconds + 120) * 1000,
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    const mean = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    if (!tps || !mean) throw new Error(`could not read pgbench's report:\n${stdout}`);
    // Per-transaction log lines: client_id transaction_no time_us script_no epoch epoch_us
    const latencies: number[] = [];
    for (const file of fs.readdirSync(logDir).filter((f) => f.startsWith('pgbench.'))) {
      for (const line of fs.readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
      }
    }
    const summary = summarise(name, latencies, this.seconds, {
      ok: latencies.length,
      refused: 0,
      errors: failed,
    });
    return { ...summary, tps: Number(tps), meanMs: Number(mean) };
  }

  kill() {
    this.killed = true;
    for (const child of this.running) child.kill('SIGTERM');
  }

  private env(): NodeJS.ProcessEnv {
    const url = new URL(this.adminUrl);
    return {
      ...process.env,
      PGHOST: url.hostname,
      PGPORT: url.port || '5432',
      PGUSER: decodeURIComponent(url.username || 'postgres'),
      ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}),
    };
  }

  /** pgbench with `args` (the database last), killed after timeoutMs; resolves with its stdout. */
  private run(args: string[], timeoutMs: number): Promise<string> {
    const all = args[0] === '-i' ? args : [...args, this.database];
    return new Promise((resolve, reject) => {
      if (this.killed) return reject(new Error('interrupted'));
      const child = spawn('pgbench', all, { env: this.env(), stdio: ['ignore', 'pipe', 'pipe'] });
      this.running.add(child);
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        this.running.delete(child);
        if (code === 0) resolve(stdout);
        else reject(new Error(`pgbench ${all.join(' ')} failed (${signal ?? code}):\n${stderr}`));
      });
    });
  }
}
