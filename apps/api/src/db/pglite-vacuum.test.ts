import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPglite, type Database } from './client';
import { vacuumJobs, vacuumTables } from './pglite-vacuum';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('vacuuming the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = wrapPglite(await PGlite.create());
    await database.executeSql(`
      create table payments (id int primary key, status text not null);
      create schema queue;
      create table queue.jobs (id int primary key);
      insert into payments select g, 'pending' from generate_series(1, 1000) g;
      insert into queue.jobs select g from generate_series(1, 10) g;
      update payments set status = 'success' where id <= 600;`);
    // Starting PGlite (a WebAssembly PostgreSQL) takes seconds, many more on a loaded machine.
  }, 60_000);
  afterAll(() => database.close());

  /** What the planner knows of a table's rows, and how many of its pages VACUUM marked clean. */
  const stats = async (table: string) =>
    (
      await database.executeSql(
        'select reltuples::int as rows, relallvisible as visible from pg_class where oid = $1::regclass',
        [table],
      )
    ).rows[0] as { rows: number; visible: number };

  it('vacuums and analyses every table of every schema', async () => {
    // Never vacuumed nor analysed: the planner has no count, no page is known clean.
    expect(await stats('payments')).toEqual({ rows: -1, visible: 0 });
    const result = await vacuumTables(database);
    // Kosh's two and PostgreSQL's own catalogs, whose old transaction ids must be frozen too.
    expect(result.tables).toBeGreaterThan(50);
    expect((await stats('pg_catalog.pg_class')).visible).toBeGreaterThan(0);
    const after = await stats('payments');
    expect(after.rows).toBe(1000);
    expect(after.visible).toBeGreaterThan(0);
    expect((await stats('queue.jobs')).rows).toBe(10);
  });

  it('is a job on PGlite only: PostgreSQL vacuums itself', () => {
    expect(vacuumJobs(database, quietLog).map((job) => job.name)).toEqual(['pglite-vacuum']);
    expect(vacuumJobs({ ...database, kind: 'postgres' }, quietLog)).toEqual([]);
  });
});
