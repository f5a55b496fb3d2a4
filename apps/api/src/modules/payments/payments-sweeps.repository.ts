import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  or,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentOrders } from './payments.tables';

/*
 * The orders the payments jobs sweep: refunds owed and top-ups still open after their callback
 * should have come. Part of the payments repository (payments.repository.ts), kept apart because
 * the reconciliation sweep's paging is a piece of its own.
 */

/** Orders owed a refund that nobody is working on now, oldest first. */
export async function refundsDue(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'refund_due'),
        isNotNull(paymentOrders.gatewayPaymentId),
        or(isNull(paymentOrders.refundClaimedUntil), lt(paymentOrders.refundClaimedUntil, now)),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt))
    .limit(limit);
}

/**
 * Open orders old enough that a callback should have come, young enough to still matter:
 * `newestShare` of them the newest, the rest those looked at longest ago — all stamped as
 * looked at now, so that run after run (and page after page) goes round all of them. The newest alone would starve an older paid order for good once
 * `limit` newer ones were left unpaid, as abandoned checkouts are (the chaos simulation found
 * paid top-ups never credited that way).
 */
export async function unsettled(
  db: DbOrTx,
  olderThan: Date,
  newerThan: Date,
  limit: number,
  newestShare = 0.5,
) {
  const open = and(
    eq(paymentOrders.status, 'created'),
    lt(paymentOrders.createdAt, olderThan),
    gt(paymentOrders.createdAt, newerThan),
  );
  const newestCount = Math.ceil(limit * newestShare);
  const newest =
    newestCount === 0
      ? []
      : await db
          .select()
          .from(paymentOrders)
          .where(open)
          .orderBy(desc(paymentOrders.createdAt))
          .limit(newestCount);
  // Stamped as looked at too, so that a run going round page after page meets them again
  // only once it has seen every other.
  if (newest.length > 0) {
    await db
      .update(paymentOrders)
      .set({ updatedAt: new Date() })
      .where(
        inArray(
          paymentOrders.id,
          newest.map((o) => o.id),
        ),
      );
  }
  const longestUnseen = db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        open,
        newest.length > 0
          ? notInArray(
              paymentOrders.id,
              newest.map((o) => o.id),
            )
          : undefined,
      ),
    )
    .orderBy(asc(paymentOrders.updatedAt), asc(paymentOrders.createdAt))
    .limit(limit - newest.length);
  const rest = await db
    .update(paymentOrders)
    .set({ updatedAt: new Date() })
    .where(inArray(paymentOrders.id, longestUnseen))
    .returning();
  // RETURNING follows no ORDER BY: oldest first, so a run is the same whatever the plan.
  rest.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return [...newest, ...rest];
}
