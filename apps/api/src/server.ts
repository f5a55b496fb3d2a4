import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/client';
import { startBackgroundJobs } from './lib/background-jobs';
import { FileStoreUnavailableError } from './providers/files/s3-file-store';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main() {
  const config = loadConfig();
  if (!config.webDist && fs.existsSync(defaultWebDist)) config.webDist = defaultWebDist;

  const database = await openDatabase(config);
  await database.migrate();
  const { app, services } = await buildApp({ config, database });

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
  const jobs = await startBackgroundJobs({
    database,
    log: app.log,
    jobs: [
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
        // Asks the aggregator about pending recharges and bills, each on a backing-off schedule.
        name: 'recharges-status-poll',
        everySeconds: 15,
        run: async () => {
          const r = await services.rechargePayments.pollPending();
          if (r.settled > 0) app.log.info(r, 'status poller settled pending recharges');
        },
      },
    ],
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `Kosh API on http://${config.host}:${config.port} (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
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
