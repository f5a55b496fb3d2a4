import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type CollectFunction,
} from 'prom-client';

/**
 * What one API copy tells Prometheus (GET /api/metrics, docs/operations.md lists every series and
 * the alerts worth setting). Two kinds of series:
 *
 * - counters and histograms of what this copy did (requests, ledger operations, provider calls,
 *   job runs): sum them over the fleet;
 * - gauges read from the database at each scrape (pending payments, job lag, texts waiting):
 *   the fleet's, so every copy says the same, and a dashboard takes their max, not their sum.
 *
 * One registry per app (not prom-client's global one): the tests build many apps in one process.
 */
export function createMetrics() {
  const registry = new Registry();
  // Event-loop lag, heap, GC, CPU and open handles, as `nodejs_*` and `process_*`.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
  return {
    registry,
    http: new Histogram({
      name: 'kosh_http_request_duration_seconds',
      help: 'HTTP answers by route (its pattern, not the path), method and status, with their latency.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    ledger: new Histogram({
      name: 'kosh_ledger_operation_duration_seconds',
      help: 'Ledger operations (wallet postings) by operation and outcome, with their latency.',
      labelNames: ['operation', 'outcome'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    providerCalls: new Histogram({
      name: 'kosh_provider_call_duration_seconds',
      help: 'Calls to the providers (gateway, aggregator, hotel supplier, KYC, SMS) by outcome.',
      labelNames: ['provider', 'operation', 'outcome'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    jobRuns: new Histogram({
      name: 'kosh_job_run_duration_seconds',
      help: "This copy's runs of each background job by outcome, with their duration.",
      labelNames: ['job', 'outcome'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    payments: new Counter({
      name: 'kosh_payments_settled_total',
      help: 'Payments this copy settled, by kind (topup, recharge, hotel) and outcome.',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    }),
    /** A gauge whose values are read (from the database) when Prometheus scrapes. */
    gaugeAtScrape<L extends string>(
      name: string,
      help: string,
      labelNames: readonly L[],
      collect: CollectFunction<Gauge<L>>,
    ) {
      return new Gauge({ name, help, labelNames, collect, registers: [registry] });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Told once a payment has settled, after its transaction committed (kosh_payments_settled_total):
 * a top-up credited or refunded, a recharge or bill succeeded or failed, a booking confirmed or
 * failed.
 */
export type PaymentSettled = (
  kind: 'topup' | 'recharge' | 'hotel',
  outcome: 'credited' | 'refunded' | 'success' | 'failure' | 'confirmed' | 'failed',
) => void;

export type Observe = (operation: string, outcome: 'ok' | 'error', seconds: number) => void;

/**
 * `target` with each of its methods timed: `observe` gets the method's name, ok or error (a
 * throw or a rejected promise) and the seconds it took. A Proxy, so an object made by a class (a
 * test's fake provider) is measured as well as one made as a literal.
 */
export function measuredCalls<T extends object>(target: T, observe: Observe): T {
  const wrapped = new Map<string, unknown>();
  return new Proxy(target, {
    get(object, operation, receiver) {
      const value: unknown = Reflect.get(object, operation, receiver);
      if (typeof value !== 'function' || typeof operation !== 'string') return value;
      if (!wrapped.has(operation)) {
        wrapped.set(operation, (...args: unknown[]) => {
          const started = process.hrtime.bigint();
          const done = (outcome: 'ok' | 'error') =>
            observe(operation, outcome, Number(process.hrtime.bigint() - started) / 1e9);
          let result: unknown;
          try {
            result = (value as (...a: unknown[]) => unknown).apply(object, args);
          } catch (error) {
            done('error');
            throw error;
          }
          if (!(result instanceof Promise)) {
            done('ok');
            return result;
          }
          return result.then(
            (answer: unknown) => {
              done('ok');
              return answer;
            },
            (error: unknown) => {
              done('error');
              throw error;
            },
          );
        });
      }
      return wrapped.get(operation);
    },
  });
}

/**
 * A provider port whose calls (outgoing, and the parsing of incoming webhooks and callbacks) are
 * timed into kosh_provider_call_duration_seconds as `provider` / method.
 */
export const measuredProvider = <P extends object>(provider: string, port: P, metrics: Metrics) =>
  measuredCalls(port, (operation, outcome, took) =>
    metrics.providerCalls.observe({ provider, operation, outcome }, took),
  );
