import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** Where the plugin keeps the first answers; app.ts hands it a store, so plugins import no module. */
export interface IdempotencyStore {
  /** Claims the key; returns the earlier record when the key is already taken. */
  claim(input: { userId: string; key: string; route: string; requestHash: string }): Promise<
    | { claimed: true }
    | {
        claimed: false;
        requestHash: string;
        route: string;
        status: number | null;
        response: unknown;
      }
  >;
  complete(input: {
    userId: string;
    key: string;
    status: number;
    response: unknown;
  }): Promise<void>;
  release(input: { userId: string; key: string }): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a money-moving handler once per Idempotency-Key: the same key and body give the first
     * answer again (success or refusal alike), another body under the key is a 409.
     */
    idempotent: <T>(
      request: FastifyRequest,
      reply: FastifyReply,
      body: unknown,
      run: () => Promise<T>,
    ) => Promise<T>;
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

async function idempotencyPlugin(app: FastifyInstance, options: { store: IdempotencyStore }) {
  const { store } = options;

  app.decorate('idempotent', async function idempotent<
    T,
  >(request: FastifyRequest, reply: FastifyReply, body: unknown, run: () => Promise<T>): Promise<
    T | unknown
  > {
    const header = request.headers['idempotency-key'];
    const userId = request.auth?.userId;
    if (header === undefined || !userId) return run();
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Idempotency-Key must be 8–128 letters, digits, - or _.',
        {
          fields: [{ field: 'Idempotency-Key', message: 'Use 8–128 letters, digits, - or _.' }],
        },
      );
    }
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const requestHash = hashRequest(route, body);
    const claim = await store.claim({ userId, key, route, requestHash });
    if (!claim.claimed) {
      if (claim.requestHash !== requestHash || claim.route !== route) {
        throw new AppError(
          'CONFLICT',
          'This Idempotency-Key was already used for a different request.',
        );
      }
      if (claim.status === null) {
        throw new AppError(
          'CONFLICT',
          'The first request with this Idempotency-Key is still being processed.',
          {
            retryAfterSeconds: 1,
          },
        );
      }
      void reply.header('idempotent-replayed', 'true');
      void reply.status(claim.status);
      // The stored first answer, replayed as it was sent.
      return claim.response as T;
    }
    try {
      const result = await run();
      await store.complete({ userId, key, status: reply.statusCode || 200, response: result });
      return result;
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        // A refusal is an answer too: the same retry gets the same refusal.
        await store.complete({
          userId,
          key,
          status: error.status,
          response: {
            result: false,
            success: false,
            code: error.code,
            message: error.userMessage,
            ...(error.options.fields ? { errors: error.options.fields } : {}),
          },
        });
      } else {
        // An unexpected failure did not answer: free the key so the retry can run.
        await store.release({ userId, key });
      }
      throw error;
    }
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['auth'] });
