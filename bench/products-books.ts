/**
 * bench:products' books, once the load is over: every wallet holds exactly its funding less what
 * its product rows say it spent (a recharge or bill not failed, a transfer out) plus the
 * transfers it received — no overspend and no money made — and every Idempotency-Key the bench
 * saw answered made exactly one row, the one its answer named.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import type { KeyBook } from './products-load';
import { sleep } from './processes';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Waits (up to a minute) for nothing to be pending, then reconciles every bench wallet. */
export async function booksOf(db: Db, fundingPaise: bigint) {
  const problems: string[] = [];
  let pending = 0;
  for (const until = Date.now() + 60_000; Date.now() < until; await sleep(1000)) {
    const [row] = await rows<{ n: string }>(
      db,
      sql`select count(*)::text n from recharges where status = 'pending'`,
    );
    pending = Number(row?.n ?? 0);
    if (pending === 0) break;
  }
  if (pending > 0) problems.push(`${pending} payments still pending a minute after the load`);

  const [check] = await rows<{
    wallets: string;
    wrong: string;
    negative: string;
    spent: string;
    example: string | null;
  }>(
    db,
    sql`with w as (
          select u.id, a.credits_posted_paise - a.debits_posted_paise - a.debits_pending_paise as balance
            from users u join ledger_accounts a on a.user_id = u.id and a.kind = 'wallet'
           where u.mobile like '7%'
        ), paid as (
          select user_id, sum(amount_paise) s from recharges where status <> 'failure' group by user_id
        ), sent as (
          select sender_id, sum(amount_paise) s from wallet_transfers group by sender_id
        ), got as (
          select receiver_id, sum(amount_paise) s from wallet_transfers group by receiver_id
        ), x as (
          select w.id, w.balance,
                 ${fundingPaise}::bigint - coalesce(paid.s, 0) - coalesce(sent.s, 0) + coalesce(got.s, 0) as expected
            from w left join paid on paid.user_id = w.id left join sent on sent.sender_id = w.id
                   left join got on got.receiver_id = w.id
        )
        select count(*)::text wallets,
               count(*) filter (where balance <> expected)::text wrong,
               count(*) filter (where balance < 0)::text negative,
               (sum(${fundingPaise}::bigint - balance))::text spent,
               min(case when balance <> expected then id::text || ': ' || balance || ' held, ' || expected || ' expected' end) example
          from x`,
  );
  const wrong = Number(check?.wrong ?? 0);
  const negative = Number(check?.negative ?? 0);
  if (wrong > 0) problems.push(`${wrong} wallets disagree with their rows (${check?.example})`);
  if (negative > 0) problems.push(`${negative} wallets below zero: OVERSPEND`);
  const spentRupees = Number(BigInt(check?.spent ?? '0')) / 100;
  return {
    problems,
    summary:
      `${Number(check?.wallets ?? 0).toLocaleString('en-US')} wallets each hold exactly their ` +
      `funding less what their rows spent, plus what they received (₹${spentRupees.toLocaleString('en-US')} ` +
      `out in all): ${wrong === 0 && negative === 0 ? 'zero overspend' : 'NOT SO'}`,
  };
}

/** Each key the bench recorded for `path` made one row, the one its answer named. */
export async function keysOf(db: Db, path: string, book: KeyBook): Promise<string[]> {
  const problems = [...book.problems.map((p) => `${path}: ${p}`)];
  const made =
    path === 'transfer'
      ? await rows<{ key: string; id: string; n: string }>(
          db,
          sql`select idempotency_key as key, min(id::text) id, count(*)::text n
                from wallet_transfers where idempotency_key is not null group by idempotency_key`,
        )
      : await rows<{ key: string; id: string; n: string }>(
          db,
          sql`select idempotency_key as key, min(order_id) id, count(*)::text n
                from recharges where idempotency_key is not null group by idempotency_key`,
        );
  const byKey = new Map(made.map((r) => [r.key, r]));
  let missing = 0;
  let twice = 0;
  let other = 0;
  for (const [key, id] of book.effects) {
    const row = byKey.get(key);
    if (!row) missing += 1;
    else if (Number(row.n) !== 1) twice += 1;
    else if (row.id !== id) other += 1;
  }
  if (missing) problems.push(`${path}: ${missing} answered keys made no row`);
  if (twice) problems.push(`${path}: ${twice} keys made more than one row`);
  if (other) problems.push(`${path}: ${other} keys made a row other than the one answered`);
  return problems;
}
