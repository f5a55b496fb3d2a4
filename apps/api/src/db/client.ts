import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { listenPostgres, quoteIdentifier, type ChannelHandlers, type Channel } from './listen';
import { installTextDateParsers, PGLITE_DATE_PARSERS, withoutQueryParsers } from './pglite-parsers';
import { createPgliteScheduler, withScheduler } from './pglite-scheduler';
import { withPreparedStatements } from './pglite-statements';
import { currentRequestDeadline } from '../lib/log-context';

export type Schema = typeof schema;
/** One type for both drivers: the app never knows whether it talks to PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `change` while no other copy changes the schema: every schema change at start-up (Kosh's
   * migrations and the job queue's own tables) goes through it, so copies started together on a
   * fresh database wait for each other instead of racing to create the same objects. PGlite has
   * one process per folder (data-dir-lock) and runs it at once.
   */
  underSchemaLock<T>(change: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The raw PGlite instance (tests dump it as a template); undefined on PostgreSQL. */
  pglite?: PGlite;
  /**
   * Plain SQL for infrastructure that brings its own queries (the job queue): a parameterless
   * text may hold several statements; the answer is the last statement's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * LISTEN on a channel: `onMessage` gets each NOTIFY payload after its transaction commits.
   * `onState(true)` once listening, `onState(false)` whenever the channel may have missed a
   * message (PostgreSQL: the listening connection dropped; it reconnects by itself and says
   * true again). A cache fed by it must stop serving while it is false.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<Channel>;
  /** The connection pool's state (PostgreSQL; PGlite has one connection and no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory lock schema changes run under on PostgreSQL (any fixed number, Kosh's own). */
const MIGRATION_LOCK = 7_051_311;

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // A session lock on a connection of its own, held while `change` runs on any connection.
  const underSchemaLock = async <T>(change: (client: pg.PoolClient) => Promise<T>) => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      return await change(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    // Several API copies may start at once: one migrates while the others wait for its lock,
    // then find nothing left to do.
    migrate: () =>
      underSchemaLock((client) =>
        migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR }),
      ),
    underSchemaLock: (change) => underSchemaLock(() => change()),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    executeSql: async (text, values) => {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      // Several statements in one text answer one result each.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: last?.rows ?? [] };
    },
  };
}

export function wrapPglite(raw: PGlite, release: () => void = () => undefined): Database {
  // Drizzle's date parsers installed once, not merged into every query (db/pglite-parsers.ts).
  installTextDateParsers(raw);
  // Each statement text parsed once (db/pglite-statements.ts); one statement or transaction at a
  // time, each in a turn of its own (db/pglite-scheduler.ts).
  const client = withScheduler(
    withPreparedStatements(raw),
    createPgliteScheduler({ deadline: currentRequestDeadline }),
  );
  const forDrizzle = withoutQueryParsers(client);
  const db = drizzlePglite(forDrizzle, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: raw,
    migrate: () => migratePglite(drizzlePglite(forDrizzle), { migrationsFolder: MIGRATIONS_DIR }),
    underSchemaLock: (change) => change(),
    // One process owns the folder (data-dir-lock), and its one connection hears its own NOTIFYs.
    listen: async (channel, handlers) => {
      const unlisten = await raw.listen(quoteIdentifier(channel), handlers.onMessage);
      handlers.onState(true);
      return {
        sync: () => Promise.resolve(true),
        mark: () => 0,
        close: async () => {
          handlers.onState(false);
          await unlisten();
        },
      };
    },
    // PGlite's query() takes one statement; exec() takes a script but no parameters.
    executeSql: async (text, values) => {
      // Dates as PGlite (and node-postgres on PostgreSQL) make them: pg-boss reads them.
      const options = { parsers: PGLITE_DATE_PARSERS };
      if (values && values.length > 0) return client.query(text, values, options);
      const results = await client.exec(text, options);
      return { rows: results[results.length - 1]?.rows ?? [] };
    },
    close: async () => {
      try {
        await raw.close();
      } finally {
        release();
      }
    },
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pgdata'));
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
