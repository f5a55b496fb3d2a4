/**
 * bench:products' load: a closed loop of `connections` workers over keep-alive connections (as
 * autocannon drives bench:ledger), each running one product operation after another — a recharge,
 * a bill fetched and paid, a transfer — as a customer's phone sends it: the session token, an
 * Idempotency-Key, the customer's own address. Every operation is timed end to end.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import http from 'node:http';
import type { BenchCustomer } from './products-seed';
import { summarise, type Measured } from './pgbench';

export interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; message?: string; code?: string };
}

export class ApiClient {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(url: string, connections: number) {
    this.url = new URL(url);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  call(
    method: 'GET' | 'POST',
    path: string,
    customer: BenchCustomer,
    options: { json?: unknown; key?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${customer.token}`,
      'x-forwarded-for': customer.ip,
    };
    if (options.key) headers['idempotency-key'] = options.key;
    const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          method,
          path,
          headers,
          agent: this.agent,
          timeout: 60_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: Answer['body'] = {};
            try {
              body = text ? (JSON.parse(text) as Answer['body']) : {};
            } catch {
              body = { message: text.slice(0, 200) };
            }
            resolve({ status: res.statusCode ?? 0, body });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('no answer in 60 s')));
      req.on('error', reject);
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

/** What one operation came to: `ok` counts toward the rate; `refused` is a 4xx the bench expects. */
export type Outcome = { ok: true } | { ok: false; refused: boolean; why: string };

/** A product path as one operation of one customer, run by `worker` (0…connections-1). */
export type Operation = (client: ApiClient, worker: number) => Promise<Outcome>;

export interface LoopResult extends Measured {
  samples: string[];
}

/**
 * `connections` workers, each one operation after another for `seconds`; only successful
 * operations are timed and counted in the rate (as bench:ledger counts successful debits).
 */
export async function closedLoop(
  name: string,
  client: ApiClient,
  operation: Operation,
  options: { seconds: number; connections: number },
): Promise<LoopResult> {
  const latencies: number[] = [];
  const counts = { ok: 0, refused: 0, errors: 0 };
  const samples = new Map<string, number>();
  const started = performance.now();
  const end = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async (_, worker) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        let outcome: Outcome;
        try {
          outcome = await operation(client, worker);
        } catch (error) {
          outcome = { ok: false, refused: false, why: String(error).slice(0, 160) };
        }
        if (outcome.ok) {
          counts.ok += 1;
          latencies.push(performance.now() - t0);
        } else {
          counts[outcome.refused ? 'refused' : 'errors'] += 1;
          samples.set(outcome.why, (samples.get(outcome.why) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    ...summarise(name, latencies, seconds, counts),
    samples: [...samples].map(([why, n]) => `${why} ×${n}`),
  };
}

/** The keys of the effects an operation made, and how each was checked by a retry. */
export class KeyBook {
  /** Idempotency-Key → the id the first answer named (an order, a transfer). */
  readonly effects = new Map<string, string>();
  readonly problems: string[] = [];
  retried = 0;

  record(key: string, id: string) {
    this.effects.set(key, id);
  }

  /** A retry under `key` must name the first answer's id. */
  checkRetry(key: string, id: string | undefined) {
    this.retried += 1;
    const first = this.effects.get(key);
    if (first !== id) this.problems.push(`key ${key}: first ${first}, retry ${id ?? 'no id'}`);
  }
}

/** A fresh Idempotency-Key. */
export const newKey = () => randomUUID();
