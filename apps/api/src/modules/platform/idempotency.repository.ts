import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { createBatchedCall } from '../../db/batch-queue';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import type { IdempotencyStore } from '../../plugins/idempotency';
import { idempotencyKeys } from './platform.tables';

/** The claims that take over or answer compare this token, so a run whose lease was taken is a no-op. */
const sameLease = (token: string | null) =>
  token === null ? isNull(idempotencyKeys.leaseToken) : eq(idempotencyKeys.leaseToken, token);

type NewClaim = typeof idempotencyKeys.$inferInsert & { leaseToken: string };

interface Completion {
  userId: string;
  key: string;
  leaseToken: string;
  status: number;
  body: string;
}

/**
 * The two statements every idempotent request makes — its first claim, and its answer — shared by
 * the requests that arrive together: one INSERT for many claims, one UPDATE for many answers, each
 * still committed before its own request goes on (a payment is never run before its key is
 * claimed, nor answered before its answer is kept). Each item knows by its lease token whether
 * the statement was its own: two claims of one key in a batch make one row, and the other
 * request looks at it as a claim that found a row does.
 */
const BATCH = { windowMs: 1, maxBatch: 100, maxInFlight: 4 };

function createBatchedStatements(db: Db) {
  const insertClaim = createBatchedCall<NewClaim, boolean>(BATCH, async (claims) => {
    // In key order: two batches naming the same keys then wait for each other, never deadlock.
    const inKeyOrder = [...claims].sort(
      (a, b) => a.userId.localeCompare(b.userId) || a.key.localeCompare(b.key),
    );
    const made = await db
      .insert(idempotencyKeys)
      .values(inKeyOrder)
      .onConflictDoNothing()
      .returning({ leaseToken: idempotencyKeys.leaseToken });
    const tokens = new Set(made.map((row) => row.leaseToken));
    return claims.map((claim) => tokens.has(claim.leaseToken));
  });

  const complete = createBatchedCall<Completion, boolean>(BATCH, async (answers) => {
    const values = sql.join(
      answers.map(
        (a) =>
          sql`(${a.userId}::uuid, ${a.key}::text, ${a.leaseToken}::uuid, ${a.status}::integer, ${a.body}::text)`,
      ),
      sql`, `,
    );
    const done = await sqlRows<{ lease_token: string }>(
      db,
      sql`
      update ${idempotencyKeys}
         set status = v.status, response_body = v.body, completed_at = now(), locked_until = null
        from (values ${values}) as v(user_id, key, lease_token, status, body)
       where ${idempotencyKeys.userId} = v.user_id and ${idempotencyKeys.key} = v.key
         and ${idempotencyKeys.status} is null and ${idempotencyKeys.leaseToken} = v.lease_token
      returning v.lease_token`,
    );
    const tokens = new Set(done.map((row) => row.lease_token));
    return answers.map((a) => tokens.has(a.leaseToken));
  });

  return { insertClaim, complete };
}

export function createIdempotencyStore(db: Db): IdempotencyStore {
  const byKey = (userId: string, key: string) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  const batched = createBatchedStatements(db);

  return {
    async claim({ userId, key, route, requestHash, now, leaseMs }) {
      const lockedUntil = new Date(now.getTime() + leaseMs);
      // A record that vanished between the insert and the read (swept or purged), or that another
      // retry took over first, is simply looked at again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const leaseToken = randomUUID();
        const claim = { userId, key, route, requestHash, lockedUntil, leaseToken, createdAt: now };
        if (await batched.insertClaim(claim))
          return { claimed: true, leaseToken, takenOver: false };

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

    complete: ({ userId, key, leaseToken, answer }) =>
      batched.complete({ userId, key, leaseToken, status: answer.status, body: answer.body }),

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
