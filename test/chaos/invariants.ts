import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@kosh/api/db/client';
import { checkLedger } from '@kosh/api/modules/ledger/ledger-check';

/** One broken rule, named like ledger:check's problems. */
export interface Violation {
  check: string;
  detail: string;
}

/** What the payment gateway knows of one order (Razorpay's truth, not Kosh's). */
export interface GatewayOrderTruth {
  orderId: string;
  /** Captured for this order (0 when never paid). */
  paidPaise: bigint;
  /** Refunded at the gateway for this order. */
  refundedPaise: bigint;
}

/** What the aggregator knows of one payment, by Kosh's client reference (its order id). */
export type AggregatorStatus = 'SUCCESS' | 'FAILURE' | 'PENDING';

export interface InvariantOptions {
  /** The app's clock now (the simulation's virtual time, or the wall clock). */
  now: Date;
  /** A payment still held this long after it was made is a violation. */
  holdDeadlineMs: number;
  /** An Idempotency-Key still unanswered this long after its lease ran out is stuck (0: at once). */
  stuckKeyMs: number;
  /**
   * The system is quiet (load stopped, callbacks delivered, jobs run): nothing may still be
   * pending, and every order the gateway saw paid must be credited or refunded by now.
   */
  settled?: boolean;
  /** Every order the gateway has, when the caller can ask it. */
  gateway?: GatewayOrderTruth[];
  /** Every payment the aggregator received, by client reference, when the caller can ask it. */
  aggregator?: ReadonlyMap<string, AggregatorStatus>;
  /** Every payout the payouts provider made, by Kosh's payout id, when the caller can ask it. */
  payouts?: ReadonlyMap<string, PayoutTruth>;
}

/** What the payouts provider knows of one payout (the bank's truth, not Kosh's). */
export interface PayoutTruth {
  status: string;
  amountPaise: bigint;
}

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

/** The routes whose run leaves one row under its Idempotency-Key, and where that row lives. */
const EFFECT_OF_ROUTE = sql`(values
  ('POST /api/recharge/mobile', 'recharge'), ('POST /api/recharge/dth', 'recharge'),
  ('POST /api/recharge/fastag', 'recharge'), ('POST /api/elBill/payBill', 'recharge'),
  ('POST /api/v1/bills/pay', 'recharge'),
  ('POST /api/v1/transfers/wallet', 'wallet_transfer'), ('POST /api/v1/payouts', 'payout'),
  ('POST /api/payment/CreateOrder', 'order'), ('POST /api/user/requstMoney', 'request')
) as r(route, kind)`;

/**
 * Every invariant of Kosh's money, on PGlite or PostgreSQL, at `now` (docs/architecture.md §3): ledger:check
 * clean (books balance, balances equal transfers, no negative wallet, no hold resolved twice or
 * open past its deadline, every payment's status matching its hold, every top-up credited once,
 * no Idempotency-Key stuck past its lease); every answered key naming the one row its run made;
 * and, given the providers' own records, Kosh agreeing with them — each order the gateway saw paid
 * credited once or refunded, never both, and each payment Kosh settled settled the same way at the
 * aggregator. Returns every violation; none means healthy.
 */
