import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { PayoutStatus } from '@kosh/contract/payouts';
import { OPEN_PAYOUT_STATUSES, type AdminTransferKind } from '@kosh/contract/transfers-admin';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../users/users.tables';
import { beneficiaries, payoutEvents, payouts } from '../payouts.tables';
import { outgoingHolds, walletTransfers } from '../transfers.tables';

/** `q` as an ILIKE "contains" pattern, its own `%`, `_` and `\` taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A list's filters, the days and amounts already turned into instants and paise. */
export interface ListFilter {
  from?: Date;
  /** Exclusive: the first instant after the last day asked for. */
  until?: Date;
  minPaise?: bigint;
  maxPaise?: bigint;
  q?: string;
}

/**
 * Payouts that count against a month's limits: every one but those that gave the money back.
 * This MUST agree with the send policy's own count (send-policy.repository.ts, sentSinceOwnedBy):
 * the back office shows what the policy enforces. A test compares the two.
 */
const UNCOUNTED_PAYOUT_STATUSES = ['rejected', 'failed', 'reversed'] as const;

const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');
const placer = alias(users, 'placer');
const lifter = alias(users, 'lifter');

function ranges(column: { createdAt: PgColumn; amountPaise: PgColumn }, f: ListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.from) conditions.push(gte(column.createdAt, f.from));
  if (f.until) conditions.push(lt(column.createdAt, f.until));
  if (f.minPaise !== undefined) conditions.push(gte(column.amountPaise, f.minPaise));
  if (f.maxPaise !== undefined) conditions.push(lte(column.amountPaise, f.maxPaise));
  return conditions;
}

