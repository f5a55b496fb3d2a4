import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IdempotencyStore } from '../../plugins/idempotency';
import { idempotencyKeys } from './platform.tables';

export function createIdempotencyStore(db: Db): IdempotencyStore {
  return {
    async claim({ userId, key, route, requestHash }) {
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ userId, key, route, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length === 1) return { claimed: true };
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
        .limit(1);
      if (!row) return this.claim({ userId, key, route, requestHash });
      return {
        claimed: false,
        requestHash: row.requestHash,
        route: row.route,
        status: row.status,
        response: row.response,
      };
    },
    async complete({ userId, key, status, response }) {
      await db
        .update(idempotencyKeys)
        .set({
          status,
          response: JSON.parse(JSON.stringify(response ?? null)),
          completedAt: new Date(),
        })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    },
    async release({ userId, key }) {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            isNull(idempotencyKeys.status),
          ),
        );
    },
  };
}
