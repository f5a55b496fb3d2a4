import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/** What services log through: the current request's logger, so every line carries its reqId. */
export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const storage = new AsyncLocalStorage<FastifyBaseLogger>();

/** Runs the rest of a request's lifecycle with its logger in context. */
export function runWithRequestLogger(log: FastifyBaseLogger, next: () => void): void {
  storage.run(log, next);
}

export function contextLogger(fallback: FastifyBaseLogger): Logger {
  const current = () => storage.getStore() ?? fallback;
  return {
    info: (obj, msg) => current().info(obj, msg),
    warn: (obj, msg) => current().warn(obj, msg),
    error: (obj, msg) => current().error(obj, msg),
  };
}
