import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import authPlugin from './plugins/auth';
import customerReadsPlugin from './plugins/customer-reads';
import {
  createCustomerReadsFront,
  serverWithFront,
  type CustomerReadsFront,
} from './plugins/customer-reads-front';
import idempotencyPlugin from './plugins/idempotency';
import { createIdempotencyStore } from './modules/platform/idempotency.repository';
import errorHandler, { frameworkErrorAnswer } from './plugins/error-handler';
import { healthRoutes } from './plugins/health';
import { httpMetrics, metricsRoute } from './plugins/metrics';
import mediaType from './plugins/media-type';
import openapi from './plugins/openapi';
import securityHeaders from './plugins/security-headers';
import webApp from './plugins/web-app';
import { contextLogger, runWithRequestLogger } from './lib/log-context';
import { createCustomerReadCache } from './lib/customer-read-cache';
import { createMetrics } from './lib/metrics';
import { fallbackStore } from './lib/rate-limit-store';
import { connectRedis } from './lib/redis';
import { createModules, type AppDeps } from './modules/app-modules';
import { publicFilesRoutes } from './providers/files/public-files.plugin';

/**
 * What the logs never get: credentials, and an Aadhaar number wherever a log line might carry one
 * (request bodies are not logged, so this is the net beneath that rule, not the rule itself).
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'AadhaarNumber',
  '*.AadhaarNumber',
  '*.*.AadhaarNumber',
  'aadhaar',
  '*.aadhaar',
  '*.*.aadhaar',
];

/** An answer slower than this is logged at info even when it succeeded. */
const SLOW_REQUEST_MS = 1000;

/**
 * One line a request, when it is answered, instead of Fastify's two; refusals, failures and slow
 * answers at info (errors at error), a quick success at debug (LOG_LEVEL=debug shows every one).
 * Logging each request twice was a third of a small read's CPU (issue 16 §1); every answer still
 * carries its x-request-id, and the error handler logs each failure with its cause.
 */
class OneLineLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
      return;
    }
    const level = reply.statusCode >= 400 || responseTime >= SLOW_REQUEST_MS ? 'info' : 'debug';
    reply.log[level]({ req: request, res: reply, responseTime }, 'request completed');
  }
}

/**
 * The every-screen reads kept in memory: up to 200,000 weight (a list weighs its rows; ~40 MB of
 * answers at most), 8 answers a customer, none older than 5 minutes.
 */
const CUSTOMER_READS = { maxWeight: 200_000, maxReadsPerCustomer: 8, maxAgeMs: 5 * 60_000 };

declare module 'fastify' {
  interface FastifyInstance {
    /** The front door that sends kept answers before Fastify (tests count what it sent). */
    customerReadsFront: CustomerReadsFront;
  }
}

/**
 * Where this copy stands in its life, for readiness: `started` once start-up (migrations, seeding,
 * background jobs) is done, `stopping` from the SIGTERM on. server.ts moves it; an app built by a
 * test is started from the outset.
 */
export interface Lifecycle {
  started: boolean;
  stopping: boolean;
}

