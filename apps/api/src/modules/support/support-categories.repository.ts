import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appSettings } from '../content/content.tables';
import { users } from '../users/users.tables';
import { supportCategories } from './support.tables';

const c = supportCategories;

export interface SeededCategory {
  name: string;
  nameHi: string;
  position: number;
  receiverId: string | null;
}

/** The category an Mtype names: its id, or its Category text whatever the case. */
export const categoryNamed = (mtype: string) =>
  /^\d+$/.test(mtype) ? eq(c.id, Number(mtype)) : sql`lower(${c.name}) = lower(${mtype})`;

type CategoryChange = Partial<{
  name: string;
  nameHi: string | null;
  receiverId: string | null;
  active: boolean;
}>;

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
        .select({ id: c.id, Category: c.name, username: users.publicId, CategoryHi: c.nameHi })
        .from(c)
        .leftJoin(users, eq(users.id, c.receiverId))
        .where(eq(c.active, true))
        .orderBy(asc(c.position), asc(c.id));
    },

    /** The category a ticket's Mtype names, active or not; null when none does. */
    async findNamed(db: DbOrTx, mtype: string) {
      const [row] = await db.select().from(c).where(categoryNamed(mtype)).limit(1);
      return row ?? null;
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

    /**
     * Seeded categories still under their seeded name and without a Hindi one get the seed's
     * Hindi name (an install seeded before categories had one). updated_at is left alone: it is
     * how fillSeededReceivers tells a category the back office changed.
     */
    async fillSeededHindiNames(db: DbOrTx, seeds: readonly { name: string; nameHi: string }[]) {
      for (const seed of seeds) {
        await db
          .update(c)
          .set({ nameHi: seed.nameHi })
          .where(and(eq(c.name, seed.name), sql`${c.nameHi} is null`));
      }
    },

    /**
     * Marks a one-off step done in app_settings; true when this call marked it. Taken inside the
     * step's transaction, so API copies starting together run it once: the others wait on the
     * row and then find it taken.
     */
    async claimOnce(db: DbOrTx, key: string): Promise<boolean> {
      const rows = await db
        .insert(appSettings)
        .values({ key, value: { at: new Date().toISOString() } })
        .onConflictDoNothing({ target: appSettings.key })
        .returning({ key: appSettings.key });
      return rows.length > 0;
    },

    /** A new category, last in the order; null never (the insert returns its row). */
    async insert(
      db: DbOrTx,
      values: { name: string; nameHi: string | null; receiverId: string | null; active: boolean },
    ) {
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
    async update(db: DbOrTx, id: number, patch: CategoryChange) {
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
