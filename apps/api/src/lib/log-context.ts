import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';

/** What services log through: the current request's logger, so every line carries its reqId. */
export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const storage = new AsyncLocalStorage<{
  log: FastifyBaseLogger;
  requestId: string;
  /** performance.now() when it came. */
  startedAt: number;
  /** performance.now() by which its work should be done (the PGlite scheduler serves it so). */
  deadline: number;
}>();

/**
 * How long a request's work may wait for the embedded database (db/pglite-scheduler.ts): a read
 * (GET: the balance, a health check) is served ahead of the payments before it, and a payment
 * that has waited most of its budget goes ahead of reads that just came.
 */
export const READ_BUDGET_MS = 50;
export const CHANGE_BUDGET_MS = 2_000;

/** Runs the rest of a request's lifecycle with its logger and id in context. */
export function runWithRequestLogger(
  request: { log: FastifyBaseLogger; id: string; method: string },
  next: () => void,
): void {
  const read = request.method === 'GET' || request.method === 'HEAD';
  const startedAt = performance.now();
  const deadline = startedAt + (read ? READ_BUDGET_MS : CHANGE_BUDGET_MS);
  storage.run({ log: request.log, requestId: request.id, startedAt, deadline }, next);
}

/** The current request only reads (a list the spec asks for with a POST): a read's budget. */
export function budgetAsRead(): void {
  const store = storage.getStore();
  if (store) store.deadline = Math.min(store.deadline, store.startedAt + READ_BUDGET_MS);
}

/** The id of the request this code runs for (x-request-id), if it runs for one. */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

/** The deadline of the request this code runs for (performance.now() time), if it runs for one. */
export const currentRequestDeadline = (): number | undefined => storage.getStore()?.deadline;

export function contextLogger(fallback: FastifyBaseLogger): Logger {
  const current = () => storage.getStore()?.log ?? fallback;
  return {
    info: (obj, msg) => current().info(obj, msg),
    warn: (obj, msg) => current().warn(obj, msg),
    error: (obj, msg) => current().error(obj, msg),
  };
}
