import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, appErrorEnvelope } from '../lib/app-error';
import { noFaults, systemClock, type Clock, type FaultInjector } from '../lib/faults';

/** An answer as a run or a recovery makes it: its HTTP status and body, not yet serialised. */
export interface RecordedAnswer {
  status: number;
  response: unknown;
}

/**
 * An answer as it was sent: its HTTP status and the exact bytes of its JSON body. A replay sends
 * these bytes again (Stripe's semantics): a client that hashes or signs what it got, or compares
 * two answers as text, sees the same answer, not one rebuilt from a parsed copy.
 */
export interface SentAnswer {
  status: number;
  body: string;
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
        answer: SentAnswer | null;
        lockedUntil: Date;
      }
  >;
  /** Records the answer if the lease is still this run's; false when another run took it. */
  complete(input: {
    userId: string;
    key: string;
    leaseToken: string;
    answer: SentAnswer;
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
     * answer again (success or refusal alike, the same bytes), another body under the key is a
     * 409. `run` gets the key, to store on what it creates, so a retry after a crash can find it.
     * Under a key the answer goes out already serialised, as the string that was recorded.
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

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The bytes this route sends for `response` at `status`: its own response schema's serialiser,
 * the one Fastify would run, so the first answer and every replay are one string.
 */
function serialise(reply: FastifyReply, status: number, response: unknown): string {
  void reply.status(status);
  return reply.serialize(response) as string;
}

/** Sends recorded bytes as they are: a string with a JSON type skips Fastify's serialiser. */
function replay<T>(reply: FastifyReply, answer: SentAnswer): T {
  void reply.header('idempotent-replayed', 'true');
  void reply.status(answer.status).type(JSON_TYPE);
  return answer.body as T;
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
      return replay<T>(reply, claim.answer);
    }
    const { leaseToken } = claim;
    await faults('key-claimed', { route, key });

    const finish = async (answer: SentAnswer) => {
      await store.complete({ userId, key, leaseToken, answer });
      await faults('key-completed', { route, key });
    };
    // An unexpected failure did not answer: free the key so the retry can run.
    const giveUp = async (error: unknown): Promise<never> => {
      await store.release({ userId, key, leaseToken });
      throw error;
    };

    if (claim.takenOver) {
      // The run that held this key died (or hung past its lease): what did it leave behind?
      const recovered = await request.routeOptions.config.idempotencyRecover?.(userId, key);
      if (recovered) {
        let recorded: string;
        try {
          recorded = serialise(reply, recovered.status, recovered.response);
        } catch (error) {
          return giveUp(error);
        }
        const answer = { status: recovered.status, body: recorded };
        await finish(answer);
        return replay<T>(reply, answer);
      }
    }

    let sent: string;
    try {
      const result = await run(key);
      sent = serialise(reply, reply.statusCode || 200, result);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) return giveUp(error);
      // A refusal is an answer too: the same retry gets the same refusal, in the bytes the error
      // handler is about to send for it (the same envelope through the same serialiser).
      let refusal: string;
      try {
        refusal = serialise(reply, error.status, appErrorEnvelope(error));
      } catch (failure) {
        return giveUp(failure);
      }
      await finish({ status: error.status, body: refusal });
      throw error;
    }
    await finish({ status: reply.statusCode, body: sent });
    void reply.type(JSON_TYPE);
    return sent as T;
  });

  app.decorate('sweepIdempotencyKeys', async () => {
    const now = clock();
    let recovered = 0;
    let dropped = 0;
    for (const claim of await store.abandoned(now, 200)) {
      const recover = recoverers.get(claim.route);
      const answer = recover ? await recover(claim.userId, claim.key) : null;
      if (answer && claim.leaseToken) {
        // No request, so no route serialiser here: these bytes are the first anyone is sent.
        const sent = { status: answer.status, body: JSON.stringify(answer.response) };
        if (await store.complete({ ...claim, leaseToken: claim.leaseToken, answer: sent }))
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
