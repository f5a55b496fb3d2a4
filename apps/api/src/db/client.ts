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
import { installTextDateParsers, PGLITE_DATE_PARSERS, withoutQueryParsers } from './pglite-parsers';

export type Schema = typeof schema;
/** One type for both drivers: the app never knows whether it talks to PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
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
}

export interface Channel {
  /**
   * Resolves true once every message committed before the call has been handed to `onMessage`
   * (PostgreSQL: a round trip on the listening connection started after the call, shared by all
   * who ask meanwhile; PGlite hands them over as each statement returns), false if it cannot say.
   * With `since` (a `mark()` taken earlier), a round trip started after that mark and already
   * answered is enough: a request that marked on arrival and passed one barrier (its session
   * check) needs no second.
   */
  sync(since?: number): Promise<boolean>;
  /** The barriers started so far: what `sync(since)` compares with. */
  mark(): number;
  close(): Promise<void>;
}

export interface ChannelHandlers {
  onMessage(payload: string): void;
  onState(listening: boolean): void;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory lock the migrations run under on PostgreSQL (any fixed number, Kosh's own). */
const MIGRATION_LOCK = 7_051_311;

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    // Several API copies may start at once: one migrates while the others wait for its lock,
    // then find nothing left to do.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    executeSql: async (text, values) => {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      // Several statements in one text answer one result each.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: last?.rows ?? [] };
    },
  };
}

const quoteIdentifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a channel name: ${name}`);
  return name;
};

/** How often the listening connection proves it is alive, and how long it may take to answer. */
const LISTEN_HEARTBEAT_MS = 2000;

/**
 * A connection of its own for LISTEN (a pooled one would be handed to other queries). When it
 * drops it says so at once and reconnects with back-off (0.5 s doubling to 10 s); messages sent
 * meanwhile are lost, which is why the state goes false first. A connection that dies without a
 * word (a network cut drops no FIN) is found by a heartbeat: a query every 2 s that must answer
 * within 2 s, so such a gap lasts at most about 4 s.
 */
async function listenPostgres(url: string, channel: string, handlers: ChannelHandlers) {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
      application_name: 'kosh-listen',
    });
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      handlers.onState(false);
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!closed) {
        timer = setTimeout(() => void connect(), retryMs);
        retryMs = Math.min(retryMs * 2, 10_000);
      }
    };
    next.on('error', fail);
    next.on('end', fail);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch {
      fail();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = 500;
    handlers.onState(true);
    const beat = async () => {
      if (client !== next || failed) return;
      const late = setTimeout(fail, LISTEN_HEARTBEAT_MS);
      try {
        await next.query('select 1');
      } catch {
        fail();
      } finally {
        clearTimeout(late);
      }
      if (client === next && !failed) timer = setTimeout(() => void beat(), LISTEN_HEARTBEAT_MS);
    };
    timer = setTimeout(() => void beat(), LISTEN_HEARTBEAT_MS);
  };

  // One barrier query at a time; whoever asks while one is out waits for the next, which starts
  // after their call (a barrier sent before it could be answered before their message). The
  // barrier is an empty query: PostgreSQL sends the notifications pending for a connection
  // before the ReadyForQuery that ends any simple query, an empty one too, and an empty one is
  // neither parsed nor planned nor answered with rows — half the round trip of 'select 1' for
  // PostgreSQL and for this process (issue 16 §1; listen-channel.test.ts checks the order).
  const BARRIER = '';
  let inFlight: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;
  // Barriers are numbered as they are sent; `answered` is the newest one answered on the
  // connection that is listening now (0 after a drop: nothing from before it counts).
  let sent = 0;
  let answered = 0;
  let answeredOn: pg.Client | null = null;
  const barrier = (): Promise<boolean> => {
    const current = client;
    if (!current) return Promise.resolve(false);
    sent += 1;
    const number = sent;
    return current.query(BARRIER).then(
      () => {
        if (client !== current) return false;
        answered = answeredOn === current ? Math.max(answered, number) : number;
        answeredOn = current;
        return true;
      },
      () => false,
    );
  };
  // A barrier is sent at the end of the event loop's turn that first asked for it, so that every
  // request read in that turn shares it: under load one a turn, not one a request.
  let scheduled: Promise<boolean> | null = null;
  const schedule = (): Promise<boolean> =>
    new Promise<boolean>((resolve) => {
      setImmediate(() => {
        scheduled = null;
        inFlight = barrier().finally(() => {
          inFlight = null;
        });
        void inFlight.then(resolve);
      });
    });
  const sync = (since?: number): Promise<boolean> => {
    if (since !== undefined && client !== null && answeredOn === client && answered > since) {
      return Promise.resolve(true);
    }
    if (scheduled) return scheduled;
    if (!inFlight) {
      scheduled = schedule();
      return scheduled;
    }
    queued ??= inFlight.then(() => {
      queued = null;
      return sync();
    });
    return queued;
  };

  await connect();
  return {
    sync,
    mark: () => sent,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      handlers.onState(false);
      await current?.end().catch(() => undefined);
    },
  };
}

export function wrapPglite(client: PGlite, release: () => void = () => undefined): Database {
  // Drizzle's date parsers installed once, not merged into every query (db/pglite-parsers.ts).
  installTextDateParsers(client);
  const forDrizzle = withoutQueryParsers(client);
  const db = drizzlePglite(forDrizzle, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(forDrizzle), { migrationsFolder: MIGRATIONS_DIR }),
    // One process owns the folder (data-dir-lock), and its one connection hears its own NOTIFYs.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(quoteIdentifier(channel), handlers.onMessage);
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
        await client.close();
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
