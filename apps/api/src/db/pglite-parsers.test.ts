import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { date, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installTextDateParsers, PGLITE_DATE_PARSERS, withoutQueryParsers } from './pglite-parsers';

const events = pgTable('events', {
  name: text('name').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  local: timestamp('local', { mode: 'date' }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  amounts: numeric('amounts').array().notNull(),
});

const AT = new Date('2026-11-25T04:05:06.789Z');

describe('PGlite with drizzle’s date parsers installed once', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`create table events (
      name text primary key, at timestamptz not null, local timestamp not null, day date not null,
      amounts numeric[] not null)`);
    installTextDateParsers(client);
    db = drizzle(withoutQueryParsers(client));
    // Starting PGlite (a WebAssembly PostgreSQL) takes seconds, many more on a loaded machine.
  }, 60_000);
  afterAll(() => client.close());

  it('reads back through drizzle exactly what it wrote, in and out of a transaction', async () => {
    const row = { name: 'a', at: AT, local: AT, day: '2026-11-25', amounts: ['1.50', '20'] };
    await db.insert(events).values(row);
    expect(await db.select().from(events).where(eq(events.name, 'a'))).toEqual([row]);
    const inside = await db.transaction(async (tx) => {
      await tx.insert(events).values({ ...row, name: 'b' });
      return tx.select().from(events).where(eq(events.name, 'b'));
    });
    expect(inside).toEqual([{ ...row, name: 'b' }]);
  });

  it('answers raw queries with dates as text, and as Dates with PGLITE_DATE_PARSERS', async () => {
    const sql = "select at, day, array[at] as ats from events where name = 'a'";
    const raw = await client.query<{ at: unknown; day: unknown }>(sql);
    expect(typeof raw.rows[0]?.at).toBe('string');
    const parsed = await client.query<{ at: Date; day: Date; ats: Date[] }>(sql, [], {
      parsers: PGLITE_DATE_PARSERS,
    });
    expect(parsed.rows[0]?.at).toEqual(AT);
    expect(parsed.rows[0]?.day).toBeInstanceOf(Date);
    expect(parsed.rows[0]?.ats).toEqual([AT]);
    const [script] = await client.exec(sql, { parsers: PGLITE_DATE_PARSERS });
    expect((script?.rows[0] as { at: Date }).at).toEqual(AT);
  });
});
