import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appSettings, contentBanners } from './content.tables';

export type BannerRow = typeof contentBanners.$inferSelect;
type BannerKind = BannerRow['kind'];

export function createBannersRepository() {
  return {
    listEnabled: (db: DbOrTx, kind: BannerKind) =>
      db
        .select()
        .from(contentBanners)
        .where(and(eq(contentBanners.kind, kind), eq(contentBanners.enabled, true)))
        .orderBy(asc(contentBanners.position), asc(contentBanners.createdAt)),

    listAll: (db: DbOrTx) =>
      db
        .select()
        .from(contentBanners)
        .orderBy(
          asc(contentBanners.kind),
          asc(contentBanners.position),
          asc(contentBanners.createdAt),
        ),

    async findById(db: DbOrTx, id: string): Promise<BannerRow | null> {
      const [row] = await db
        .select()
        .from(contentBanners)
        .where(eq(contentBanners.id, id))
        .limit(1);
      return row ?? null;
    },

    async nextPosition(db: DbOrTx, kind: BannerKind): Promise<number> {
      const [row] = await db
        .select({ max: sql<number | null>`max(${contentBanners.position})` })
        .from(contentBanners)
        .where(eq(contentBanners.kind, kind));
      return (row?.max ?? -1) + 1;
    },

    async insert(db: DbOrTx, banner: typeof contentBanners.$inferInsert): Promise<BannerRow> {
      const [row] = await db.insert(contentBanners).values(banner).returning();
      if (!row) throw new Error('insert into content_banners returned no row');
      return row;
    },

    async update(
      db: DbOrTx,
      id: string,
      patch: Partial<Pick<BannerRow, 'link' | 'alt' | 'enabled' | 'position' | 'language'>>,
    ): Promise<BannerRow | null> {
      const [row] = await db
        .update(contentBanners)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(contentBanners.id, id))
        .returning();
      return row ?? null;
    },

    async remove(db: DbOrTx, id: string): Promise<BannerRow | null> {
      const [row] = await db.delete(contentBanners).where(eq(contentBanners.id, id)).returning();
      return row ?? null;
    },

    async getSetting(db: DbOrTx, key: string): Promise<unknown> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
      return row?.value;
    },

    /** Writes a setting only if it is not there yet; true when this call wrote it. */
    async claimSetting(db: DbOrTx, key: string, value: unknown): Promise<boolean> {
      const rows = await db
        .insert(appSettings)
        .values({ key, value })
        .onConflictDoNothing({ target: appSettings.key })
        .returning({ key: appSettings.key });
      return rows.length > 0;
    },
  };
}

export type BannersRepository = ReturnType<typeof createBannersRepository>;
