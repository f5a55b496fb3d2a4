import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/** What services log through: the current request's logger, so every line carries its reqId. */
export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const storage = new AsyncLocalStorage<{ log: FastifyBaseLogger; requestId: string }>();

/** Runs the rest of a request's lifecycle with its logger and id in context. */
export function runWithRequestLogger(
  request: { log: FastifyBaseLogger; id: string },
  next: () => void,
): void {
  storage.run({ log: request.log, requestId: request.id }, next);
}

/** The id of the request this code runs for (x-request-id), if it runs for one. */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

export function contextLogger(fallback: FastifyBaseLogger): Logger {
  const current = () => storage.getStore()?.log ?? fallback;
  return {
    info: (obj, msg) => current().info(obj, msg),
    warn: (obj, msg) => current().warn(obj, msg),
    error: (obj, msg) => current().error(obj, msg),
  };
}
