import { sql } from 'drizzle-orm';
import type { TestContext } from './app';
import { rows } from './wallet';

/** The tables where money lives: compared row for row. */
const MONEY_TABLES = [
  'ledger_accounts',
  'ledger_transfers',
  'payment_orders',
  'recharges',
  'wallet_requests',
] as const;

/**
 * Bookkeeping a refusal may write by design: a wrong password or OTP is counted (the throttles),
 * and a refused call under an Idempotency-Key records its answer for the retry.
 */
const REFUSAL_BOOKKEEPING = new Set(['auth_attempts', 'otp_challenges', 'idempotency_keys']);

/** Every money table's digest and every other table's row count: equal before and after = nothing changed. */
export type DataSnapshot = Record<string, string>;

export async function dataSnapshot(ctx: TestContext): Promise<DataSnapshot> {
  const tables = await rows<{ name: string }>(
    ctx,
    sql`select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: DataSnapshot = {};
  for (const { name } of tables) {
    if (REFUSAL_BOOKKEEPING.has(name) || name.startsWith('__drizzle')) continue;
    const table = sql.identifier(name);
    const query = (MONEY_TABLES as readonly string[]).includes(name)
      ? sql`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as v from ${table} t`
      : sql`select count(*)::text as v from ${table}`;
    const [row] = await rows<{ v: string }>(ctx, query);
    snapshot[name] = row?.v ?? '';
  }
  return snapshot;
}
