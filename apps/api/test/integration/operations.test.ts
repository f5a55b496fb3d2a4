import { randomUUID } from 'node:crypto';
import parsePrometheus from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, signInAdmin, signUp, type SignedInAdmin } from '../helpers/accounts';
import { overHttp } from '../helpers/http';
import { call, fund } from '../helpers/recharges';
import { orderFor, pay, verify } from '../helpers/wallet';

interface Family {
  name: string;
  type: string;
  metrics: {
    labels?: Record<string, string>;
    value?: string;
    count?: string;
    buckets?: Record<string, string>;
  }[];
}
const parse = (text: string) => parsePrometheus(text) as Family[];
const family = (families: Family[], name: string) => families.find((f) => f.name === name);

/**
 * A histogram's series with their labels and counts. The parser folds a labelled histogram's
 * series into one; its `_count` lines, read as a gauge of their own, keep them apart.
 */
function histogramCounts(
  text: string,
  name: string,
): (Record<string, string> & { count: number })[] {
  const lines = text
    .split('\n')
    .filter((line) => line.startsWith(`${name}_count{`))
    .map((line) => `series${line.slice(name.length + '_count'.length)}`);
  const counts = `# TYPE series gauge\n${lines.join('\n')}\n`;
  return (family(parse(counts), 'series')?.metrics ?? []).map((m) =>
    Object.assign({ ...m.labels }, { count: Number(m.value) }),
  );
}

