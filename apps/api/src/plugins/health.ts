import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
  type ReadinessResponse,
} from '@kosh/contract/common/http';
import type { Database } from '../db/client';

/**
 * A readiness check: `check` is true when what it names can serve. A copy whose essential check
 * fails gets no traffic; one whose other check fails still serves, degraded.
 */
export interface ReadinessCheck {
  check: () => Promise<boolean>;
  essential: boolean;
}

/** How long a check may take before it counts as failing (a hung database is not a ready one). */
const CHECK_TIMEOUT_MS = 2000;

async function passes(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The three health answers (docs/operations.md says which a load balancer uses for what):
 * - /health: the database answers (kept as it was for what already polls it);
 * - /health/live: the process answers, nothing more — a failing database must not get every
 *   copy restarted at once;
 * - /health/ready: whether to send this copy traffic — every essential check passes (the
 *   database, start-up finished, not stopping); 503 naming the failing ones otherwise. Redis down
 *   is "degraded": still ready.
 */
export function healthRoutes(options: {
  database: Database;
  checks: Record<string, ReadinessCheck>;
}) {
  const { database } = options;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['Platform'];
    app.get('/health', {
      schema: {
        tags,
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema },
      },
      handler: async () => {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.kind };
      },
    });
    app.get('/health/live', {
      schema: {
        tags,
        summary: 'The process answers (for restarting a stuck copy)',
        response: { 200: livenessResponseSchema },
      },
      handler: async () => ({ status: 'live' as const }),
    });
    app.get('/health/ready', {
      schema: {
        tags,
        summary: 'Whether this copy should get traffic (503 names the failing checks)',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
      handler: async (_request, reply) => {
        const named: Record<string, ReadinessCheck> = {
          database: {
            check: async () => (await database.db.execute(sql`select 1`), true),
            essential: true,
          },
          ...options.checks,
        };
        const results = await Promise.all(
          Object.entries(named).map(async ([name, { check, essential }]) => {
            const ok = await passes(check);
            return [name, ok ? 'ok' : essential ? 'failing' : 'degraded'] as const;
          }),
        );
        const checks: ReadinessResponse['checks'] = Object.fromEntries(results);
        const states = results.map(([, state]) => state);
        const status = states.includes('failing')
          ? 'not_ready'
          : states.includes('degraded')
            ? 'degraded'
            : 'ready';
        return reply
          .code(status === 'not_ready' ? 503 : 200)
          .header('cache-control', 'no-store')
          .send({ status, checks });
      },
    });
  };
}
