/**
 * The API half of bench/hotel-search.ts, started by it in a process of its own so that the load
 * generator, the supplier and the API do not share an event loop. It is the real app (buildApp)
 * on a fresh database — PGlite in a temporary DATA_DIR, or the PostgreSQL database named by
 * BENCH_DATABASE_URL — talking to the sandbox's hotel supplier at HOTELS_BASE_URL. TRUST_PROXY is
 * on, as behind a load balancer: the load generator sends each request from an address of its own
 * (X-Forwarded-For), so the per-address rate limits stay on and measured without throttling it.
 *
 * Talks to its parent over the IPC channel: sends {port} once listening, {cpu} on "cpu", stops on
 * "stop".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { serveBench } from './bench-process';

async function main() {
  const hotelsBaseUrl = process.env.HOTELS_BASE_URL;
  if (!hotelsBaseUrl || !process.send) throw new Error('started by bench/hotel-search.ts only');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-hotel-bench-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    HOTELS_BASE_URL: hotelsBaseUrl,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
  });
  const database = await openDatabase(config);
  await database.migrate();
  // Request logging off: the figure is the API's work, not pino writing two lines a request.
  const { app } = await buildApp({ config, database, logger: false });
  await serveBench(app, {
    ready: { database: database.kind },
    cleanUp: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
