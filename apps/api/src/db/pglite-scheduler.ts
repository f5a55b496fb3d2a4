import { performance } from 'node:perf_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/*
 * PGlite is one connection, and it runs inside the API's own thread: a statement is WebAssembly
 * executed synchronously, and PGlite hands its connection from one waiting caller to the next
 * through promises. Under a burst that hand-off is a chain of microtasks: every queued statement
 * and transaction ran back to back in one turn of the event loop, and Node took in nothing —
 * no new connection (it accepts one a turn), no request, no answer — until the queue was empty.
 * With 200 connections a turn took a quarter of a second, new connections waited in the kernel's
 * backlog for up to 30 s, and a health check waited behind every recharge before it
 * (bench/README.md, "PGlite under a burst").
 *
 * So Kosh schedules its work on PGlite instead of queueing it blindly:
 * - one unit at a time — a statement on its own, or a whole transaction — each started in a turn
 *   of its own (setImmediate), so the event loop takes in connections, requests and answers
 *   between any two units;
 * - earliest deadline first: a unit's deadline is when the request it works for came plus that
 *   request's budget (`deadline()`, from the request's context: a read's is short, a payment's
 *   longer; work for no request, a job's, gets BACKGROUND_BUDGET_MS from when it is queued). A
 *   health check or a balance read goes ahead of a burst of payments that came just before it,
 *   yet a payment that has waited most of its budget goes ahead of reads that just came: nothing
 *   starves. And a payment's later transactions keep its deadline, so it does not go round the
 *   queue once for each of them behind every newer payment's first.
 * Inside a transaction its own statements go straight to PGlite: the transaction holds the
 * connection until it ends, as on PostgreSQL.
 */

/** What work for no request (a job, a poller, start-up) may wait, from when it is queued. */
export const BACKGROUND_BUDGET_MS = 5_000;

interface Unit {
  deadline: number;
  start: () => Promise<void>;
}

export interface PgliteScheduler {
  /** Runs `work` alone on the connection, in its turn. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Units waiting, and whether one is running now. */
  state(): { waiting: number; running: boolean };
}

export function createPgliteScheduler(
  options: {
    /** The current request's deadline (performance.now() time), if the code runs for one. */
    deadline?: () => number | undefined;
    yieldTurn?: (next: () => void) => void;
  } = {},
): PgliteScheduler {
  const deadline = () => options.deadline?.() ?? performance.now() + BACKGROUND_BUDGET_MS;
  const yieldTurn = options.yieldTurn ?? setImmediate;
  /** Earliest deadline first; equal deadlines in the order they came. A few hundred at most. */
  const queue: Unit[] = [];
  let running = false;
  let turnPending = false;

  const enqueue = (unit: Unit) => {
    let low = 0;
    let high = queue.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((queue[middle] as Unit).deadline <= unit.deadline) low = middle + 1;
      else high = middle;
    }
    queue.splice(low, 0, unit);
  };

  const startNext = () => {
    turnPending = false;
    if (running) return;
    const unit = queue.shift();
    if (!unit) return;
    running = true;
    void unit.start().finally(() => {
      running = false;
      schedule();
    });
  };

  // A unit starts in a later turn of the event loop than the one that queued it or ended the last.
  const schedule = () => {
    if (turnPending || running || queue.length === 0) return;
    turnPending = true;
    yieldTurn(startNext);
  };

  return {
    run: (work) =>
      new Promise((resolve, reject) => {
        enqueue({ deadline: deadline(), start: () => work().then(resolve, reject) });
        schedule();
      }),
    state: () => ({ waiting: queue.length, running }),
  };
}

type Scheduled = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/**
 * `client` as Kosh's code sees it: its `query`, `exec` and `transaction` go through `scheduler`
 * (everything else, e.g. `listen`, straight through). A transaction's own handle is PGlite's.
 */
export function withScheduler<T extends Scheduled>(client: T, scheduler: PgliteScheduler): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query' || property === 'exec') {
        const method = Reflect.get(target, property, target) as (
          ...args: unknown[]
        ) => Promise<unknown>;
        return (...args: unknown[]) => scheduler.run(() => method.apply(target, args));
      }
      if (property === 'transaction') {
        return <R>(callback: (tx: Transaction) => Promise<R>) =>
          scheduler.run(() => target.transaction(callback));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
