/**
 * The load of bench/festival.ts: virtual customers, the day's mix and an open-model driver.
 *
 * Open model: each kind of flow is started at a fixed rate (every 1/rate seconds, whether or not
 * the earlier ones have finished), so a slow API makes requests pile up instead of slowing the
 * load down — as customers on a festival day do not wait for each other.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

export interface VirtualCustomer {
  mobile: string;
  password: string;
  token: string;
  /** The address this customer's requests come from (X-Forwarded-For). */
  ip: string;
  userId: string;
}

/** Number endings the sandbox's aggregator obeys (apps/sandbox/README.md, "Magic values"). */
export const ENDINGS = {
  success: '5678',
  failure: '0000',
  pending: '1111',
  hang: '2222',
} as const;
export type Ending = keyof typeof ENDINGS;

/**
 * Kosh on an ordinary day at issue 16 §4's size (10 million customers, 5 million payments), per
 * day. The ratios to payments are this bench's assumptions, stated in bench/README.md.
 */
export const ORDINARY_DAY = {
  payments: 5_000_000,
  topUps: 1_500_000,
  logins: 2_000_000,
  balanceReads: 20_000_000,
  historyReads: 5_000_000,
} as const;

/** Shares of the payments by the aggregator's outcome (failures and timeouts exaggerated). */
export const ENDING_SHARES: Record<Ending, number> = {
  success: 0.82,
  failure: 0.08,
  pending: 0.06,
  hang: 0.04,
};

export interface Flow {
  name: string;
  perSecond: number;
  run: (customer: VirtualCustomer) => Promise<void>;
}

interface Row {
  attempted: number;
  ok: number;
  refused: number;
  errors: number;
  latencies: number[];
}

export interface RowReport {
  call: string;
  attempted: number;
  ok: number;
  refused: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rate: number;
}

export type Verdict = 'ok' | 'refused' | 'error';

export class Stats {
  private readonly rows = new Map<string, Row>();
  readonly errorSamples: string[] = [];

  record(call: string, verdict: Verdict, ms: number, detail?: string) {
    let row = this.rows.get(call);
    if (!row) {
      row = { attempted: 0, ok: 0, refused: 0, errors: 0, latencies: [] };
      this.rows.set(call, row);
    }
    row.attempted += 1;
    if (verdict === 'ok') row.ok += 1;
    else if (verdict === 'refused') row.refused += 1;
    else {
      row.errors += 1;
      if (this.errorSamples.length < 20) this.errorSamples.push(`${call}: ${detail ?? ''}`);
    }
    row.latencies.push(ms);
  }

  get errors() {
    let n = 0;
    for (const row of this.rows.values()) n += row.errors;
    return n;
  }