/** A payout with its customer and beneficiary. */
function payoutRows(db: DbOrTx) {
  return db
    .select({
      payout: payouts,
      beneficiary: beneficiaries,
      customer: { userId: users.id, name: users.name, mobile: users.mobile },
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .innerJoin(beneficiaries, eq(beneficiaries.id, payouts.beneficiaryId))
    .$dynamic();
}

/** A hold with who it is on and who placed and lifted it. */
function holdRows(db: DbOrTx) {
  return db
    .select({
      hold: outgoingHolds,
      customer: { userId: users.id, name: users.name, mobile: users.mobile },
      placedBy: { userId: placer.id, name: placer.name },
      liftedBy: { userId: lifter.id, name: lifter.name },
    })
    .from(outgoingHolds)
    .innerJoin(users, eq(users.id, outgoingHolds.userId))
    .innerJoin(placer, eq(placer.id, outgoingHolds.placedBy))
    .leftJoin(lifter, eq(lifter.id, outgoingHolds.liftedBy))
    .$dynamic();
}

/** The back office's reads of the send-money tables, and its holds: every customer's rows. */
export function createTransfersAdminRepository() {
  return {
    /** Wallet transfers, newest first, and how many the filter names. */
    async transfersPage(
      db: DbOrTx,
      f: ListFilter & { kind?: AdminTransferKind },
      limit: number,
      offset: number,
    ) {
      const conditions = ranges(walletTransfers, f);
      if (f.kind === 'request') conditions.push(isNotNull(walletTransfers.moneyRequestId));
      if (f.kind === 'direct') conditions.push(isNull(walletTransfers.moneyRequestId));
      if (f.q) {
        const pattern = contains(f.q);
        const match = or(
          ilike(sender.mobile, pattern),
          ilike(receiver.mobile, pattern),
          ilike(walletTransfers.reference, pattern),
        );
        if (match) conditions.push(match);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = await db
        .select({
          transfer: walletTransfers,
          sender: { userId: sender.id, name: sender.name, mobile: sender.mobile },
          receiver: { userId: receiver.id, name: receiver.name, mobile: receiver.mobile },
        })
        .from(walletTransfers)
        .innerJoin(sender, eq(sender.id, walletTransfers.senderId))
        .innerJoin(receiver, eq(receiver.id, walletTransfers.receiverId))
        .where(where)
        .orderBy(desc(walletTransfers.createdAt), desc(walletTransfers.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(walletTransfers)
        .innerJoin(sender, eq(sender.id, walletTransfers.senderId))
        .innerJoin(receiver, eq(receiver.id, walletTransfers.receiverId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Payouts, newest first — or, for the stuck ones (open and made before `stuckBefore`), oldest
     * first: the longest waiting is the first to chase.
     */
    async payoutsPage(
      db: DbOrTx,
      f: ListFilter & { status?: PayoutStatus; stuckBefore?: Date },
      limit: number,
      offset: number,
    ) {
      const conditions = ranges(payouts, f);
      if (f.status) conditions.push(eq(payouts.status, f.status));
      if (f.stuckBefore) {
        conditions.push(inArray(payouts.status, [...OPEN_PAYOUT_STATUSES]));
        conditions.push(lt(payouts.createdAt, f.stuckBefore));
      }
      if (f.q) {
        const pattern = contains(f.q);
        const match = or(
          ilike(users.mobile, pattern),
          ilike(payouts.utr, pattern),
          ilike(payouts.providerPayoutId, pattern),
          ilike(sql`${payouts.id}::text`, pattern),
        );
        if (match) conditions.push(match);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order = f.stuckBefore
        ? [asc(payouts.createdAt), asc(payouts.id)]
        : [desc(payouts.createdAt), desc(payouts.id)];
      const rows = await payoutRows(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.userId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async payoutById(db: DbOrTx, id: string) {
      const [row] = await payoutRows(db).where(eq(payouts.id, id));
      return row ?? null;
    },

    /** Every status the payout was seen in, in the order it came. */
    eventsOf: (db: DbOrTx, payoutId: string) =>
      db
        .select()
        .from(payoutEvents)
        .where(eq(payoutEvents.payoutId, payoutId))
        .orderBy(asc(payoutEvents.createdAt), asc(payoutEvents.id)),

    /**
     * Each customer's sending in [start, end), split as the limits count it, with the share of the
     * larger limit used first; one page, and how many customers sent.
     */
    async monthlyPage(
      db: DbOrTx,
      input: {
        start: Date;
        end: Date;
        q?: string;
        preLimitPaise: bigint;
        otherLimitPaise: bigint;
        limit: number;
        offset: number;
      },
    ) {
      const { start, end } = input;
      const sent = sql`(
        select ${walletTransfers.senderId} as user_id, 0::bigint as pre, ${walletTransfers.amountPaise} as other
          from ${walletTransfers}
         where ${walletTransfers.createdAt} >= ${start} and ${walletTransfers.createdAt} < ${end}
        union all
        select ${payouts.userId},
               case when ${payouts.preRegistered} then ${payouts.amountPaise} else 0 end,
               case when ${payouts.preRegistered} then 0 else ${payouts.amountPaise} end
          from ${payouts}
         where ${payouts.createdAt} >= ${start} and ${payouts.createdAt} < ${end}
           and ${payouts.status} not in (${sql.join(
             UNCOUNTED_PAYOUT_STATUSES.map((s) => sql`${s}`),
             sql`, `,
           )})
      ) as sent`;
      const pre = sql`sum(sent.pre)`;
      const other = sql`sum(sent.other)`;
      const share = sql`greatest(${pre}::numeric / ${input.preLimitPaise.toString()}::numeric, ${other}::numeric / ${input.otherLimitPaise.toString()}::numeric)`;
      const match = input.q
        ? or(ilike(users.mobile, contains(input.q)), ilike(users.name, contains(input.q)))
        : undefined;
      const rows = await db
        .select({
          userId: users.id,
          name: users.name,
          mobile: users.mobile,
          kycLevel: users.kycLevel,
          prePaise: sql<string>`${pre}::text`,
          otherPaise: sql<string>`${other}::text`,
          onHold: sql<boolean>`exists (select 1 from ${outgoingHolds} where ${outgoingHolds.userId} = ${users.id} and ${outgoingHolds.liftedAt} is null)`,
          total: sql<string>`(count(*) over ())::text`,
        })
        .from(sent)
        .innerJoin(users, sql`${users.id} = sent.user_id`)
        .where(match)
        .groupBy(users.id)
        .orderBy(sql`${share} desc`, sql`${pre} + ${other} desc`, asc(users.id))
        .limit(input.limit)
        .offset(input.offset);
      let total = Number(rows[0]?.total ?? 0);
      if (rows.length === 0 && input.offset > 0) {
        // Past the last page: the window count has no row to ride on, so count apart.
        const counted = await db
          .select({ n: sql<string>`count(distinct sent.user_id)::text` })
          .from(sent)
          .innerJoin(users, sql`${users.id} = sent.user_id`)
          .where(match);
        total = Number(counted[0]?.n ?? 0);
      }
      return { rows, total };
    },

    /** Places a hold; null when one is already in force (the partial unique index says so). */
    async insertHold(db: DbOrTx, input: { userId: string; reason: string; placedBy: string }) {
      const [row] = await db
        .insert(outgoingHolds)
        .values(input)
        .onConflictDoNothing({
          target: outgoingHolds.userId,
          where: isNull(outgoingHolds.liftedAt),
        })
        .returning({ id: outgoingHolds.id });
      return row?.id ?? null;
    },

    /** Lifts the hold in force; null when none was. */
    async liftHold(db: DbOrTx, input: { userId: string; liftedBy: string; at: Date }) {
      const [row] = await db
        .update(outgoingHolds)
        .set({ liftedBy: input.liftedBy, liftedAt: input.at })
        .where(and(eq(outgoingHolds.userId, input.userId), isNull(outgoingHolds.liftedAt)))
        .returning({ id: outgoingHolds.id });
      return row?.id ?? null;
    },

    async holdById(db: DbOrTx, id: string) {
      const [row] = await holdRows(db).where(eq(outgoingHolds.id, id));
      return row ?? null;
    },

    /** Holds in force now, newest first. */
    holdsInForce: (db: DbOrTx) =>
      holdRows(db)
        .where(isNull(outgoingHolds.liftedAt))
        .orderBy(desc(outgoingHolds.placedAt), desc(outgoingHolds.id)),

    /** Lifted holds, the most recently lifted first. */
    holdsLifted: (db: DbOrTx, limit: number) =>
      holdRows(db)
        .where(isNotNull(outgoingHolds.liftedAt))
        .orderBy(desc(outgoingHolds.liftedAt), desc(outgoingHolds.id))
        .limit(limit),
  };
}

export type TransfersAdminRepository = ReturnType<typeof createTransfersAdminRepository>;
