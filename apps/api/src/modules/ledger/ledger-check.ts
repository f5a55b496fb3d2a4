import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';

export interface LedgerProblem {
  check: string;
  detail: string;
}

const rows = sqlRows;

export interface LedgerCheckOptions {
  /** A hold still open this long after it was made is a problem (default 24 hours). */
  holdDeadlineMinutes?: number;
  /**
   * An Idempotency-Key still unanswered this long after its lease ran out is stuck (default 15
   * minutes: the sweep settles abandoned keys every minute).
   */
  stuckKeyMinutes?: number;
  now?: Date;
}

/**
 * Verifies every invariant of the ledger on a live database (docs/architecture.md §3): the books balance,
 * each account's totals equal its transfers, no wallet is negative, no hold is resolved twice or
 * resolved by a transfer that does not match it — and, around it, that no hold stays open past
 * its deadline, every payment's status matches its hold, every top-up is credited as often as its
 * status says (once or never), every hotel booking paid at the gateway was taken in once and
 * refunded what it owes once, every wallet-to-wallet transfer moved once, every payout's money
 * matches its status, and no Idempotency-Key is stuck. Returns the problems; none means
 * healthy.
 */
export async function checkLedger(
  db: DbOrTx,
  options: LedgerCheckOptions = {},
): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const now = options.now ?? new Date();
  const holdDeadline = new Date(now.getTime() - (options.holdDeadlineMinutes ?? 24 * 60) * 60_000);
  const keyDeadline = new Date(now.getTime() - (options.stuckKeyMinutes ?? 15) * 60_000);

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

  const overdue = await rows<{ id: string; code: string; created_at: string }>(
    db,
    sql`select p.id::text, p.code, p.created_at::text from ledger_transfers p
         where p.kind = 'pending' and p.created_at < ${holdDeadline.toISOString()}::timestamptz
           and not exists (select 1 from ledger_transfers r where r.pending_id = p.id)`,
  );
  for (const o of overdue) {
    problems.push({
      check: 'no hold open past its deadline',
      detail: `${o.id} (${o.code}) held since ${o.created_at}`,
    });
  }

  // A payment is pending exactly while its hold is; success posted it, failure voided it.
  const mismatched = await rows<{ order_id: string; status: string; hold: string }>(
    db,
    sql`select r.order_id, r.status, coalesce(res.kind, case when h.id is null then 'none' else 'open' end) as hold
          from recharges r
          left join ledger_transfers h on h.id = r.hold_transfer_id and h.kind = 'pending'
               and h.amount_paise = r.amount_paise and h.reference_type = 'recharge'
               and h.reference_id = r.id::text
          left join ledger_transfers res on res.pending_id = h.id
         where h.id is null
            or (r.status = 'pending' and res.id is not null)
            or (r.status = 'success' and res.kind is distinct from 'post')
            or (r.status = 'failure' and res.kind is distinct from 'void')`,
  );
  for (const m of mismatched) {
    problems.push({
      check: 'payment status matches its hold',
      detail: `${m.order_id}: ${m.status}, hold ${m.hold}`,
    });
  }

  // A top-up is credited once when paid (online) or approved (offline), never otherwise.
  const credits = await rows<{ what: string; id: string; status: string; n: string }>(
    db,
    sql`select 'online top-up' as what, o.gateway_order_id as id, o.status, count(t.id)::text as n
          from payment_orders o
          left join ledger_transfers t on t.reference_type = 'payment_order'
               and t.reference_id = o.id::text and t.code = 'WALLET_TOPUP_ONLINE'
         group by o.id
        having count(t.id) <> case when o.status = 'paid' then 1 else 0 end
        union all
        select 'offline top-up', w.id::text, w.status::text, count(t.id)::text
          from wallet_requests w
          left join ledger_transfers t on t.reference_type = 'wallet_request'
               and t.reference_id = w.id::text and t.code = 'WALLET_TOPUP_OFFLINE'
         group by w.id
        having count(t.id) <> case when w.status = 1 then 1 else 0 end`,
  );
  for (const c of credits) {
    problems.push({
      check: 'top-up credited once',
      detail: `${c.what} ${c.id} (${c.status}) credited ${c.n} times`,
    });
  }

  // A hotel booking paid at the gateway moved its payment in once when captured, and gives back
  // (REFUND) exactly what it owes, once; a refund marked done names the gateway's refund.
  const hotelMoves = await rows<{ reference: string; problem: string }>(
    db,
    sql`select b.reference, case
              when m.captures <> case when b.gateway_payment_id is null then 0 else 1 end
                then 'payment taken in ' || m.captures || ' time(s), gateway payment ' || coalesce(b.gateway_payment_id, 'none')
              when m.captured_paise <> case when b.gateway_payment_id is null then 0 else b.amount_paise end
                then 'payment taken in as ' || m.captured_paise || ' paise of ' || b.amount_paise
              when m.refunds > 1 or m.refunded_paise <>
                   case when b.refund_status = 'none' then 0 else b.refund_paise end
                then 'refunded ' || m.refunded_paise || ' paise in ' || m.refunds || ' transfers, owes ' || b.refund_paise
              else 'refunded without the gateway''s refund'
            end as problem
          from hotel_bookings b
          cross join lateral (
            select count(*) filter (where t.code = 'HOTEL_BOOKING') as captures,
                   coalesce(sum(t.amount_paise) filter (where t.code = 'HOTEL_BOOKING'), 0) as captured_paise,
                   count(*) filter (where t.code = 'REFUND') as refunds,
                   coalesce(sum(t.amount_paise) filter (where t.code = 'REFUND'), 0) as refunded_paise
              from ledger_transfers t
             where t.reference_type = 'hotel_booking' and t.reference_id = b.id::text
          ) m
         where b.payment_method <> 'WALLET'
           and (m.captures <> case when b.gateway_payment_id is null then 0 else 1 end
                or m.captured_paise <> case when b.gateway_payment_id is null then 0 else b.amount_paise end
                or m.refunds > 1
                or m.refunded_paise <> case when b.refund_status = 'none' then 0 else b.refund_paise end
                or (b.refund_status = 'refunded' and b.gateway_refund_id is null))`,
  );
  for (const h of hotelMoves) {
    problems.push({
      check: 'gateway hotel booking moved once',
      detail: `${h.reference}: ${h.problem}`,
    });
  }

  // Money between two wallets: each transfer's row is one ledger transfer of its amount, and
  // no such ledger transfer is without its row.
  const walletMoves = await rows<{ id: string; n: string; moved: string; amount: string }>(
    db,
    sql`select coalesce(w.id::text, t.reference_id) as id, coalesce(t.n, 0)::text as n,
               coalesce(t.moved, 0)::text as moved, coalesce(w.amount_paise, 0)::text as amount
          from wallet_transfers w
          full join (select reference_id, count(*) as n, sum(amount_paise) as moved
                       from ledger_transfers where code = 'WALLET_TRANSFER'
                      group by reference_id) t on t.reference_id = w.id::text
         where w.id is null or t.reference_id is null or t.n <> 1 or t.moved <> w.amount_paise`,
  );
  for (const w of walletMoves) {
    problems.push({
      check: 'wallet transfer moved once',
      detail: `${w.id}: ${w.n} ledger transfer(s) of ${w.moved} paise for ${w.amount}`,
    });
  }

  // A payout holds its money until the bank answers: posted when processed (and reversed later),
  // voided when rejected or failed; a reversed one is credited back once, no other ever.
  const payoutMoves = await rows<{ id: string; status: string; hold: string; reversals: string }>(
    db,
    sql`select p.id::text, p.status, coalesce(res.kind, case when h.id is null then 'none' else 'open' end) as hold,
               r.n::text as reversals
          from payouts p
          left join ledger_transfers h on h.id = p.hold_transfer_id and h.kind = 'pending'
               and h.amount_paise = p.amount_paise and h.reference_type = 'payout'
               and h.reference_id = p.id::text
          left join ledger_transfers res on res.pending_id = h.id
          cross join lateral (
            select count(*) as n from ledger_transfers t
             where t.reference_type = 'payout' and t.reference_id = p.id::text
               and t.code = 'PAYOUT_REVERSAL' and t.amount_paise = p.amount_paise
          ) r
         where h.id is null
            or (p.status in ('created', 'queued', 'pending', 'processing') and res.id is not null)
            or (p.status in ('processed', 'reversed') and res.kind is distinct from 'post')
            or (p.status in ('rejected', 'failed') and res.kind is distinct from 'void')
            or r.n <> case when p.status = 'reversed' then 1 else 0 end`,
  );
  for (const p of payoutMoves) {
    problems.push({
      check: 'payout status matches its money',
      detail: `${p.id}: ${p.status}, hold ${p.hold}, credited back ${p.reversals} time(s)`,
    });
  }

  const stuck = await rows<{ key: string; route: string; since: string }>(
    db,
    sql`select key, route, coalesce(locked_until, created_at)::text as since from idempotency_keys
         where status is null and coalesce(locked_until, created_at) < ${keyDeadline.toISOString()}::timestamptz`,
  );
  for (const k of stuck) {
    problems.push({
      check: 'no Idempotency-Key stuck',
      detail: `${k.key} (${k.route}) unanswered, lease over since ${k.since}`,
    });
  }

  return problems;
}
