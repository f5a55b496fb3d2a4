import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, appErrorBody } from '../lib/app-error';
import { noFaults, systemClock, type Clock, type FaultInjector } from '../lib/faults';

/** An answer as it was sent: its HTTP status and body. */
export interface RecordedAnswer {
  status: number;
  response: unknown;
}

/**
 * The outcome a route's money call left behind, read back from the recharge, order or request it
 * made under the key; null when the first run made nothing (running it again is then safe).
 */
export type RecoverAnswer = (userId: string, key: string) => Promise<RecordedAnswer | null>;

/** A claim whose lease ran out with no answer recorded: its holder died or hung. */
export interface AbandonedClaim {
  userId: string;
  key: string;
  route: string;
  leaseToken: string | null;
}

/** Where the plugin keeps the first answers; app.ts hands it a store, so plugins import no module. */
export interface IdempotencyStore {
  /**
   * Claims the key for `leaseMs`, or takes over a claim whose lease has run out. Otherwise returns
   * the record as it stands: answered, or still leased to another request until `lockedUntil`.
   */
  claim(input: {
    userId: string;
    key: string;
    route: string;
    requestHash: string;
    now: Date;
    leaseMs: number;
  }): Promise<
    | { claimed: true; leaseToken: string; takenOver: boolean }
    | {
        claimed: false;
        requestHash: string;
        route: string;
        answer: RecordedAnswer | null;
        lockedUntil: Date;
      }
  >;
  /** Records the answer if the lease is still this run's; false when another run took it. */
  complete(input: {
    userId: string;
    key: string;
    leaseToken: string;
    answer: RecordedAnswer;
  }): Promise<boolean>;
  /** Gives the key up (the run failed before deciding anything) if the lease is still this run's. */
  release(input: { userId: string; key: string; leaseToken: string | null }): Promise<void>;
  abandoned(now: Date, limit: number): Promise<AbandonedClaim[]>;
  /** Deletes every record made before `before`, answered or not (keys are kept 24 hours). */
  purge(before: Date): Promise<number>;
}

/** Keys are kept this long; a retry later than that is a new request. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How a retry or the sweep reads back this route's outcome from what its run created. */
    idempotencyRecover?: RecoverAnswer;
  }
  interface FastifyInstance {
    /**
     * Runs a money-moving handler once per Idempotency-Key: the same key and body give the first
     * answer again (success or refusal alike), another body under the key is a 409. `run` gets
     * the key, to store on what it creates, so a retry after a crash can find it.
     */
    idempotent: <T>(
      request: FastifyRequest,
      reply: FastifyReply,
      body: unknown,
      run: (key: string | undefined) => Promise<T>,
    ) => Promise<T>;
    /**
     * Settles claims whose lease ran out with no answer (their request died): the outcome its run
     * left behind is recorded, or — when it made nothing — the claim is dropped, so the key is
     * never stuck. Then purges records older than a day. Returns what it did.
     */
    sweepIdempotencyKeys: () => Promise<{ recovered: number; dropped: number; purged: number }>;
  }
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Buffer)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  if (value instanceof Buffer) return createHash('sha256').update(value).digest('hex');
  if (typeof value === 'bigint') return value.toString();
  return value;
}

export function hashRequest(route: string, body: unknown): string {
  return createHash('sha256')
    .update(route)
    .update('\n')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');
}

/** A refusal is an answer too: the same retry gets the same refusal. */
function refusalAnswer(error: AppError): RecordedAnswer {
  return {
    status: error.status,
    response: {
      result: false,
      success: false,
      ...appErrorBody(error),
    },
  };
}

async function idempotencyPlugin(
  app: FastifyInstance,
  options: { store: IdempotencyStore; leaseMs: number; clock?: Clock; faults?: FaultInjector },
) {
  const { store, leaseMs } = options;
  const clock = options.clock ?? systemClock;
  const faults = options.faults ?? noFaults;
  // Every idempotent route's recovery, by "METHOD /url", for the sweep (it has no request).
  const recoverers = new Map<string, RecoverAnswer>();
  app.addHook('onRoute', (route) => {
    const recover = route.config?.idempotencyRecover;
    if (!recover) return;
    for (const method of [route.method].flat()) recoverers.set(`${method} ${route.url}`, recover);
  });

  app.decorate('idempotent', async function idempotent<
    T,
  >(request: FastifyRequest, reply: FastifyReply, body: unknown, run: (key: string | undefined) => Promise<T>): Promise<
    T | unknown
  > {
    const header = request.headers['idempotency-key'];
    const userId = request.auth?.userId;
    if (header === undefined || !userId) return run(undefined);
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) {
      throw new AppError('VALIDATION_FAILED', 'IDEMPOTENCY_KEY_INVALID', {
        fields: [{ field: 'Idempotency-Key', code: 'IDEMPOTENCY_KEY_FORMAT' }],
      });
    }
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const requestHash = hashRequest(route, body);
    const claim = await store.claim({ userId, key, route, requestHash, now: clock(), leaseMs });
    if (!claim.claimed) {
      if (claim.requestHash !== requestHash || claim.route !== route) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_REUSED');
      }
      if (claim.answer === null) {
        const waitMs = claim.lockedUntil.getTime() - clock().getTime();
        throw new AppError('IDEMPOTENCY_IN_PROGRESS', 'IDEMPOTENCY_IN_PROGRESS', {
          retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
        });
      }
      void reply.header('idempotent-replayed', 'true');
      void reply.status(claim.answer.status);
      // The stored first answer, replayed as it was sent.
      return claim.answer.response as T;
    }
    const { leaseToken } = claim;
    await faults('key-claimed', { route, key });

    const finish = async (answer: RecordedAnswer) => {
      await store.complete({ userId, key, leaseToken, answer });
      await faults('key-completed', { route, key });
    };

    if (claim.takenOver) {
      // The run that held this key died (or hung past its lease): what did it leave behind?
      const recovered = await request.routeOptions.config.idempotencyRecover?.(userId, key);
      if (recovered) {
        await finish(recovered);
        void reply.header('idempotent-replayed', 'true');
        void reply.status(recovered.status);
        return recovered.response as T;
      }
    }

    let result: T;
    try {
      result = await run(key);
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        await finish(refusalAnswer(error));
      } else {
        // An unexpected failure did not answer: free the key so the retry can run.
        await store.release({ userId, key, leaseToken });
      }
      throw error;
    }
    await finish({ status: reply.statusCode || 200, response: result });
    return result;
  });

  app.decorate('sweepIdempotencyKeys', async () => {
    const now = clock();
    let recovered = 0;
    let dropped = 0;
    for (const claim of await store.abandoned(now, 200)) {
      const recover = recoverers.get(claim.route);
      const answer = recover ? await recover(claim.userId, claim.key) : null;
      if (answer && claim.leaseToken) {
        if (await store.complete({ ...claim, leaseToken: claim.leaseToken, answer }))
          recovered += 1;
      } else {
        // Nothing was made under it: a retry runs afresh, which is what the first run would do.
        await store.release(claim);
        dropped += 1;
      }
    }
    const purged = await store.purge(new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
    return { recovered, dropped, purged };
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['auth'] });
