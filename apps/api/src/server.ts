import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/client';

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

  // Reconciliation: credit paid top-ups whose callbacks never arrived, and refund those a wallet
  // limit refused. Several API copies may each run it: crediting locks the order row and a refund
  // is claimed on it first, so they cannot credit or refund twice, only ask the gateway twice.
  // pg-boss takes this over (one runner across copies) when background work grows.
  const reconcile = setInterval(() => {
    void services.payments
      .reconcile()
      .then(
        (r) =>
          (r.credited > 0 || r.refunded > 0) &&
          app.log.info(r, 'reconciliation credited or refunded paid orders'),
      )
      .catch((error: unknown) => app.log.error({ err: error }, 'reconciliation failed'));
  }, 60_000);
  reconcile.unref();

  // The status poller: pending recharges and bills whose callback never came are asked about on
  // a backing-off schedule; settling locks the recharge row, so several copies settle once.
  const pollRecharges = setInterval(() => {
    void services.rechargePayments
      .pollPending()
      .then((r) => r.settled > 0 && app.log.info(r, 'status poller settled pending recharges'))
      .catch((error: unknown) => app.log.error({ err: error }, 'status poller failed'));
  }, 15_000);
  pollRecharges.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(reconcile);
    clearInterval(pollRecharges);
    app.log.info({ signal }, 'shutting down');
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
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Kosh could not start:', error);
  }
  process.exit(1);
});
