import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { hotelBookings } from '../hotels/hotels.tables';
import { paymentOrders } from '../payments/payments.tables';
import { recharges } from '../recharges/recharges.tables';
import { smsOutbox } from '../sms-outbox/sms-outbox.tables';

/** How many of the latest failed texts the overview lists. */
const RECENT_FAILURES = 20;

/** The SMS outbox as an operator watches it. */
export interface OutboxTexts {
  pending: number;
  failed: number;
  oldestPendingSeconds: number;
  recentFailures: {
    id: string;
    template: string;
    mobile: string;
    attempts: number;
    lastError: string | null;
    createdAt: Date;
  }[];
}

/** Payments whose money has moved but whose outcome is not settled yet, by kind. */
export interface PendingPayments {
  kind: 'topup' | 'recharge' | 'hotel';
  count: number;
  /** How long the oldest has waited (0 when there is none). */
  oldestSeconds: number;
}

/**
 * What an operator watches across the modules, read-only and by index (each kind's open rows are
 * indexed by status): the payments still waiting on a provider or a refund.
 * - topup: paid at the gateway but not yet credited, or owed back (refund_due);
 * - recharge: debited, the aggregator's answer not in;
 * - hotel: paid, the supplier's confirmation not in.
 */
export function createOperationsRepository(db: Db) {
  /** How many rows match and how long ago the oldest `since` was, in seconds. */
  const waiting = async (table: PgTable, since: PgColumn, where: SQL) => {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        oldest: sql<number>`coalesce(extract(epoch from now() - min(${since})), 0)::float8`,
      })
      .from(table)
      .where(where);
    return {
      count: Number(row?.count ?? 0),
      oldestSeconds: Math.max(0, Math.round(Number(row?.oldest ?? 0))),
    };
  };
  return {
    async pendingPayments(): Promise<PendingPayments[]> {
      const [topup, recharge, hotel] = await Promise.all([
        waiting(
          paymentOrders,
          paymentOrders.createdAt,
          or(
            and(eq(paymentOrders.status, 'created'), isNotNull(paymentOrders.gatewayPaymentId)),
            eq(paymentOrders.status, 'refund_due'),
          )!,
        ),
        waiting(recharges, recharges.createdAt, eq(recharges.status, 'pending')),
        waiting(
          hotelBookings,
          hotelBookings.paidAt,
          inArray(hotelBookings.status, ['processing', 'pending']),
        ),
      ]);
      return [
        { kind: 'topup', ...topup },
        { kind: 'recharge', ...recharge },
        { kind: 'hotel', ...hotel },
      ];
    },

    /** Texts waiting (by the outbox's status index) and the ones given up on. */
    async texts(): Promise<OutboxTexts> {
      const [pending, failed, recentFailures] = await Promise.all([
        waiting(smsOutbox, smsOutbox.createdAt, eq(smsOutbox.status, 'pending')),
        waiting(smsOutbox, smsOutbox.createdAt, eq(smsOutbox.status, 'failed')),
        db
          .select({
            id: smsOutbox.id,
            template: smsOutbox.template,
            mobile: smsOutbox.mobile,
            attempts: smsOutbox.attempts,
            lastError: smsOutbox.lastError,
            createdAt: smsOutbox.createdAt,
          })
          .from(smsOutbox)
          .where(eq(smsOutbox.status, 'failed'))
          .orderBy(desc(smsOutbox.seq))
          .limit(RECENT_FAILURES),
      ]);
      return {
        pending: pending.count,
        failed: failed.count,
        oldestPendingSeconds: pending.oldestSeconds,
        recentFailures,
      };
    },
  };
}

export type OperationsRepository = ReturnType<typeof createOperationsRepository>;
