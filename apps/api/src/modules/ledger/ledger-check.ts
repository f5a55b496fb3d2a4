import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface LedgerProblem {
  check: string;
  detail: string;
}

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

/**
 * Verifies every invariant of the ledger on a live database (DESIGN §3): the books balance,
 * each account's totals equal its transfers, no wallet is negative, no hold is resolved twice or
 * resolved by a transfer that does not match it. Returns the problems; none means healthy.
 */
export async function checkLedger(db: DbOrTx): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];

  const [sums] = await rows<{ dp: string; cp: string; dq: string; cq: string }>(
    db,
    sql`select coalesce(sum(debits_posted_paise), 0)::text as dp, coalesce(sum(credits_posted_paise), 0)::text as cp,
               coalesce(sum(debits_pending_paise), 0)::text as dq, coalesce(sum(credits_pending_paise), 0)::text as cq
        from ledger_accounts`,
  );
  if (sums && sums.dp !== sums.cp) {
    problems.push({ check: 'sum zero (posted)', detail: `debits ${sums.dp} ≠ credits ${sums.cp}` });
  }
  if (sums && sums.dq !== sums.cq) {
    problems.push({
      check: 'sum zero (pending)',
      detail: `debits ${sums.dq} ≠ credits ${sums.cq}`,
    });
  }

  const drift = await rows<{ code: string; field: string; stored: string; computed: string }>(
    db,
    sql`with moves as (
          select debit_account_id as account_id,
                 sum(amount_paise) filter (where kind in ('single', 'post')) as dp,
                 sum(case when kind = 'pending' then amount_paise when kind in ('post', 'void') then -amount_paise end) as dq,
                 0::numeric as cp, 0::numeric as cq
            from ledger_transfers group by debit_account_id
          union all
          select credit_account_id,
                 0, 0,
                 sum(amount_paise) filter (where kind in ('single', 'post')),
                 sum(case when kind = 'pending' then amount_paise when kind in ('post', 'void') then -amount_paise end)
            from ledger_transfers group by credit_account_id
        ), totals as (
          select account_id, coalesce(sum(dp), 0) dp, coalesce(sum(dq), 0) dq, coalesce(sum(cp), 0) cp, coalesce(sum(cq), 0) cq
            from moves group by account_id
        )
        select a.code, f.field, f.stored::text, f.computed::text
          from ledger_accounts a
          left join totals t on t.account_id = a.id
          cross join lateral (values
            ('debits_posted', a.debits_posted_paise::numeric, coalesce(t.dp, 0)),
            ('debits_pending', a.debits_pending_paise::numeric, coalesce(t.dq, 0)),
            ('credits_posted', a.credits_posted_paise::numeric, coalesce(t.cp, 0)),
            ('credits_pending', a.credits_pending_paise::numeric, coalesce(t.cq, 0))
          ) as f(field, stored, computed)
         where f.stored <> f.computed`,
  );
  for (const d of drift) {
    problems.push({
      check: 'balance equals transfers',
      detail: `${d.code} ${d.field}: stored ${d.stored}, transfers say ${d.computed}`,
    });
  }

  const negative = await rows<{ code: string; balance: string }>(
    db,
    sql`select code, (credits_posted_paise - debits_posted_paise - debits_pending_paise)::text as balance
          from ledger_accounts
         where kind = 'wallet' and credits_posted_paise - debits_posted_paise - debits_pending_paise < 0`,
  );
  for (const n of negative)
    problems.push({ check: 'no negative wallet', detail: `${n.code}: ${n.balance}` });

  const badResolutions = await rows<{ id: string; reason: string }>(
    db,
    sql`select r.id::text, case
              when p.id is null then 'resolves a transfer that is not a pending hold'
              else 'does not match its hold (accounts or amount)'
            end as reason
          from ledger_transfers r
          left join ledger_transfers p on p.id = r.pending_id and p.kind = 'pending'
         where r.kind in ('post', 'void')
           and (p.id is null or p.debit_account_id <> r.debit_account_id
                or p.credit_account_id <> r.credit_account_id or p.amount_paise <> r.amount_paise)`,
  );
  for (const b of badResolutions)
    problems.push({ check: 'resolution matches its hold', detail: `${b.id}: ${b.reason}` });

  const twice = await rows<{ pending_id: string; n: string }>(
    db,
    sql`select pending_id::text, count(*)::text as n from ledger_transfers
         where pending_id is not null group by pending_id having count(*) > 1`,
  );
  for (const t of twice)
    problems.push({ check: 'no hold resolved twice', detail: `${t.pending_id}: ${t.n} times` });

  return problems;
}
