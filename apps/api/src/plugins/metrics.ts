import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { Metrics } from '../lib/metrics';

/** Compared as digests, so neither the token's bytes nor its length leak through timing. */
function sameToken(sent: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/** Every answer Fastify gives, into kosh_http_request_duration_seconds by route pattern. */
async function httpMetricsPlugin(app: FastifyInstance, options: { metrics: Metrics }) {
  app.addHook('onResponse', async (request, reply) => {
    options.metrics.http.observe(
      {
        method: request.method,
        // The pattern (/api/v1/recharges/:id), never the path: one series a route, not a customer.
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

export const httpMetrics = fp(httpMetricsPlugin, { name: 'http-metrics' });

/**
 * GET /metrics in Prometheus's text format. With a token, only "Authorization: Bearer <token>"
 * reads it (a 401 otherwise); production refuses to start with it open (config-env.ts).
 */
export function metricsRoute(options: { metrics: Metrics; token: string | undefined }) {
  return async (app: FastifyInstance) => {
    app.get(
      '/metrics',
      { schema: { hide: true } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const { token } = options;
        if (token !== undefined) {
          const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
          if (!sameToken(sent, token)) {
            throw new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED', { tokenValid: false });
          }
        }
        const { registry } = options.metrics;
        return reply
          .header('content-type', registry.contentType)
          .header('cache-control', 'no-store')
          .send(await registry.metrics());
      },
    );
  };
}