export async function checkInvariants(db: DbOrTx, options: InvariantOptions): Promise<Violation[]> {
  const { now } = options;
  // ledger:check reads a hold's age from the database's clock and a key's lease from the app's;
  // under the simulation's virtual clock the two differ, so the hold deadline is shifted by it.
  const [clock] = await rows<{ db_now: string }>(db, sql`select now()::text as db_now`);
  const skewMs = Math.max(0, now.getTime() - new Date(clock?.db_now ?? now).getTime());
  const violations: Violation[] = await checkLedger(db, {
    now,
    holdDeadlineMinutes: (options.holdDeadlineMs + skewMs) / 60_000,
    stuckKeyMinutes: options.stuckKeyMs / 60_000,
  });

  // A key answered with a success names the row its run made; a refusal made none.
  const keyEffects = await rows<{
    key: string;
    route: string;
    status: number;
    answered: string | null;
    made: string | null;
  }>(
    db,
    sql`with effects as (
          select 'recharge' as kind, user_id, idempotency_key as key, order_id as ref from recharges
           where idempotency_key is not null
          union all
          select 'order', user_id, idempotency_key, gateway_order_id from payment_orders
           where idempotency_key is not null
          union all
          select 'request', user_id, idempotency_key, id::text from wallet_requests
           where idempotency_key is not null
          union all
          select 'wallet_transfer', sender_id, idempotency_key, id::text from wallet_transfers
           where idempotency_key is not null
          union all
          select 'payout', user_id, idempotency_key, id::text from payouts
           where idempotency_key is not null
        )
        select k.key, k.route, k.status,
               coalesce((k.response_body::jsonb)->'data'->>'orderId', (k.response_body::jsonb)->'data'->>'id') as answered,
               e.ref as made
          from idempotency_keys k
          join ${EFFECT_OF_ROUTE} on r.route = k.route
          left join effects e on e.kind = r.kind and e.user_id = k.user_id and e.key = k.key
         where k.status is not null
           and case when k.status < 300
                    then e.ref is null or e.ref is distinct from
                         coalesce((k.response_body::jsonb)->'data'->>'orderId', (k.response_body::jsonb)->'data'->>'id')
                    else e.ref is not null end`,
  );
  for (const k of keyEffects) {
    violations.push({
      check: 'one answer, one effect per key',
      detail:
        k.status < 300
          ? `${k.key} (${k.route}) answered ${k.status} with ${k.answered ?? 'no id'}, but made ${k.made ?? 'nothing'}`
          : `${k.key} (${k.route}) answered ${k.status}, yet made ${k.made}`,
    });
  }

  // The hold's age by the app's clock too: a payment's row is stamped with it, the ledger is not.
  const holdDeadline = new Date(now.getTime() - (options.settled ? 0 : options.holdDeadlineMs));
  const pending = await rows<{ order_id: string; created_at: string }>(
    db,
    sql`select order_id, created_at::text from recharges
         where status = 'pending' and created_at <= ${holdDeadline.toISOString()}::timestamptz`,
  );
  for (const p of pending) {
    violations.push({
      check: options.settled ? 'nothing pending once quiet' : 'no payment held past its deadline',
      detail: `${p.order_id} still pending, made ${p.created_at}`,
    });
  }
  if (options.gateway) violations.push(...(await againstGateway(db, options.gateway, options)));
  if (options.aggregator) violations.push(...(await againstAggregator(db, options.aggregator)));
  if (options.payouts) violations.push(...(await againstPayouts(db, options.payouts, options)));
  return violations;
}

/** Paid at the gateway = credited to the wallet once, or refunded once — never both, never twice. */
async function againstGateway(
  db: DbOrTx,
  gateway: GatewayOrderTruth[],
  options: InvariantOptions,
): Promise<Violation[]> {
  const violations: Violation[] = [];
  const kosh = new Map(
    (
      await rows<{ gateway_order_id: string; status: string; amount: string; credited: string }>(
        db,
        sql`select o.gateway_order_id, o.status, o.amount_paise::text as amount,
                   coalesce(sum(t.amount_paise), 0)::text as credited
              from payment_orders o
              left join ledger_transfers t on t.reference_type = 'payment_order'
                   and t.reference_id = o.id::text and t.code = 'WALLET_TOPUP_ONLINE'
             group by o.id`,
      )
    ).map((o) => [o.gateway_order_id, o]),
  );
  const truth = new Map(gateway.map((g) => [g.orderId, g]));
  for (const id of kosh.keys()) {
    if (!truth.has(id)) {
      violations.push({
        check: 'paid = credited + refunded',
        detail: `${id}: unknown to the gateway`,
      });
    }
  }
  for (const g of gateway) {
    const order = kosh.get(g.orderId);
    const credited = BigInt(order?.credited ?? '0');
    const what = `${g.orderId} (${order?.status ?? 'not in Kosh'}): paid ${g.paidPaise}, credited ${credited}, refunded ${g.refundedPaise}`;
    const accounted = credited + g.refundedPaise;
    if (accounted > g.paidPaise || (credited > 0n && g.refundedPaise > 0n)) {
      violations.push({ check: 'paid = credited + refunded', detail: what });
    } else if (options.settled && accounted !== g.paidPaise) {
      violations.push({ check: 'paid = credited + refunded', detail: `${what}, once quiet` });
    } else if (g.paidPaise > 0n && order && BigInt(order.amount) !== g.paidPaise) {
      violations.push({
        check: 'paid = credited + refunded',
        detail: `${what}, order of ${order.amount}`,
      });
    }
  }
  return violations;
}

