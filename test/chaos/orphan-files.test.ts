import path from 'node:path';
import { freePort } from '@kosh/test-harness/free-port';
import { startS3Server } from '@kosh/test-harness/s3';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@kosh/api/config';
import { openPglite, openPostgres, type Database } from '@kosh/api/db/client';
import { storedFiles, walletRequests } from '@kosh/api/db/schema';
import { fileStoreFor } from '@kosh/api/providers/files/file-store';
import { ApiProcess } from './crash-loop/api-process';
import { ApiClient } from './crash-loop/client';
import { Customer, newWorld, offlineTopUpForm } from './crash-loop/load';
import { Rng } from './rng';
import { stageForApiProcess } from './stage';

const SMS_KEY = 'orphans-sms-key';

/**
 * The real API, killed with SIGKILL between a private upload's write and its owner's commit: a
 * wallet slip's request is held at the `private-file-written` fault point (FAULT_HANG_AT, only
 * under NODE_ENV=test) and killed there. The slip is then in the store with no owner row; the API
 * started again (a 1 s grace period, the sweep's run at start) removes it — from the disk, and
 * from an S3 bucket (s3rver). On PGlite files, or a fresh PostgreSQL database with DATABASE_URL;
 * one database for both stores, since making a PGlite one is most of an API's start.
 */
describe('a kill -9 between an upload’s write and its commit', () => {
  const stage = stageForApiProcess('orphans', { smsApiKey: SMS_KEY });

  it.each([
    ['disk', '7000100001'],
    ['s3', '7000100002'],
  ] as const)(
    'leaves a slip with no owner in the %s store, swept at the restart',
    async (kind, mobile) => {
      const { sandboxUrl, dir, postgres } = stage;
      const s3 = kind === 's3' ? await startS3Server() : null;
      const storeEnv = { NODE_ENV: 'test', DATA_DIR: path.join(dir, 'data'), ...s3?.env };
      const store = fileStoreFor(loadConfig(storeEnv));
      const openDb = (): Promise<Database> =>
        postgres ? Promise.resolve(openPostgres(postgres.url)) : openPglite(storeEnv.DATA_DIR);
      const apiUrl = `http://127.0.0.1:${await freePort()}`;
      const api = (extra: Record<string, string>) =>
        new ApiProcess(
          {
            ...storeEnv,
            ...(postgres && { DATABASE_URL: postgres.url }),
            HOST: '127.0.0.1',
            PORT: new URL(apiUrl).port,
            SMS_BASE_URL: sandboxUrl,
            SMS_API_KEY: SMS_KEY,
            TRUST_PROXY: 'true',
            LOG_LEVEL: 'warn',
            ORPHAN_GRACE_MS: '1000',
            ...extra,
          },
          apiUrl,
          path.join(dir, `api-${kind}.log`),
        );
      const held = api({ FAULT_HANG_AT: 'private-file-written' });
      const restarted = api({});
      try {
        await held.start(120_000);
        const client = new ApiClient(apiUrl);
        const world = newWorld(client, sandboxUrl);
        const customer = new Customer(world, new Rng(1), 0, mobile);
        await customer.signUp('Kosh@2026pay');

        // The slip is written, then its request is held before the insert that would own it.
        const upload = client.once({
          method: 'POST',
          path: '/api/user/requstMoney',
          token: customer.token,
          form: offlineTopUpForm(250, `UTRORPHAN${mobile}`),
        });
        const line = await held.waitForLine(/held at a fault point/);
        const { key } = JSON.parse(line) as { key: string };
        await held.kill();
        expect(await upload).toBeNull();

        expect(await store.exists('private', key)).toBe(true);
        let db = await openDb();
        try {
          const [ledgerRow] = await db.db
            .select()
            .from(storedFiles)
            .where(eq(storedFiles.key, key));
          expect(ledgerRow).toMatchObject({ claimedAt: null });
          const owners = await db.db
            .select()
            .from(walletRequests)
            .where(eq(walletRequests.slipPath, key));
          expect(owners).toEqual([]);
        } finally {
          await db.close();
        }

        // Started again, its sweep (run at start, 1 s grace) removes the slip and its ledger row.
        await restarted.start(120_000);
        await expect
          .poll(() => store.exists('private', key), { timeout: 20_000, interval: 250 })
          .toBe(false);
        await restarted.stop();
        db = await openDb();
        try {
          expect(await db.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual(
            [],
          );
        } finally {
          await db.close();
        }
      } catch (error) {
        console.log(`API log (last lines):\n${held.tail(60)}`);
        throw error;
      } finally {
        await held.kill();
        await restarted.stop();
        await store.close();
        await s3?.close();
      }
    },
    240_000,
  );
});
