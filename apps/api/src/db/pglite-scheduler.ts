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
 * - two queues: a statement on its own (reads, a health check, the session check — short) goes
 *   before a transaction (a payment's writes — longer), but never more than SHORT_RUN of them
 *   while a transaction waits, so writes are not starved by a stream of reads.
 * Inside a transaction its own statements go straight to PGlite: the transaction holds the
 * connection until it ends, as on PostgreSQL.
 */

/** Statements on their own that may go ahead of a waiting transaction, one after another. */
export const SHORT_RUN = 4;

type Unit = () => Promise<void>;

export interface PgliteScheduler {
  /** Runs `work` alone on the connection, in its turn; `kind` picks its queue. */
  run<T>(kind: 'short' | 'transaction', work: () => Promise<T>): Promise<T>;
  /** What is waiting and running now. */
  state(): { short: number; transaction: number; running: boolean };
}

export function createPgliteScheduler(
  yieldTurn: (next: () => void) => void = setImmediate,
): PgliteScheduler {
  const queues: Record<'short' | 'transaction', Unit[]> = { short: [], transaction: [] };
  let running = false;
  let shortsInARow = 0;
  let turnPending = false;

  const next = (): Unit | undefined => {
    const takeShort =
      queues.short.length > 0 && (queues.transaction.length === 0 || shortsInARow < SHORT_RUN);
    if (takeShort) {
      shortsInARow += 1;
      return queues.short.shift();
    }
    shortsInARow = 0;
    return queues.transaction.shift();
  };

  const startNext = () => {
    turnPending = false;
    if (running) return;
    const unit = next();
    if (!unit) return;
    running = true;
    void unit().finally(() => {
      running = false;
      schedule();
    });
  };

  // A unit starts in a later turn of the event loop than the one that queued it or ended the last.
  const schedule = () => {
    if (turnPending || running) return;
    if (queues.short.length === 0 && queues.transaction.length === 0) return;
    turnPending = true;
    yieldTurn(startNext);
  };

  return {
    run: (kind, work) =>
      new Promise((resolve, reject) => {
        queues[kind].push(() => work().then(resolve, reject));
        schedule();
      }),
    state: () => ({
      short: queues.short.length,
      transaction: queues.transaction.length,
      running,
    }),
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
        return (...args: unknown[]) => scheduler.run('short', () => method.apply(target, args));
      }
      if (property === 'transaction') {
        return <R>(callback: (tx: Transaction) => Promise<R>) =>
          scheduler.run('transaction', () => target.transaction(callback));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
