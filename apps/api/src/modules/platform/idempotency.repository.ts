import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IdempotencyStore } from '../../plugins/idempotency';
import { idempotencyKeys } from './platform.tables';

/** The claims that take over or answer compare this token, so a run whose lease was taken is a no-op. */
const sameLease = (token: string | null) =>
  token === null ? isNull(idempotencyKeys.leaseToken) : eq(idempotencyKeys.leaseToken, token);

export function createIdempotencyStore(db: Db): IdempotencyStore {
  const byKey = (userId: string, key: string) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  return {
    async claim({ userId, key, route, requestHash, now, leaseMs }) {
      const lockedUntil = new Date(now.getTime() + leaseMs);
      // A record that vanished between the insert and the read (swept or purged), or that another
      // retry took over first, is simply looked at again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const leaseToken = randomUUID();
        const inserted = await db
          .insert(idempotencyKeys)
          .values({ userId, key, route, requestHash, lockedUntil, leaseToken, createdAt: now })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (inserted.length === 1) return { claimed: true, leaseToken, takenOver: false };

        const [row] = await db.select().from(idempotencyKeys).where(byKey(userId, key)).limit(1);
        if (!row) continue;
        const expired = row.lockedUntil === null || row.lockedUntil.getTime() <= now.getTime();
        const sameRequest = row.requestHash === requestHash && row.route === route;
        if (row.status === null && expired && sameRequest) {
          const taken = await db
            .update(idempotencyKeys)
            .set({ lockedUntil, leaseToken })
            .where(
              and(byKey(userId, key), isNull(idempotencyKeys.status), sameLease(row.leaseToken)),
            )
            .returning({ key: idempotencyKeys.key });
          if (taken.length === 1) return { claimed: true, leaseToken, takenOver: true };
          continue; // another retry took it first: read again
        }
        return {
          claimed: false,
          requestHash: row.requestHash,
          route: row.route,
          answer:
            row.status === null || row.responseBody === null
              ? null
              : { status: row.status, body: row.responseBody },
          lockedUntil: row.lockedUntil ?? now,
        };
      }
      throw new Error(`idempotency key ${key} kept changing under its claim`);
    },

    async complete({ userId, key, leaseToken, answer }) {
      const done = await db
        .update(idempotencyKeys)
        .set({
          status: answer.status,
          responseBody: answer.body,
          completedAt: new Date(),
          lockedUntil: null,
        })
        .where(and(byKey(userId, key), isNull(idempotencyKeys.status), sameLease(leaseToken)))
        .returning({ key: idempotencyKeys.key });
      return done.length === 1;
    },

    async release({ userId, key, leaseToken }) {
      await db
        .delete(idempotencyKeys)
        .where(and(byKey(userId, key), isNull(idempotencyKeys.status), sameLease(leaseToken)));
    },

    async abandoned(now, limit) {
      return db
        .select({
          userId: idempotencyKeys.userId,
          key: idempotencyKeys.key,
          route: idempotencyKeys.route,
          leaseToken: idempotencyKeys.leaseToken,
        })
        .from(idempotencyKeys)
        .where(
          and(
            isNull(idempotencyKeys.status),
            or(isNull(idempotencyKeys.lockedUntil), lt(idempotencyKeys.lockedUntil, now)),
          ),
        )
        .orderBy(asc(idempotencyKeys.createdAt))
        .limit(limit);
    },

    async purge(before) {
      const gone = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .returning({ key: idempotencyKeys.key });
      return gone.length;
    },
  };
}
