import { Redis } from 'ioredis';
import type { Logger } from './log-context';

/** Redis as the fleet's shared counters use it: a client, and whether it is reachable now. */
export interface SharedRedis {
  client: Redis;
  /** Connected and answering: false from the first error until it is back. */
  isUp(): boolean;
  close(): Promise<void>;
}

/** Reconnect after 0.2 s, 0.4 s, … at most every 5 s: a Redis that is down is not hammered. */
const reconnectDelayMs = (attempt: number) => Math.min(200 * 2 ** (attempt - 1), 5000);

/**
 * The API's Redis (REDIS_URL). When it goes down the copy carries on — rate limits count in this
 * copy's memory meanwhile (rate-limit-store.ts) and readiness says "degraded" — and the outage is
 * logged once as a structured line when it starts and once when it ends, never as ioredis's
 * "Unhandled error event" on stderr for every reconnect attempt.
 */
export function connectRedis(url: string, log: Logger): SharedRedis {
  const client = new Redis(url, {
    connectTimeout: 2000,
    // A command while Redis is down fails at once (the store falls back) instead of queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: reconnectDelayMs,
  });
  let up = false;
  let failedAttempts = 0;
  client.on('ready', () => {
    if (!up && failedAttempts > 0) {
      log.info({ redis: 'up', failedAttempts }, 'Redis is back: rate limits are shared again');
    }
    up = true;
    failedAttempts = 0;
  });
  client.on('error', (error: NodeJS.ErrnoException) => {
    failedAttempts += 1;
    if (up || failedAttempts === 1) {
      log.error(
        { redis: 'down', code: error.code, err: { message: error.message } },
        "Redis is unreachable: rate limits count in each copy's memory until it is back",
      );
    }
    up = false;
  });
  client.on('end', () => {
    up = false;
  });
  return {
    client,
    isUp: () => up,
    async close() {
      up = false;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
