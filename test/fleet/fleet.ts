import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '@kosh/test-harness/free-port';
import { ApiProcess } from '../chaos/crash-loop/api-process';
import { freshPostgresDatabase } from '../chaos/database';

/**
 * The PostgreSQL the fleet runs on. Several copies of the API share a database only on
 * PostgreSQL (PGlite is one process per folder), so this suite runs in CI's PostgreSQL pass.
 */
export function fleetPostgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the fleet suite needs PostgreSQL: set DATABASE_URL');
  return url;
}

export interface Fleet {
  copies: ApiProcess[];
  databaseUrl: string;
  /** Stops every copy (SIGTERM) and drops the database. */
  close(): Promise<void>;
}

/**
 * `count` copies of the real API on one fresh PostgreSQL database, not yet started: each with
 * its own port and data folder (uploads), as copies on separate machines behind a proxy.
 */
export async function fleetOnFreshDatabase(
  count: number,
  env: Record<string, string> = {},
): Promise<Fleet> {
  const database = await freshPostgresDatabase(fleetPostgresUrl());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-fleet-'));
  const copies: ApiProcess[] = [];
  for (let i = 1; i <= count; i += 1) {
    const port = await freePort();
    copies.push(
      new ApiProcess(
        {
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: path.join(dir, `copy-${i}`),
          DATABASE_URL: database.url,
          SMS_API_KEY: 'fleet-sms-key',
          LOG_LEVEL: 'warn',
          ...env,
        },
        `http://127.0.0.1:${port}`,
        path.join(dir, `copy-${i}.log`),
      ),
    );
  }
  return {
    copies,
    databaseUrl: database.url,
    async close() {
      await Promise.all(copies.map((copy) => copy.stop()));
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
