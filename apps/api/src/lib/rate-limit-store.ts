import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRedis } from './redis';

type Answer = { current: number; ttl: number };
type Callback = (error: Error | null, answer?: Answer) => void;

/** The shape @fastify/rate-limit's stores share (its RedisStore and LocalStore). */
interface Store {
  incr(key: string, done: Callback, timeWindow: number, max: number): void;
  read(key: string, done: Callback, timeWindow: number, max: number): void;
  child(routeOptions: object): Store;
}
type GlobalParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type StoreClass<A extends unknown[]> = new (...args: A) => Store;

// The plugin's own two stores (its package names no exports, so they are required by path).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass<
  [boolean, boolean, SharedRedis['client'], string]
>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass<
  [boolean, boolean, number?]
>;

/**
 * Rate-limit counters in Redis while it is up, shared by every copy; in this copy's memory while
 * it is down. Before, an unreachable Redis switched the per-route limits off altogether (13 of 13
 * requests went through a limit of 10). Per-copy counting lets a fleet of N copies through up to N
 * times a limit meanwhile; the OTP and login counters that matter most are kept in the database
 * anyway, and the outage is logged and shown by readiness.
 */
export function fallbackStore(redis: SharedRedis, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    private pick(
      method: 'incr' | 'read',
      key: string,
      done: Callback,
      timeWindow: number,
      max: number,
    ) {
      if (!redis.isUp()) return this.local[method](key, done, timeWindow, max);
      this.shared[method](
        key,
        (error, answer) =>
          error ? this.local[method](key, done, timeWindow, max) : done(null, answer),
        timeWindow,
        max,
      );
    }

    incr(key: string, done: Callback, timeWindow: number, max: number) {
      this.pick('incr', key, done, timeWindow, max);
    }

    read(key: string, done: Callback, timeWindow: number, max: number) {
      this.pick('read', key, done, timeWindow, max);
    }

    child(routeOptions: object): Store {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  /** What the plugin instantiates with its global settings (`store:` in its options). */
  return class extends FallbackStore {
    // The plugin passes its global settings, these two among them (its types leave them out).
    constructor(params: FastifyRateLimitOptions & GlobalParams) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis.client, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
