import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.tables';
import { supportCategories } from './support.tables';

const c = supportCategories;

export interface SeededCategory {
  name: string;
  position: number;
  receiverId: string | null;
}

/** The queries of the support categories: the back office's list and changes, the customer's list, the seed. */
export function createSupportCategoriesRepository() {
  return {
    /** Every category in its order, with its receiver and its open tickets. */
    all(db: DbOrTx) {
      return db
        .select({
          category: c,
          receiverPublicId: users.publicId,
          receiverName: users.name,
          openTickets: sql<number>`(select count(*)::int from support_tickets t where t.category_id = ${c.id} and t.is_open)`,
        })
        .from(c)
        .leftJoin(users, eq(users.id, c.receiverId))
        .orderBy(asc(c.position), asc(c.id));
    },

    /** The active categories in their order, with their receiver's public id. */
    active(db: DbOrTx) {
      return db
        .select({ id: c.id, Category: c.name, username: users.publicId })
        .from(c)
        .leftJoin(users, eq(users.id, c.receiverId))
        .where(eq(c.active, true))
        .orderBy(asc(c.position), asc(c.id));
    },

    /** An admin's internal id by their public id; null when there is no such admin. */
    async adminId(db: DbOrTx, publicId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.publicId, publicId), eq(users.role, 'admin')))
        .limit(1);
      return row?.id ?? null;
    },

    /** The admin who has been one longest: the seeded categories' receiver. */
    async firstAdminId(db: DbOrTx): Promise<string | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(1);
      return row?.id ?? null;
    },

    async isEmpty(db: DbOrTx): Promise<boolean> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(c);
      return Number(row?.n ?? 0) === 0;
    },

    /** The seed's rows; a name already there is skipped. How many were written. */
    async insertSeeded(db: DbOrTx, rows: SeededCategory[]): Promise<number> {
      const written = await db.insert(c).values(rows).onConflictDoNothing().returning();
      return written.length;
    },

    /** Seeded categories nobody receives, untouched by the back office, go to `receiverId`. */
    async fillSeededReceivers(db: DbOrTx, receiverId: string, names: string[]) {
      await db
        .update(c)
        .set({ receiverId, updatedAt: sql`now()` })
        .where(
          and(
            sql`${c.receiverId} is null`,
            inArray(c.name, names),
            sql`${c.createdAt} = ${c.updatedAt}`,
          ),
        );
    },

    /** A new category, last in the order; null never (the insert returns its row). */
    async insert(db: DbOrTx, values: { name: string; receiverId: string | null; active: boolean }) {
      const [row] = await db
        .insert(c)
        .values({
          ...values,
          position: sql`(select coalesce(max(position), -1) + 1 from support_categories)`,
        })
        .returning();
      return row ?? null;
    },

    /** A category changed; null when there is no such category. */
    async update(
      db: DbOrTx,
      id: number,
      patch: Partial<{ name: string; receiverId: string | null; active: boolean }>,
    ) {
      const [row] = await db
        .update(c)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(c.id, id))
        .returning();
      return row ?? null;
    },
  };
}

export type SupportCategoriesRepository = ReturnType<typeof createSupportCategoriesRepository>;
