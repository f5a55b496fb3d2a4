import fs from 'node:fs';
import Fastify from 'fastify';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/client';
import { vacuumJobs } from './db/pglite-vacuum';
import { startBackgroundJobs } from './lib/background-jobs';
import { abortProviderCalls } from './lib/provider-call';
import { metricsRoute } from './plugins/metrics';
import { FileStoreUnavailableError } from './providers/files/s3-file-store';

/**
 * How long a SIGTERM may take before the process exits anyway: inside a typical 30 s grace period
 * (Kubernetes, systemd, ECS). Whatever is cut there is crash-safe — a payment waits in its row for
 * the status poller, a text in the outbox — so exiting is never a loss.
 */
const SHUTDOWN_DEADLINE_MS = 25_000;
/** How long requests under way may take to answer once a SIGTERM has come. */
const CONNECTION_GRACE_MS = 5_000;

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main() {
  const config = loadConfig();
  if (!config.webDist && fs.existsSync(defaultWebDist)) config.webDist = defaultWebDist;

  // Where start-up goes, logged once it is done (bench/README.md has the figures).
  const startedAt = performance.now();
  const phases: Record<string, number> = {};
  const phase = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const from = performance.now();
    try {
      return await step();
    } finally {
      phases[name] = Math.round(performance.now() - from);
    }
  };

  const database = await phase('open', () => openDatabase(config));
  await phase('migrate', () => database.migrate());
  // Live from here (GET /api/health/live); ready (/api/health/ready) once seeding and the
  // background jobs are up, so a balancer sends nothing before.
  const lifecycle = { started: false, stopping: false };
  const { app, services, metrics } = await phase('build', () =>
    buildApp({ config, database, lifecycle }),
  );
  await phase('listen', () => app.listen({ host: config.host, port: config.port }));

  const seedStarted = performance.now();
  const seeded = await services.banners.seedIfFirstStart();
  if (seeded) app.log.info({ count: seeded }, 'first start: home images seeded');
  const companies = await services.catalogue.seedIfFirstStart();
  if (companies) app.log.info({ count: companies }, 'first start: service catalogue seeded');

  if (config.admin) {
    const { user, created } = await services.users.ensureAdmin(config.admin);
    app.log.info(
      { userId: user.publicId },
      created ? 'first admin created' : 'admin account present',
    );
  }
  // After the admin: the seeded support categories go to the first admin.
  const categories = await services.supportCategories.seedIfFirstStart();
  if (categories) app.log.info({ count: categories }, 'first start: support categories seeded');

  // Background work on pg-boss (docs/architecture.md §7): each queue lets one run wait and one run go at a
  // time, so several API copies never poll the gateway or the aggregator twice over. Crediting,
  // refunding and settling also lock their rows, so even a doubled run could not move money twice.
  phases.seed = Math.round(performance.now() - seedStarted);
  const jobs = await phase('jobs', () =>
    startBackgroundJobs({
      database,
      log: app.log,
      runs: services.jobRuns,
      metrics,
      jobs: [
        {
          // Customer texts the in-process nudge did not send: the gateway was down (each waits its
          // back-off), or a copy died between a commit and its send. At start too: a start is
          // often a restart after such a crash.
          name: 'sms-outbox',
          everySeconds: 10,
          atStart: true,
          run: async () => {
            const r = await services.smsOutbox.deliverDue();
            if (r.retried + r.failed > 0) app.log.warn(r, 'SMS outbox: some texts not sent');
          },
        },
        {
          // Credits paid top-ups whose callbacks never came; refunds those a wallet limit refused.
          name: 'payments-reconcile',
          everySeconds: 60,
          run: async () => {
            const r = await services.payments.reconcile();
            if (r.credited > 0 || r.refunded > 0) {
              app.log.info(r, 'reconciliation credited or refunded paid orders');
            }
          },
        },
        {
          // Records the outcome of requests that died holding an Idempotency-Key (or frees the key
          // when they made nothing), and forgets keys after 24 hours.
          name: 'idempotency-sweep',
          everySeconds: 60,
          run: async () => {
            const r = await app.sweepIdempotencyKeys();
            if (r.recovered + r.dropped > 0) app.log.info(r, 'idempotency sweep settled keys');
          },
        },
        {
          // Private files whose owner never committed (the request died after writing them). Also
          // once at start: a start is often a restart after a crash that left some.
          name: 'orphan-files-sweep',
          everySeconds: 600,
          atStart: true,
          run: async () => {
            const removed = await services.files.sweepOrphans(new Date(), config.orphanGraceMs);
            if (removed > 0) app.log.info({ removed }, 'orphaned private files removed');
          },
        },
        {
          // Aadhaar OTP sessions hold the number (sealed) only while their e-KYC is open.
          name: 'kyc-otp-purge',
          everySeconds: 300,
          run: async () => {
            const purged = await services.kyc.aadhaarOtp.purgeClosedSessions();
            if (purged > 0) app.log.info({ purged }, 'closed Aadhaar OTP sessions purged');
          },
        },
        {
          // Saved billers' bills, each looked at once a day in India's daytime: a bill about to
          // fall due gets one text (and inbox entry). Hourly, so a restart never skips a day.
          // The default 2 minutes to expiry: a run killed at start-up must not freeze the queue
          // for half an hour, and a live run that outlasts it overlaps safely (a biller checked
          // today is skipped, a bill's reminder is recorded once).
          name: 'bill-reminders',
          everySeconds: 3600,
          atStart: true,
          run: async () => {
            const r = await services.billReminders.run();
            if (r.reminded + r.failed > 0) app.log.info(r, 'bill reminders sent');
          },
        },
        {
          // The aggregator's biller catalogue, brought in when its version moves on (and at start,
          // so a fresh install has every bill category before its first customer).
          name: 'biller-catalogue-sync',
          everySeconds: 3600,
          atStart: true,
          run: async () => {
            const r = await services.catalogueSync.run();
            if (!r.unchanged) app.log.info(r, 'biller catalogue synced');
          },
        },
        {
          // BBPS complaints still with their biller: the biller's answer, once it has one.
          name: 'bbps-complaint-poller',
          everySeconds: 60,
          run: async () => {
            const r = await services.bbpsComplaintPoller.run();
            if (r.looked > 0) app.log.info(r, 'BBPS complaints polled');
          },
        },
        {
          // Inbox entries are kept 180 days; once a day, the older ones go.
          name: 'inbox-retention',
          everySeconds: 86_400,
          atStart: true,
          run: async () => {
            const purged = await services.inbox.purgeOld();
            if (purged > 0) app.log.info({ purged }, 'inbox entries past 180 days deleted');
          },
        },
        {
          // Payment confirmations nobody used, and PIN-reset and passkey challenges, once past use.
          name: 'payment-auth-purge',
          everySeconds: 3600,
          run: async () => {
            const r = await services.paymentAuth.purgeStale();
            if (r.authorisations + r.pinResets + r.challenges > 0) {
              app.log.info(r, 'stale payment authorisations and challenges purged');
            }
          },
        },
        {
          // The live channel's rows are news for a moment: a day later nobody needs them.
          name: 'support-events-purge',
          everySeconds: 3600,
          run: async () => {
            const purged = await services.support.live.purgeEvents();
            if (purged > 0) app.log.info({ purged }, 'old support events purged');
          },
        },
        {
          // Hotel search sessions a day past their hour, itineraries a week past theirs.
          name: 'hotels-purge',
          everySeconds: 900,
          run: async () => {
            const r = await services.hotels.sessions.purgeExpired();
            if (r.sessions + r.itineraries > 0) app.log.info(r, 'expired hotel sessions purged');
          },
        },
        {
          // Hotel bookings whose outcome is not known here: the supplier is asked and they settle
          // (with the gateway side's pass over checkouts and refunds).
          name: 'hotel-bookings-reconcile',
          everySeconds: 60,
          run: async () => {
            const r = await services.hotels.reconcileBookings();
            if (Object.entries(r).some(([name, n]) => name !== 'asked' && n > 0)) {
              app.log.info(r, 'hotel bookings reconciled');
            }
          },
        },
        {
          // Bank payouts nobody has heard of (no webhook, no answer to the create): the provider is
          // asked by id or by Kosh's reference, and each settles or is sent again (same reference).
          name: 'payouts-reconcile',
          everySeconds: 60,
          run: async () => {
            const r = await services.payouts.reconcilePayouts();
            if (r.settled + r.failedToAsk > 0) app.log.info(r, 'payouts reconciled');
          },
        },
        {
          // Asks the aggregator about pending recharges and bills, each on a backing-off schedule.
          name: 'recharges-status-poll',
          everySeconds: 15,
          run: async () => {
            const r = await services.rechargePayments.pollPending();
            if (r.settled > 0) app.log.info(r, 'status poller settled pending recharges');
          },
        },
        // On PGlite, what autovacuum does on PostgreSQL.
        ...vacuumJobs(database, app.log),
      ],
    }),
  );

  // METRICS_PORT: the metrics on a port of their own (for a scraper inside the network only).
  const metricsServer = config.metrics.port === undefined ? undefined : Fastify({ logger: false });
  if (metricsServer) {
    await metricsServer.register(metricsRoute({ metrics, token: config.metrics.token }), {
      prefix: '/api',
    });
    await metricsServer.listen({ host: config.host, port: config.metrics.port });
  }

  const shutdown = async (signal: string) => {
    if (lifecycle.stopping) return;
    lifecycle.stopping = true;
    const started = Date.now();
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ afterMs: Date.now() - started }, 'shutdown deadline passed: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Provider calls in flight end now, as timeouts: their payments stay pending for the poller.
    abortProviderCalls();
    // Each step timed in the log: a slow one is found, not guessed.
    const step = async (name: string, run: () => Promise<unknown>) => {
      const from = Date.now();
      await run();
      app.log.info({ step: name, tookMs: Date.now() - from }, 'shutdown step done');
    };
    await step('jobs', () => jobs.stop());
    // Requests under way get a few seconds to answer (their provider calls are cut already); a
    // connection still open after that — a client that never lets go — is cut, so the close
    // is not held until the deadline.
    setTimeout(() => app.server.closeAllConnections(), CONNECTION_GRACE_MS).unref();
    await step('http', () => app.close());
    await step('metrics', async () => metricsServer?.close());
    await step('database', () => database.close());
    app.log.info({ tookMs: Date.now() - started }, 'shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  app.log.info(
    { startupMs: Math.round(performance.now() - startedAt), phases },
    `Kosh API on http://${config.host}:${config.port} (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
  lifecycle.started = true;
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof FileStoreUnavailableError
  ) {
    console.error(error.message);
  } else {
    console.error('Kosh could not start:', error);
  }
  process.exit(1);
});