describe('operations: health, readiness, metrics and the back office overview', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    ctx = await createTestContext({ seedCatalogue: true });
    admin = await signInAdmin(ctx);
  });
  afterAll(() => ctx.close());

  it('says live, and ready with each check named; not ready once stopping', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });

    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', started: 'ok', accepting: 'ok' },
    });

    ctx.lifecycle.stopping = true;
    try {
      const stopping = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'ok', started: 'ok', accepting: 'failing' },
      });
      // Liveness is not readiness: a stopping copy still answers it.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(
        200,
      );
    } finally {
      ctx.lifecycle.stopping = false;
    }
  });

  it('serves Prometheus text a real parser reads: requests, ledger, providers, pending, event loop', async () => {
    // A sign-up texts an OTP (a provider call) and answers a route; then one unmatched path.
    await signUp(ctx);
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-call' });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parse(res.body);

    expect(family(families, 'kosh_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    const routes = histogramCounts(res.body, 'kosh_http_request_duration_seconds').map(
      (m) => `${m.method} ${m.route} ${m.status}`,
    );
    expect(routes).toEqual(
      expect.arrayContaining(['POST /api/user/sendOtp 200', 'GET unmatched 404']),
    );
    // Route patterns, never paths with ids in them.
    expect(routes.some((r) => /\/[0-9a-f-]{36}/.test(r))).toBe(false);

    expect(histogramCounts(res.body, 'kosh_provider_call_duration_seconds')).toContainEqual({
      provider: 'sms',
      operation: 'send',
      outcome: 'ok',
      count: expect.any(Number),
    });

    const pending = family(families, 'kosh_payments_pending');
    expect(pending?.type).toBe('GAUGE');
    expect(pending!.metrics.map((m) => m.labels?.kind).sort()).toEqual([
      'hotel',
      'recharge',
      'topup',
    ]);

    for (const name of [
      'kosh_payments_pending_oldest_seconds',
      'kosh_ledger_operation_duration_seconds',
      'kosh_job_run_duration_seconds',
      'kosh_job_lag_seconds',
      'kosh_sms_outbox_pending',
      'kosh_sms_outbox_failed',
      'nodejs_eventloop_lag_seconds',
      'process_cpu_seconds_total',
    ]) {
      expect(family(families, name), name).toBeDefined();
    }
  });

  it('counts the every-screen reads answered from memory, before Fastify', async () => {
    const customer = await signUp(ctx);
    const balance = {
      method: 'GET' as const,
      url: '/api/user/getbal',
      headers: bearer(customer.token),
    };
    const servedBefore = ctx.app.customerReadsFront.served;
    for (let i = 0; i < 3; i += 1) expect((await overHttp(ctx.app, balance)).statusCode).toBe(200);
    const fromMemory = ctx.app.customerReadsFront.served - servedBefore;
    expect(fromMemory).toBeGreaterThan(0);

    const text = (await ctx.app.inject({ method: 'GET', url: '/api/metrics' })).body;
    const reads = histogramCounts(text, 'kosh_http_request_duration_seconds').filter(
      (m) => m.route === '/api/user/getbal' && m.status === '200',
    );
    // Fastify's answers and the front's, both: three requests, three observations.
    expect(reads.reduce((sum, m) => sum + m.count, 0)).toBe(3);
  });

  it("times a recharge's hold, made in a group commit, as the ledger's hold", async () => {
    const customer = await signUp(ctx);
    await fund(ctx, customer.UId, 50_000n);
    const paid = await call(
      ctx,
      customer.token,
      '/api/recharge/mobile',
      { opcode: 'JIO', number: '9876545678', amount: 199 },
      { 'idempotency-key': randomUUID() },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const text = (await ctx.app.inject({ method: 'GET', url: '/api/metrics' })).body;
    const holds = histogramCounts(text, 'kosh_ledger_operation_duration_seconds').filter(
      (m) => m.operation === 'hold' && m.outcome === 'ok',
    );
    expect(holds.reduce((sum, m) => sum + m.count, 0)).toBeGreaterThan(0);
  });

  it('times a card top-up and counts it settled: the gateway calls and the ledger credit', async () => {
    const customer = await signUp(ctx);
    const orderId = await orderFor(ctx, customer.token, 100);
    const paid = await pay(ctx, orderId);
    expect((await verify(ctx, customer.token, paid)).statusCode).toBe(200);

    const text = (await ctx.app.inject({ method: 'GET', url: '/api/metrics' })).body;
    const gateway = histogramCounts(text, 'kosh_provider_call_duration_seconds').filter(
      (m) => m.provider === 'payments' && m.outcome === 'ok',
    );
    expect(gateway.length).toBeGreaterThan(0);
    const ledger = histogramCounts(text, 'kosh_ledger_operation_duration_seconds');
    expect(ledger.some((m) => m.outcome === 'ok' && m.count > 0)).toBe(true);
    const settled = family(parse(text), 'kosh_payments_settled_total')?.metrics ?? [];
    expect(settled).toContainEqual({
      labels: { kind: 'topup', outcome: 'credited' },
      value: '1',
    });
  });

  it('the back office sees each job and the pending payments; customers do not', async () => {
    await ctx.services.jobRuns.declare([{ name: 'payments-reconcile', everySeconds: 60 }]);
    await ctx.services.jobRuns.started('payments-reconcile', new Date());
    await ctx.services.jobRuns.failed(
      'payments-reconcile',
      new Date(),
      new Error('gateway down\nstack'),
    );

    const customer = await signUp(ctx);
    const asCustomer = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/operations',
      headers: bearer(customer.token),
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/operations' })).statusCode).toBe(
      401,
    );

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/operations',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.jobs).toContainEqual(
      expect.objectContaining({
        name: 'payments-reconcile',
        everySeconds: 60,
        lastError: 'gateway down',
        lastSucceededAt: null,
        failures: 1,
        runs: 1,
        late: false,
      }),
    );
    expect(body.pendingPayments).toEqual([
      { kind: 'topup', count: 0, oldestSeconds: 0 },
      { kind: 'recharge', count: 0, oldestSeconds: 0 },
      { kind: 'hotel', count: 0, oldestSeconds: 0 },
    ]);
    expect(body.texts).toEqual({
      pending: 0,
      failed: 0,
      oldestPendingSeconds: 0,
      recentFailures: [],
    });
  });
});

describe('metrics behind a token (METRICS_TOKEN)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { METRICS_TOKEN: 'scrape-token-of-16+' } });
  });
  afterAll(() => ctx.close());

  it('refuses a scrape without the bearer token, and serves one with it', async () => {
    const url = '/api/metrics';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'GET',
      url,
      headers: bearer('another-token-16+'),
    });
    expect(wrong.statusCode).toBe(401);
    const right = await ctx.app.inject({
      method: 'GET',
      url,
      headers: bearer('scrape-token-of-16+'),
    });
    expect(right.statusCode).toBe(200);
    expect(family(parse(right.body), 'kosh_http_request_duration_seconds')).toBeDefined();
  });
});

describe('metrics on a port of their own (METRICS_PORT)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { METRICS_PORT: '9464' } });
  });
  afterAll(() => ctx.close());

  it('are not served beside the API', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
  });
});