/** Kosh's settled outcome of each payment is the aggregator's: a success was paid, a refund was not. */
async function againstAggregator(
  db: DbOrTx,
  aggregator: ReadonlyMap<string, AggregatorStatus>,
): Promise<Violation[]> {
  const violations: Violation[] = [];
  const kosh = await rows<{ order_id: string; status: string }>(
    db,
    sql`select order_id, status from recharges`,
  );
  const known = new Set<string>();
  for (const r of kosh) {
    known.add(r.order_id);
    const there = aggregator.get(r.order_id);
    const agrees =
      r.status === 'pending' ||
      (r.status === 'success' && there === 'SUCCESS') ||
      (r.status === 'failure' && (there === undefined || there === 'FAILURE'));
    if (!agrees) {
      violations.push({
        check: 'Kosh agrees with the aggregator',
        detail: `${r.order_id}: ${r.status} in Kosh, ${there ?? 'never received'} at the aggregator`,
      });
    }
  }
  for (const [ref, status] of aggregator) {
    if (!known.has(ref)) {
      violations.push({
        check: 'Kosh agrees with the aggregator',
        detail: `${ref}: ${status} at the aggregator, unknown to Kosh`,
      });
    }
  }
  return violations;
}

const FINAL_PAYOUT = ['processed', 'rejected', 'failed', 'reversed'];

/**
 * Kosh and the payouts provider agree: every payout the provider made is one of Kosh's, for its
 * amount (one per id: nothing sent twice); a payout Kosh calls final is final the same way there
 * (or reversed since it was processed); and once quiet, every payout is final in both the same.
 */
async function againstPayouts(
  db: DbOrTx,
  provider: ReadonlyMap<string, PayoutTruth>,
  options: InvariantOptions,
): Promise<Violation[]> {
  const violations: Violation[] = [];
  const disagree = (detail: string) =>
    violations.push({ check: 'Kosh agrees with the payouts provider', detail });
  const kosh = await rows<{ id: string; status: string; amount: string }>(
    db,
    sql`select id::text, status, amount_paise::text as amount from payouts`,
  );
  const known = new Set<string>();
  for (const p of kosh) {
    known.add(p.id);
    const there = provider.get(p.id);
    if (there && there.amountPaise !== BigInt(p.amount)) {
      disagree(`${p.id}: ${p.amount} paise in Kosh, ${there.amountPaise} at the provider`);
    }
    const final = FINAL_PAYOUT.includes(p.status);
    if (options.settled && !final) disagree(`${p.id}: still ${p.status} once quiet`);
    if (!final) continue;
    const agrees =
      there?.status === p.status ||
      (p.status === 'processed' && there?.status === 'reversed' && !options.settled) ||
      // The provider refused it outright: it never made it.
      (p.status === 'failed' && there === undefined);
    if (!agrees) disagree(`${p.id}: ${p.status} in Kosh, ${there?.status ?? 'never made'} there`);
  }
  for (const [id, there] of provider) {
    if (!known.has(id)) disagree(`${id}: ${there.status} at the provider, unknown to Kosh`);
  }
  return violations;
}
