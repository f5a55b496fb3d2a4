import { sql, type SQL } from 'drizzle-orm';
import type { TestContext } from './app';
import { rows } from './wallet';

/** The tables where money lives: compared row for row. */
const MONEY_TABLES = new Set([
  'ledger_accounts',
  'ledger_transfers',
  'payment_orders',
  'recharges',
  'wallet_requests',
]);

/**
 * Bookkeeping a refusal may write by design: a wrong password or OTP is counted (the throttles),
 * and a refused call under an Idempotency-Key records its answer for the retry.
 */
const REFUSAL_BOOKKEEPING = new Set(['auth_attempts', 'otp_challenges', 'idempotency_keys']);

/** Every money table's digest and every other table's row count: equal before and after = nothing changed. */
export type DataSnapshot = Record<string, string>;

const queries = new WeakMap<TestContext, SQL>();

/** One statement for the whole snapshot (the schema fuzzer takes one per request). */
async function snapshotQuery(ctx: TestContext): Promise<SQL> {
  const cached = queries.get(ctx);
  if (cached) return cached;
  const tables = await rows<{ name: string }>(
    ctx,
    sql`select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables
    .map(({ name }) => name)
    .filter((name) => !REFUSAL_BOOKKEEPING.has(name) && !name.startsWith('__drizzle'))
    .map((name) => {
      const table = sql.identifier(name);
      // Table names from the catalogue, as literals: a bound parameter has no type in a union.
      const label = sql.raw(`'${name}'::text`);
      return MONEY_TABLES.has(name)
        ? sql`select ${label} as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as v from ${table} x`
        : sql`select ${label} as t, count(*)::text as v from ${table}`;
    });
  const query = sql.join(parts, sql` union all `);
  queries.set(ctx, query);
  return query;
}

export async function dataSnapshot(ctx: TestContext): Promise<DataSnapshot> {
  const result = await rows<{ t: string; v: string }>(ctx, await snapshotQuery(ctx));
  return Object.fromEntries(result.map(({ t, v }) => [t, v]));
}
