import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, wrapPglite, type Database } from '@kosh/api/db/client';

/** PostgreSQL when DATABASE_URL is set (CI's second pass), else the embedded PGlite. */
export const chaosDatabaseKind = (): 'postgres' | 'pglite' =>
  process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, empty database on the PostgreSQL that `adminUrl` reaches (`kosh_chaos_…`), and the
 * means to drop it afterwards (connections still open are ended).
 */
export async function freshPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kosh_chaos_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * A migrated database for an in-process run: a new PGlite in memory, or a fresh PostgreSQL
 * database when DATABASE_URL is set. `close` also drops the PostgreSQL one.
 */
export async function openFreshDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = wrapPglite(await PGlite.create());
    await database.migrate();
    return database;
  }
  const fresh = await freshPostgresDatabase(adminUrl);
  const database = openPostgres(fresh.url);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    await fresh.drop();
    throw error;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}
