import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '@kosh/sandbox/app';
import { buildApp, type Services } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { openTestDatabase } from './database';

const SMS_KEY = 'test-sms-key';

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  services: Services;
  /** The provider sandbox; a test may close it to play a provider outage. */
  sandbox: FastifyInstance;
  database: Database;
  sandboxUrl: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, talking over HTTP to a real sandbox on a free port
 * (fastify/demo's test helper). Tests call it with app.inject.
 */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const sandbox = await buildSandbox({ smsApiKey: SMS_KEY });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const address = sandbox.server.address();
  if (!address || typeof address === 'string') throw new Error('sandbox did not bind');
  const sandboxUrl = `http://127.0.0.1:${address.port}`;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMS_BASE_URL: sandboxUrl,
    SMS_API_KEY: SMS_KEY,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openTestDatabase();
  const { app, services } = await buildApp({ config, database, logger: false });
  await app.ready();

  return {
    app,
    config,
    services,
    sandbox,
    database,
    sandboxUrl,
    async close() {
      await app.close();
      await database.close();
      await sandbox.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
