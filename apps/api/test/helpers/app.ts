import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '@kosh/sandbox/app';
import { startS3Server } from '@kosh/test-harness/s3';
import { buildApp, type Lifecycle } from '../../src/app';
import type { Services } from '../../src/modules/app-modules';
import { loadConfig, type Config } from '../../src/config';
import { openPostgres, type Database } from '../../src/db/client';
import type { Clock, FaultInjector } from '../../src/lib/faults';
import { openTestDatabase } from './database';

const SMS_KEY = 'test-sms-key';
const WEBHOOK_PATH = '/api/v1/webhooks/payments';
const RECHARGE_CALLBACK_PATH = '/api/v1/webhooks/recharge';
const HOTELS_CALLBACK_PATH = '/api/v1/webhooks/hotels';
const PAYOUTS_WEBHOOK_PATH = '/api/v1/webhooks/payouts';

export interface TestContextOptions {
  /** Extra environment for loadConfig. */
  env?: Record<string, string>;
  /**
   * Start the API on a free port (app.listen) and point the sandbox's webhooks at it, so the
   * gateway's signed webhooks reach the app over real HTTP. Without it webhooks go nowhere.
   */
  listen?: boolean;
  /** The sandbox's waits between webhook retries (default: short, so a missed webhook settles fast). */
  webhookRetryDelaysMs?: number[];
  /** How long the aggregator keeps a number ending 1111 pending (default 300 ms here). */
  aggregatorPendingMs?: number;
  /** How long it holds a number ending 2222 unanswered (default 3 s here). */
  aggregatorHangMs?: number;
  /** How long the hotel supplier keeps a Pending booking pending (default: the sandbox's 20 s). */
  hotelsPendingMs?: number;
  /**
   * How long it holds a Timeout booking's answer (default 3 s here): longer than HOTELS_TIMEOUT_MS
   * (env) for the API to give up on it; shorter, and the adapter's retry of the dropped connection
   * finds the booking made.
   */
  hotelsHangMs?: number;
  /** The hotel supplier's clock (default: the real one); a test that moves `clock` moves both. */
  hotelsNow?: () => Date;
  /** How long the KYC provider holds a number ending 7 unanswered (default: past KYC_TIMEOUT_MS). */
  kycHangMs?: number;
  /** How long the KYC provider's Aadhaar OTPs stay valid (default 10 minutes). */
  kycOtpTtlMs?: number;
  /** Each step of a sandbox payout's life (default 50 ms here). */
  payoutsStepMs?: number;
  /** How long the payouts provider holds a create to an account ending 4444 (default 2.5 s here). */
  payoutsHangMs?: number;
  /** pino options (a stream to read the logs from); without them the app logs nothing. */
  logger?: object;
  /** Seed the service catalogue, as the first start does (recharge and bill tests need it). */
  seedCatalogue?: boolean;
  /** The app's clock (leases, the poller) and its fault injector: see src/lib/faults.ts. */
  clock?: Clock;
  faults?: FaultInjector;
  /**
   * Where uploads go: DATA_DIR (disk) or a bucket on a real S3-protocol server started for this
   * context (s3). Default: KOSH_TEST_FILE_STORE, else disk; so the whole suite can run on either.
   */
  fileStore?: 'disk' | 's3';
}

export interface TestContext {
  app: FastifyInstance;
  /** Readiness's view of the app: a test sets `stopping` to play a SIGTERM. */
  lifecycle: Lifecycle;
  config: Config;
  services: Services;
  /** The provider sandbox; a test may close it to play a provider outage. */
  sandbox: FastifyInstance;
  database: Database;
  sandboxUrl: string;
  /** The API's own URL when started with `listen: true`, else null. */
  apiUrl: string | null;
  /** Where the sandbox sends its webhooks now. */
  webhookUrl(): string;
  /** Points the sandbox's webhooks at the API (`listen: true` only). */
  webhooksToApi(): void;
  /** Points the sandbox's webhooks at a closed port: every delivery fails, as if the API were down. */
  webhooksNowhere(): void;
  /** Points the aggregator's status callbacks at the API (`listen: true`) or at a closed port. */
  callbacksToApi(): void;
  callbacksNowhere(): void;
  /** Points the hotel supplier's booking callbacks at the API (`listen: true`) or a closed port. */
  hotelCallbacksToApi(): void;
  hotelCallbacksNowhere(): void;
  /** Points the payouts provider's webhooks at the API (`listen: true`) or at a closed port. */
  payoutWebhooksToApi(): void;
  payoutWebhooksNowhere(): void;
  close(): Promise<void>;
}

