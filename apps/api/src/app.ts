import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createLoginService } from './modules/auth/login.service';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createRegistrationService } from './modules/auth/registration.service';
import { createSessionService } from './modules/auth/session.service';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createContactRepository } from './modules/contact/contact.repository';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { createBannersRepository } from './modules/content/banners.repository';
import { createBannersService } from './modules/content/banners.service';
import { contentRoutes } from './modules/content/content.routes';
import { createLedgerService } from './modules/ledger/ledger.service';
import { createBillsService } from './modules/recharges/bills.service';
import { createComplaintsService } from './modules/recharges/complaints.service';
import { createHistoryService } from './modules/recharges/history.service';
import { createPlansService } from './modules/recharges/plans.service';
import { createRechargePaymentsService } from './modules/recharges/recharge-payments.service';
import { createRechargesRepository } from './modules/recharges/recharges.repository';
import { rechargesRoutes } from './modules/recharges/recharges.routes';
import { createAggregatorProvider } from './providers/recharge/aggregator.http';
import type { RechargeProvider } from './providers/recharge/recharge.port';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { createWalletRequestsRepository } from './modules/wallet/wallet-requests.repository';
import { walletRequestsRoutes } from './modules/wallet/wallet-requests.routes';
import { createWalletRequestsService } from './modules/wallet/wallet-requests.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { createWalletService } from './modules/wallet/wallet.service';
import { createRazorpayGateway } from './providers/payments/razorpay.http';
import type { PaymentGateway } from './providers/payments/payments.port';
import { createUsersRepository } from './modules/users/users.repository';
import { createProfileService } from './modules/users/profile.service';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import authPlugin from './plugins/auth';
import idempotencyPlugin from './plugins/idempotency';
import { createIdempotencyStore } from './modules/platform/idempotency.repository';
import errorHandler, { frameworkErrorAnswer } from './plugins/error-handler';
import mediaType from './plugins/media-type';
import securityHeaders from './plugins/security-headers';
import webApp from './plugins/web-app';
import { createHttpSmsProvider } from './providers/sms/sms.http';
import type { SmsProvider } from './providers/sms/sms.port';
import { contextLogger, runWithRequestLogger, type Logger } from './lib/log-context';
import { createCustomerTexter } from './lib/customer-sms';
import { fileStoreFor } from './providers/files/file-store';
import { publicFilesRoutes } from './providers/files/public-files.plugin';
import { noFaults, systemClock, type Clock, type FaultInjector } from './lib/faults';
import { withMultipartForms } from './lib/route-schemas';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Defaults to the HTTP gateway at config.sms.baseUrl. */
  sms?: SmsProvider;
  /** Defaults to Razorpay's API at config.razorpay.baseUrl (the sandbox unless configured). */
  gateway?: PaymentGateway;
  /** Defaults to the aggregator's API at config.aggregator.baseUrl (the sandbox unless configured). */
  rechargeProvider?: RechargeProvider;
  /** pino options; tests pass false to keep the output clean. */
  logger?: boolean | object;
  /** The clock of leases and pollers (the seeded simulation passes a virtual one). */
  clock?: Clock;
  /** Called at each phase of a money call (the seeded simulation crashes requests there). */
  faults?: FaultInjector;
}

