import { performance } from 'node:perf_hooks';
import type { RecurringJob } from '../lib/background-jobs';
import { sqlState } from '../lib/db-errors';
import type { Logger } from '../lib/log-context';
import type { Database } from './client';

/*
 * PostgreSQL keeps itself in shape with autovacuum: dead row versions are reclaimed, the planner's
 * statistics refreshed, old transaction ids frozen before the counter wraps round (about two
 * billion write transactions). PGlite runs PostgreSQL as a single backend with no autovacuum, so
 * on the embedded default none of that ever happened: statistics stayed whatever the planner
 * guessed, dead versions of the hot rows (the ledger's accounts, payments changing state) stayed
 * in the indexes, and nothing was ever frozen.
 *
 * So Kosh does it: every hour, each table (the catalogs too) is vacuumed and analysed, one at a
 * time, each a unit of its own on the PGlite scheduler (a job's budget), so requests are served
 * between any two tables rather than waiting for the whole database. A table whose pages have not
 * changed since its last vacuum costs almost nothing (the visibility map lets VACUUM skip them):
 * on a database of 2,000 customers after a burst bench's 8,000 requests, a pass over Kosh's 83
 * tables took 371 ms, the longest table 42 ms, and the next pass 119 ms (bench/README.md, "PGlite
 * under a burst"); the catalogs are small.
 */

/**
 * Every table of the database, PostgreSQL's own catalogs included: the oldest transaction id the
 * database still holds is the oldest of any table's, so freezing only Kosh's tables would never
 * move it, and the statistics ANALYZE writes leave dead rows in pg_statistic.
 */
const TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind in ('r', 'm')
   order by n.nspname = 'pg_catalog', n.nspname, c.relname`;

/** A table dropped between the listing and its turn (a job queue's own tables come and go). */
const UNDEFINED_TABLE = '42P01';

export async function vacuumTables(
  database: Pick<Database, 'executeSql'>,
): Promise<{ tables: number; ms: number }> {
  const started = performance.now();
  const { rows } = await database.executeSql(TABLES);
  const names = (rows as { name: string }[]).map((row) => row.name);
  let vacuumed = 0;
  // One statement a table: VACUUM cannot run in a transaction, and each is its own turn.
  for (const name of names) {
    try {
      await database.executeSql(`vacuum (analyze) ${name}`);
      vacuumed += 1;
    } catch (error) {
      if (sqlState(error) !== UNDEFINED_TABLE) throw error;
    }
  }
  return { tables: vacuumed, ms: Math.round(performance.now() - started) };
}

/** The hourly job on the embedded database; none on PostgreSQL, whose autovacuum does it. */
export function vacuumJobs(database: Database, log: Logger): RecurringJob[] {
  if (database.kind !== 'pglite') return [];
  return [
    {
      name: 'pglite-vacuum',
      everySeconds: 3600,
      run: async () => {
        const r = await vacuumTables(database);
        log.info(r, 'embedded database vacuumed and analysed');
      },
    },
  ];
}