  report(seconds: number): RowReport[] {
    const pct = (sorted: number[], p: number) =>
      sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
      0;
    return [...this.rows.entries()].map(([call, row]) => {
      const sorted = [...row.latencies].sort((a, b) => a - b);
      return {
        call,
        attempted: row.attempted,
        ok: row.ok,
        refused: row.refused,
        errors: row.errors,
        p50: pct(sorted, 50),
        p95: pct(sorted, 95),
        p99: pct(sorted, 99),
        rate: row.attempted / seconds,
      };
    });
  }
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

const istDate = (offsetDays: number) => {
  const d = new Date(Date.now() + 5.5 * 3600_000 + offsetDays * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

const pick = <T>(list: readonly T[]): T => {
  const item = list[Math.floor(Math.random() * list.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
};
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
const data = (answer: Answer) => (answer.body.data ?? {}) as Record<string, unknown>;

/** The HTTP side: one request, its answer and time; a network failure or timeout is status 0. */
export class Client {
  constructor(
    public apiUrl: string,
    readonly sandboxUrl: string,
  ) {}

  async send(
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; ip?: string; json?: unknown; key?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.key) headers['idempotency-key'] = options.key;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    try {
      const res = await fetch(url, {
        method,
        headers,
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        body = { raw: text.slice(0, 200) };
      }
      return { status: res.status, body, ms: performance.now() - started };
    } catch (error) {
      return {
        status: 0,
        body: { error: error instanceof Error ? error.message : String(error) },
        ms: performance.now() - started,
      };
    }
  }

  api(
    method: 'GET' | 'POST',
    path: string,
    customer: VirtualCustomer | null,
    options: { json?: unknown; key?: string; token?: string } = {},
  ) {
    return this.send(method, `${this.apiUrl}${path}`, {
      ip: customer?.ip,
      token: options.token ?? customer?.token,
      json: options.json,
      key: options.key,
    });
  }

  /** Pays a gateway order as the sandbox's checkout page does (no auth: the customer's browser). */
  checkout(orderId: string, outcome: 'success' | 'failure') {
    return this.send('POST', `${this.sandboxUrl}/checkout/orders/${orderId}/pay`, {
      json: { outcome },
    });
  }
}

const short = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 240)}`;

/** What a flow needs beside the client: where to count, and what to remember for the settle. */
export interface LoadContext {
  client: Client;
  stats: Stats;
  /** Gateway orders the checkout paid: each must end credited (or refunded) once quiet. */
  paidOrders: Set<string>;
}

/** The flows of the day's mix, at `slice` of Kosh's ordinary day times `festival`. */
export function festivalFlows(ctx: LoadContext, slice: number, festival: number): Flow[] {
  const { client, stats } = ctx;
  const perSecond = (perDay: number) => (perDay * slice * festival) / 86_400;

  const login: Flow = {
    name: 'login',
    perSecond: perSecond(ORDINARY_DAY.logins),
    async run(c) {
      const a = await client.api('POST', '/api/user/login', c, {
        json: { mobileno: c.mobile, password: c.password },
        token: '',
      });
      const ok = a.status === 200 && typeof data(a).token === 'string';
      stats.record('login', ok ? 'ok' : 'error', a.ms, short(a));
    },
  };

  const balance: Flow = {
    name: 'getbal',
    perSecond: perSecond(ORDINARY_DAY.balanceReads),
    async run(c) {
      const a = await client.api('GET', '/api/user/getbal', c);
      stats.record('getbal', a.status === 200 ? 'ok' : 'error', a.ms, short(a));
    },
  };

  const history: Flow = {
    name: 'history',
    perSecond: perSecond(ORDINARY_DAY.historyReads),
    async run(c) {
      const a = await client.api('POST', '/api/user/getRechLogs', c, {
        json: { fromdate: istDate(-30), todate: istDate(0) },
      });
      const ok = a.status === 200 && Array.isArray(a.body.data);
      stats.record('history (getRechLogs)', ok ? 'ok' : 'error', a.ms, short(a));
    },
  };

  const recharge = (ending: Ending): Flow => ({
    name: `recharge ${ending}`,
    perSecond: perSecond(ORDINARY_DAY.payments) * ENDING_SHARES[ending],
    async run(c) {
      const call = `recharge …${ENDINGS[ending]} (${ending})`;
      const key = randomUUID();
      const json = {
        opcode: 'JIO',
        number: `98765${between(0, 9)}${ENDINGS[ending]}`,
        amount: between(10, 99),
      };
      const a = await client.api('POST', '/api/recharge/mobile', c, { json, key });
      const status = data(a).status;
      let verdict: Verdict = 'error';
      if (a.status === 422)
        verdict = 'refused'; // the wallet cannot pay
      else if (ending === 'success')
        verdict = a.status === 200 && status === 'Success' ? 'ok' : 'error';
      else if (ending === 'failure') {
        // The operator refused and the hold came back: the refusal this ending asks for.
        verdict = a.status === 200 && status === 'Failure' ? 'refused' : 'error';
      } else verdict = a.status === 202 && status === 'Pending' ? 'ok' : 'error';
      stats.record(call, verdict, a.ms, short(a));
      // A retry under the same key (a double tap, a lost answer) must answer the first answer.
      if (verdict !== 'error' && Math.random() < 0.05) {
        const again = await client.api('POST', '/api/recharge/mobile', c, { json, key });
        const same =
          again.status === a.status &&
          (a.status === 422 || data(again).orderId === data(a).orderId);
        stats.record('recharge retry, same key', same ? 'ok' : 'error', again.ms, short(again));
      }
    },
  });

  const topUp: Flow = {
    name: 'top-up',
    perSecond: perSecond(ORDINARY_DAY.topUps),
    async run(c) {
      const amount = between(100, 500);
      const created = await client.api('POST', '/api/payment/CreateOrder', c, {
        json: { amount, currency: 'INR', receipt: `fest_${randomUUID().slice(0, 18)}` },
        key: randomUUID(),
      });
      const orderId = data(created).id;
      if (created.status === 422) return stats.record('CreateOrder', 'refused', created.ms);
      if (created.status !== 200 || typeof orderId !== 'string') {
        return stats.record('CreateOrder', 'error', created.ms, short(created));
      }
      stats.record('CreateOrder', 'ok', created.ms);
      const outcome = Math.random() < 0.85 ? 'success' : 'failure';
      const paid = await client.checkout(orderId, outcome);
      if (paid.status !== 200) {
        return stats.record('checkout pay (sandbox)', 'error', paid.ms, short(paid));
      }
      stats.record('checkout pay (sandbox)', outcome === 'success' ? 'ok' : 'refused', paid.ms);
      if (outcome === 'failure') return;
      ctx.paidOrders.add(orderId);
      // Most customers come back to the app (VerifyPayment); the rest close the tab and the
      // gateway's webhook credits them.
      if (Math.random() < 0.2) return;
      const verified = await client.api('POST', '/api/payment/VerifyPayment', c, {
        json: paid.body,
        key: randomUUID(),
      });
      const verdict: Verdict =
        verified.status === 200 ? 'ok' : verified.status === 422 ? 'refused' : 'error';
      stats.record('VerifyPayment', verdict, verified.ms, short(verified));
    },
  };

  return [login, balance, history, ...(Object.keys(ENDINGS) as Ending[]).map(recharge), topUp];
}

/**
 * Starts each flow at its fixed rate for `seconds`, each time for a customer picked at random,
 * and resolves once every flow started has finished (or `drainMs` has passed).
 */
export async function drive(
  flows: Flow[],
  customers: VirtualCustomer[],
  seconds: number,
  drainMs: number,
  onFlowError: (error: unknown) => void,
): Promise<{ started: number; maxInFlight: number; unfinished: number }> {
  const inFlight = new Set<Promise<void>>();
  let started = 0;
  let maxInFlight = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  // A random phase per flow, so that the kinds do not all start on the same tick.
  const due = flows.map((f) => t0 + (Math.random() * 1000) / Math.max(f.perSecond, 0.001));
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      flows.forEach((flow, i) => {
        if (flow.perSecond <= 0) return;
        const interval = 1000 / flow.perSecond;
        while ((due[i] ?? end) <= Math.min(now, end)) {
          due[i] = (due[i] ?? end) + interval;
          started += 1;
          const p: Promise<void> = flow
            .run(pick(customers))
            .catch(onFlowError)
            .finally(() => inFlight.delete(p));
          inFlight.add(p);
        }
      });
      maxInFlight = Math.max(maxInFlight, inFlight.size);
      if (now >= end) resolve();
      else setTimeout(tick, 5);
    };
    tick();
  });
  const drained = Promise.all([...inFlight]).then(() => true);
  const timeout = new Promise<boolean>((resolve) =>
    setTimeout(() => resolve(false), drainMs).unref(),
  );
  await Promise.race([drained, timeout]);
  return { started, maxInFlight, unfinished: inFlight.size };
}