export function createServices({
  config,
  database,
  sms,
  gateway,
  rechargeProvider,
  clock = systemClock,
  faults = noFaults,
  log,
}: AppDeps & { log: Logger }) {
  const db = database.db;
  const smsProvider = sms ?? createHttpSmsProvider(config.sms);
  const ledger = createLedgerService();
  const usersRepository = createUsersRepository();
  const users = createUsersService({ db, users: usersRepository, ledger });
  const repo = createAuthRepository();
  const sessions = createSessionService({
    db,
    repo,
    users,
    secret: config.tokenSecret,
    ttlHours: config.tokenTtlHours,
  });
  const files = fileStoreFor(config);
  const text = createCustomerTexter({
    sms: smsProvider,
    findUser: (userId) => users.findById(userId),
    log,
  });
  const wallet = createWalletService({ db, ledger, users, text });
  const payments = createPaymentsService({
    db,
    repo: createPaymentsRepository(),
    gateway: gateway ?? createRazorpayGateway(config.razorpay),
    wallet,
    keyId: config.razorpay.keyId,
    keySecret: config.razorpay.keySecret,
    faults,
    checkoutUrl: config.razorpay.checkoutUrl,
    sms: smsProvider,
    findUser: (userId) => users.findById(userId),
    log,
  });
  const walletRequests = createWalletRequestsService({
    db,
    repo: createWalletRequestsRepository(),
    wallet,
    files,
    text,
    onlineTopUps: payments.customerList,
  });
  const catalogue = createCatalogueService({ db, repo: createCatalogueRepository(), files });
  const rechargesRepo = createRechargesRepository();
  const provider = rechargeProvider ?? createAggregatorProvider(config.aggregator);
  const rechargePayments = createRechargePaymentsService({
    db,
    repo: rechargesRepo,
    ledger,
    users,
    provider,
    catalogue,
    sms: smsProvider,
    unseenGiveUpMs: config.aggregator.unseenGiveUpMs,
    clock,
    faults,
    log,
  });
  return {
    files,
    wallet,
    rechargePayments,
    bills: createBillsService({
      db,
      repo: rechargesRepo,
      provider,
      catalogue,
      payments: rechargePayments,
      log,
    }),
    plans: createPlansService({ provider, catalogue, log }),
    history: createHistoryService({ db, repo: rechargesRepo, ledger }),
    complaints: createComplaintsService({ db, repo: rechargesRepo, users, sms: smsProvider, log }),
    payments,
    walletRequests,
    ledger,
    users,
    sessions,
    banners: createBannersService({ db, repo: createBannersRepository(), files }),
    contact: createContactService({
      db,
      repo: createContactRepository(),
      supportLine: config.support,
    }),
    catalogue,
    profile: createProfileService({
      db,
      users: usersRepository,
      files,
      sms: smsProvider,
      log,
      onPasswordChanged: async (tx, userId, keep) => {
        await sessions.revokeAllForUser(tx, userId, keep);
        await repo.retireTemporaryPasswords(tx, userId);
      },
    }),
    registration: createRegistrationService({
      db,
      repo,
      users,
      sessions,
      sms: smsProvider,
      otpSecret: config.otpSecret,
      log,
    }),
    login: createLoginService({ db, repo, users, sessions }),
    passwordReset: createPasswordResetService({ db, repo, users, sms: smsProvider, log }),
  };
}

export type Services = ReturnType<typeof createServices>;

/** buildApp: plugins → modules → error handler (fastify/demo). Does not listen. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      deps.logger === undefined
        ? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] }
        : deps.logger,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorAnswer,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Services log through the current request's logger: every line carries the request id.
  app.addHook('onRequest', (request, _reply, done) => runWithRequestLogger(request.log, done));

  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('x-request-id', request.id);
    return payload;
  });
  await app.register(securityHeaders, {
    production: config.env === 'production',
    checkoutUrl: config.razorpay.checkoutUrl,
    gatewayBaseUrl: config.razorpay.baseUrl,
    webDist: config.webDist,
  });

  // Brotli/gzip for the web app's assets and larger JSON answers (a phone's data plan is money too).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Kosh API',
        version: '0.1.0',
        description:
          'Wallet, recharges and bill payments. Every call answers JSON with the envelope of the spec ' +
          '(`result`/`success`, `message`, `data`, `tokenValid`) and a truthful HTTP status.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: withMultipartForms(jsonSchemaTransform),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // Per-route limits only: a global one would count the docs and static files too. With
  // REDIS_URL the counters are shared by every API copy.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'kosh-rl:', skipOnError: true } : {}),
  });
  await app.register(errorHandler);
  await app.register(mediaType);

  // Limits per call come from readMultipart; these are the outer bounds.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 4, fields: 30 },
  });

  const services = createServices({ ...deps, log: contextLogger(app.log) });
  await services.files.ready();
  app.addHook('onClose', async () => services.files.close());
  // Public files (banners, avatars, logos) from the store. Private uploads are never served here.
  await app.register(publicFilesRoutes, { files: services.files });
  await app.register(authPlugin, { verify: (token: string) => services.sessions.verify(token) });
  await app.register(idempotencyPlugin, {
    store: createIdempotencyStore(database.db),
    leaseMs: config.idempotency.leaseMs,
    clock: deps.clock,
    faults: deps.faults,
  });

  await app.register(
    async (api) => {
      api.withTypeProvider<ZodTypeProvider>().get('/health', {
        schema: {
          tags: ['Platform'],
          summary: 'Liveness and database reachability',
          response: {
            200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          },
        },
        handler: async () => {
          await database.db.execute(sql`select 1`);
          return { status: 'ok' as const, database: database.kind };
        },
      });
      await api.register(authRoutes(services));
      await api.register(usersRoutes(services));
      await api.register(contentRoutes(services));
      await api.register(contactRoutes(services));
      await api.register(catalogueRoutes(services));
      await api.register(walletRoutes(services));
      await api.register(
        paymentsRoutes(services, { webhookSecret: config.razorpay.webhookSecret }),
      );
      await api.register(walletRequestsRoutes(services));
      await api.register(
        rechargesRoutes(services, { callbackSecret: config.aggregator.callbackSecret }),
      );
    },
    { prefix: '/api' },
  );

  await app.register(webApp, { dist: config.webDist });
  return { app, services };
}