/** A local URL on which nothing listens (a port bound, then released). */
async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}${WEBHOOK_PATH}`;
}

/**
 * The real app on a fresh database, talking over HTTP to a real sandbox on a free port
 * (fastify/demo's test helper). Tests call it with app.inject; with `listen: true` the sandbox's
 * webhooks reach it over HTTP too.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const nowhere = await closedPortUrl();
  let webhookUrl = nowhere;
  let callbackUrl = nowhere;
  let hotelsCallbackUrl = nowhere;
  let payoutsWebhookUrl = nowhere;
  let sandboxUrl = '';
  const sandbox = await buildSandbox({
    smsApiKey: SMS_KEY,
    // Hotel picture URLs name the sandbox as it is reached here (its port is known once it listens).
    publicUrl: () => sandboxUrl,
    // Asked at each delivery: the API's port is known only once it listens, after the sandbox.
    webhookUrl: () => webhookUrl,
    webhookRetryDelaysMs: options.webhookRetryDelaysMs ?? [50, 150],
    rechargeCallbackUrl: () => callbackUrl,
    aggregatorPendingMs: options.aggregatorPendingMs ?? 300,
    aggregatorHangMs: options.aggregatorHangMs ?? 3000,
    callbackRetryDelaysMs: [50, 150],
    kycHangMs: options.kycHangMs ?? 3000,
    kycOtpTtlMs: options.kycOtpTtlMs,
    hotelsCallbackUrl: () => hotelsCallbackUrl,
    hotelsPendingMs: options.hotelsPendingMs,
    hotelsHangMs: options.hotelsHangMs ?? 3000,
    hotelsNow: options.hotelsNow,
    payoutsWebhookUrl: () => payoutsWebhookUrl,
    payoutsStepMs: options.payoutsStepMs ?? 50,
    payoutsHangMs: options.payoutsHangMs ?? 2500,
  });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const address = sandbox.server.address();
  if (!address || typeof address === 'string') throw new Error('sandbox did not bind');
  sandboxUrl = `http://127.0.0.1:${address.port}`;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-test-data-'));
  const s3 =
    (options.fileStore ?? process.env.KOSH_TEST_FILE_STORE) === 's3'
      ? await startS3Server()
      : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMS_BASE_URL: sandboxUrl,
    SMS_API_KEY: SMS_KEY,
    RAZORPAY_BASE_URL: sandboxUrl,
    AGGREGATOR_BASE_URL: sandboxUrl,
    RECHARGE_TIMEOUT_MS: '1500',
    KYC_BASE_URL: sandboxUrl,
    KYC_TIMEOUT_MS: '1500',
    HOTELS_BASE_URL: sandboxUrl,
    PAYOUTS_BASE_URL: sandboxUrl,
    PAYOUTS_TIMEOUT_MS: '1000',
    LOG_LEVEL: 'silent',
    ...s3?.env,
    ...options.env,
  });
  const database = await openTestDatabase();
  const { app, services, lifecycle } = await buildApp({
    config,
    database,
    // KOSH_TEST_LOG=1 prints the app's errors (a 500's stack) while replaying a failure.
    logger: options.logger ?? (process.env.KOSH_TEST_LOG ? { level: 'error' } : false),
    clock: options.clock,
    faults: options.faults,
  });
  await app.ready();
  if (options.seedCatalogue) await services.catalogue.seedIfFirstStart();

  let apiUrl: string | null = null;
  if (options.listen) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const bound = app.server.address();
    if (!bound || typeof bound === 'string') throw new Error('API did not bind');
    apiUrl = `http://127.0.0.1:${bound.port}`;
    webhookUrl = `${apiUrl}${WEBHOOK_PATH}`;
    callbackUrl = `${apiUrl}${RECHARGE_CALLBACK_PATH}`;
    hotelsCallbackUrl = `${apiUrl}${HOTELS_CALLBACK_PATH}`;
    payoutsWebhookUrl = `${apiUrl}${PAYOUTS_WEBHOOK_PATH}`;
  }

  return {
    app,
    lifecycle,
    config,
    services,
    sandbox,
    database,
    sandboxUrl,
    apiUrl,
    webhookUrl: () => webhookUrl,
    webhooksToApi() {
      if (!apiUrl) throw new Error('webhooksToApi needs createTestContext({ listen: true })');
      webhookUrl = `${apiUrl}${WEBHOOK_PATH}`;
    },
    webhooksNowhere() {
      webhookUrl = nowhere;
    },
    callbacksToApi() {
      if (!apiUrl) throw new Error('callbacksToApi needs createTestContext({ listen: true })');
      callbackUrl = `${apiUrl}${RECHARGE_CALLBACK_PATH}`;
    },
    callbacksNowhere() {
      callbackUrl = nowhere;
    },
    hotelCallbacksToApi() {
      if (!apiUrl) throw new Error('hotelCallbacksToApi needs createTestContext({ listen: true })');
      hotelsCallbackUrl = `${apiUrl}${HOTELS_CALLBACK_PATH}`;
    },
    hotelCallbacksNowhere() {
      hotelsCallbackUrl = nowhere;
    },
    payoutWebhooksToApi() {
      if (!apiUrl) throw new Error('payoutWebhooksToApi needs createTestContext({ listen: true })');
      payoutsWebhookUrl = `${apiUrl}${PAYOUTS_WEBHOOK_PATH}`;
    },
    payoutWebhooksNowhere() {
      payoutsWebhookUrl = nowhere;
    },
    async close() {
      // The sandbox first: it stops webhook retries that would otherwise reach a closing app.
      await sandbox.close();
      await app.close();
      await database.close();
      await s3?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another API copy on a test context's database (see secondCopy). */
export interface SecondCopy {
  app: FastifyInstance;
  services: Services;
  /** True on PostgreSQL: an app of its own, with its own pool and LISTEN connection. */
  separate: boolean;
  close: () => Promise<void>;
}

/**
 * A second API copy on `ctx`'s database, for what must hold on every copy: on PostgreSQL the same
 * app built again on this file's own database (a clone of the template), as a second process would
 * run it; on PGlite — one process owns the folder — `ctx`'s own app.
 */
export async function secondCopy(ctx: TestContext): Promise<SecondCopy> {
  if (ctx.database.kind !== 'postgres') {
    return { app: ctx.app, services: ctx.services, separate: false, close: async () => undefined };
  }
  const { rows } = await ctx.database.executeSql('select current_database() as name');
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${(rows[0] as { name: string }).name}`;
  const database = openPostgres(url.toString());
  const { app, services } = await buildApp({ config: ctx.config, database, logger: false });
  await app.ready();
  return {
    app,
    services,
    separate: true,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