/** buildApp: plugins → modules → error handler (fastify/demo). Does not listen. */
export async function buildApp(deps: AppDeps & { lifecycle?: Lifecycle }) {
  const { config, database } = deps;
  const lifecycle = deps.lifecycle ?? { started: true, stopping: false };
  const metrics = deps.metrics ?? createMetrics();
  const poolStats = database.poolStats?.bind(database);
  if (poolStats) {
    metrics.gaugeAtScrape(
      'kosh_db_pool_connections',
      "This copy's PostgreSQL connections: total, idle, and requests waiting for one.",
      ['state'],
      function () {
        const { total, idle, waiting } = poolStats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    );
  }
  // Kept answers of the every-screen reads go out before Fastify (customer-reads-front.ts); the
  // front is made once the modules it asks exist.
  const door: { front?: CustomerReadsFront } = {};
  const app = Fastify({
    serverFactory: (handler, options) => serverWithFront(handler, options, () => door.front),
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: LOG_REDACT_PATHS,
            ...(typeof deps.logger === 'object' ? deps.logger : {}),
          },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorAnswer,
    logController: new OneLineLogController(),
    // A plugin's start (the OpenAPI document is built from every route's schemas) takes well under
    // Fastify's 10 s default on a quiet machine, but a start beside other busy processes ran past
    // it and the server refused to start ("Plugin did not start in time: 'openapi'").
    pluginTimeout: 60_000,
    // Keep-alive connections a client left open would hold app.close() (and a SIGTERM) until the
    // deadline: Fastify closes idle ones on close by default, but not on a server of our own
    // (serverFactory) unless told so.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Services log through the current request's logger: every line carries the request id.
  app.addHook('onRequest', (request, _reply, done) => runWithRequestLogger(request, done));

  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });
  await app.register(securityHeaders, {
    production: config.env === 'production',
    checkoutUrl: config.razorpay.checkoutUrl,
    gatewayBaseUrl: config.razorpay.baseUrl,
    webDist: config.webDist,
    mapTileUrl: config.hotelMap.tileUrl,
    hotelImageOrigin: config.hotels.imageOrigin,
  });

  // Brotli/gzip for the web app's assets and larger JSON answers (a phone's data plan is money too).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(openapi);
  await app.register(httpMetrics, { metrics });
  // Per-route limits only: a global one would count the docs and static files too. With
  // REDIS_URL the counters are shared by every API copy (in each copy's memory while it is down).
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', () => redis.close());
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { store: fallbackStore(redis, 'kosh-rl:') } : {}),
  });
  await app.register(errorHandler);
  await app.register(mediaType);

  // Limits per call come from readMultipart; these are the outer bounds.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 4, fields: 30 },
  });

  const { services, routes } = createModules({ ...deps, metrics, log: contextLogger(app.log) });
  await services.files.ready();
  // KYC submissions kept before identity hashes existed get theirs (a no-op once all have one).
  await services.kyc.identity.backfill();
  app.addHook('onClose', async () => services.files.close());
  // Texts being sent finish (or stay pending for the next copy); no new pass starts.
  app.addHook('onClose', async () => services.smsOutbox.stop());
  // Public files (banners, avatars, logos) from the store. Private uploads are never served here.
  await app.register(publicFilesRoutes, { files: services.files });
  // Sessions this copy has checked, the answers of a customer's every-screen reads and the
  // catalogue's active companies are kept in memory while kosh_auth tells it of every revocation
  // ('s:', 'u:', migration 0020), of every change to what those answers are made of ('c:',
  // migration 0021) and of every change to the companies ('k:', migration 0044).
  const customerReads = createCustomerReadCache(CUSTOMER_READS);
  const { activeCompanies } = services.catalogue;
  const channel = await database.listen('kosh_auth', {
    onMessage: (payload) => {
      if (payload.startsWith('c:')) customerReads.drop(payload.slice(2));
      else if (payload.startsWith('k:')) activeCompanies.drop();
      else services.sessions.revocations.onMessage(payload);
    },
    onState: (listening) => {
      services.sessions.revocations.onState(listening);
      customerReads.onState(listening);
      activeCompanies.onState(listening);
    },
  });
  services.sessions.useChannel(channel);
  activeCompanies.useChannel(channel);
  app.addHook('onClose', async () => channel.close());
  await app.register(customerReadsPlugin, { cache: customerReads, channel });
  const front = createCustomerReadsFront({
    cache: customerReads,
    channel,
    cachedSession: (token) => services.sessions.cachedSession(token),
    securityHeaders: app.securityHeaders,
    logsEveryRequest: () => app.log.level === 'debug' || app.log.level === 'trace',
    onServed: (method, route, seconds) =>
      metrics.http.observe({ method, route, status: '200' }, seconds),
  });
  app.decorate('customerReadsFront', front);
  door.front = front;
  await app.register(authPlugin, { verify: (token: string) => services.sessions.verify(token) });
  await app.register(idempotencyPlugin, {
    store: createIdempotencyStore(database.db),
    leaseMs: config.idempotency.leaseMs,
    clock: deps.clock,
    faults: deps.faults,
  });

  await app.register(
    async (api) => {
      await api.register(
        healthRoutes({
          database,
          checks: {
            started: { check: async () => lifecycle.started, essential: true },
            accepting: { check: async () => !lifecycle.stopping, essential: true },
            ...(redis
              ? {
                  redis: {
                    check: async () => redis.isUp() && (await redis.client.ping()) === 'PONG',
                    essential: false,
                  },
                }
              : {}),
          },
        }),
      );
      // With METRICS_PORT the metrics are served there instead (server.ts), not beside the API.
      if (config.metrics.port === undefined) {
        await api.register(metricsRoute({ metrics, token: config.metrics.token }));
      }
      for (const moduleRoutes of routes) await api.register(moduleRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webApp, { dist: config.webDist });
  return { app, services, metrics, lifecycle };
}
