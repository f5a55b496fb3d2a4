/**
 * What one statement costs on PGlite, the embedded default (issue 16 §1 asks ≥ 0.1× of a bare
 * Node http server for every authenticated read on it). PGlite is PostgreSQL compiled to
 * WebAssembly and run on the API's own thread, so a statement's whole cost is the API's CPU: this
 * measures the floor any read that asks the database once cannot go below. `npx tsx
 * bench/pglite-floor.ts` (≈20 s; BENCH_CALLS, 5,000 a measure).
 *
 * 1,000 wallets in a table with an index on the owner, as the ledger has them; each measure runs
 * 500 calls to warm up, then BENCH_CALLS one after another (a read waits for the one before, as
 * PGlite runs one statement at a time anyway).
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { eq, sql } from 'drizzle-orm';
import { installTextDateParsers, withoutQueryParsers } from '../apps/api/src/db/pglite-parsers';

const CALLS = Number(process.env.BENCH_CALLS ?? 5000);

const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  balancePaise: bigint('balance_paise', { mode: 'bigint' }).notNull(),
});

async function measure(name: string, call: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 500; i += 1) await call();
  const started = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i += 1) await call();
  const ms = Number(process.hrtime.bigint() - started) / 1e6 / CALLS;
  console.log(`| ${name} | ${ms.toFixed(3)} | ${Math.round(1000 / ms).toLocaleString('en')} |`);
  return ms;
}

const client = await PGlite.create();
await client.exec(`
  create table accounts (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null,
    balance_paise bigint not null
  );
  create index on accounts (user_id);
  insert into accounts (user_id, balance_paise)
    select gen_random_uuid(), 100000 from generate_series(1, 1000);
  analyze accounts;`);
const {
  rows: [owner],
} = await client.query<{ user_id: string }>('select user_id from accounts limit 1');
const userId = owner!.user_id;
const db = drizzle(client);
const prepared = db
  .select({ balance: accounts.balancePaise })
  .from(accounts)
  .where(eq(accounts.userId, sql.placeholder('userId')))
  .prepare('balance');

console.log(`PGlite, one statement at a time, ${CALLS.toLocaleString('en')} calls a measure\n`);
console.log('| statement | ms a call | calls a second at most |');
console.log('| --- | ---: | ---: |');
await measure("exec('select 1'): the smallest round trip", () => client.exec('select 1'));
await measure('query(balance by owner, $1): one indexed read', () =>
  client.query('select balance_paise::text from accounts where user_id = $1', [userId]),
);
await measure('drizzle prepared, the same read', () => prepared.execute({ userId }));
// What Kosh does (db/pglite-parsers.ts): drizzle's date parsers installed on the instance once.
installTextDateParsers(client);
const kosh = drizzle(withoutQueryParsers(client))
  .select({ balance: accounts.balancePaise })
  .from(accounts)
  .where(eq(accounts.userId, sql.placeholder('userId')))
  .prepare('balance_kosh');
await measure("the same, parsers installed once (Kosh's path)", () => kosh.execute({ userId }));
await client.close();
