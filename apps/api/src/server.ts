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

  if (config.admin) {
    const { user, created } = await services.users.ensureAdmin(config.admin);
    app.log.info(
      { userId: user.publicId },
      created ? 'first admin created' : 'admin account present',
    );
  }

  // Reconciliation: credit paid top-ups whose callbacks never arrived. Several API copies may each
  // run it: crediting locks the order row, so they cannot credit twice, only ask the gateway twice.
  // pg-boss takes this over (one runner across copies) when background work grows.
  const reconcile = setInterval(() => {
    void services.payments
      .reconcile()
      .then((r) => r.credited > 0 && app.log.info(r, 'reconciliation credited paid orders'))
      .catch((error: unknown) => app.log.error({ err: error }, 'reconciliation failed'));
  }, 60_000);
  reconcile.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(reconcile);
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
