/**
 * The HTTP half of bench/ledger-bench.ts, started by it in a process of its own so that the load
 * generator and the server do not share one event loop. It is the real app (buildApp: Fastify,
 * zod validation, the error handler, the PostgreSQL pool of openPostgres) on the bench database,
 * plus one bench-only route registered here and nowhere in the product:
 *
 *   POST /bench/debit {"walletUserId": "<uuid>"} → 200, or 422 when the wallet cannot pay
 *
 * which debits BENCH_DEBIT_PAISE from that wallet to the provider-payable account through the
 * ledger's batcher (ledger-batcher.ts, on the app's own pool and ledger service): the debits that
 * arrive within BENCH_BATCH_WINDOW_MS share one transaction, each answered on its own, after the
 * COMMIT. No authentication: a session check would add one query per request that has nothing to
 * do with the ledger.
 *
 * Talks to its parent over the IPC channel: sends {port} once listening, {cpu} (its
 * process.cpuUsage()) on "cpu", {inFlight} (debits still running) on "in-flight", stops on "stop".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openPostgres } from '../apps/api/src/db/client';
import { createLedgerBatcher } from '../apps/api/src/modules/ledger/ledger-batcher';
import { serveBench } from './bench-process';

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl || !process.send) throw new Error('started by bench/ledger-bench.ts only');
  const amountPaise = BigInt(process.env.BENCH_DEBIT_PAISE ?? '1000');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-bench-data-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const database = openPostgres(databaseUrl);
  // Request logging off: the figure is the API's work, not pino writing two lines a request.
  const { app, services } = await buildApp({ config, database, logger: false });
  const batcher = createLedgerBatcher(database.db, services.ledger, {
    windowMs: Number(process.env.BENCH_BATCH_WINDOW_MS ?? 1),
    maxInFlight: Number(process.env.BENCH_BATCH_IN_FLIGHT ?? 4),
  });
  // Debits still running after the load generator hung up (the parent waits for none left).
  let inFlight = 0;

  app.post(
    '/bench/debit',
    {
      schema: {
        body: z.object({ walletUserId: z.uuid() }),
        response: {
          200: z.object({ result: z.literal(true), data: z.object({ transferId: z.string() }) }),
        },
      },
    },
    async (request) => {
      inFlight += 1;
      try {
        const transfer = await batcher.transfer({
          debit: { wallet: request.body.walletUserId },
          credit: { system: 'providerPayable' },
          amountPaise,
          code: 'MOBILE_RECHARGE',
          reference: { type: 'bench', id: request.id },
        });
        return { result: true as const, data: { transferId: transfer.id } };
      } finally {
        inFlight -= 1;
      }
    },
  );

  // "stop" waits for requests in flight (app.close), so the parent then reads settled balances.
  await serveBench(app, {
    cleanUp: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    onMessage: (message) => {
      if (message === 'in-flight') process.send?.({ inFlight });
    },
  });
}

main().catch((error: unknown) => {
  console.error('bench server:', error);
  process.exit(1);
});
