import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../users/users.tables';

/** The people on tickets: customers, senders, assignees and receivers, found by their ids. */
export function createSupportPeopleRepository() {
  async function byPublicId(db: DbOrTx, publicId: string) {
    const [row] = await db.select().from(users).where(eq(users.publicId, publicId)).limit(1);
    return row ?? null;
  }

  return {
    byPublicId,

    /** An admin by their public id; null for anyone else. */
    async adminByPublicId(db: DbOrTx, publicId: string) {
      const row = await byPublicId(db, publicId);
      return row && row.role === 'admin' ? row : null;
    },

    async byIds(db: DbOrTx, ids: string[]): Promise<Map<string, UserRow>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map<string, UserRow>();
      const rows = await db.select().from(users).where(inArray(users.id, unique));
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Every admin by name: who a ticket or a category can go to. */
    admins(db: DbOrTx) {
      return db
        .select({ userId: users.publicId, name: users.name })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.name));
    },
  };
}

export type SupportPeopleRepository = ReturnType<typeof createSupportPeopleRepository>;
