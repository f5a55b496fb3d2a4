import { and, asc, count, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CatalogueBiller, CatalogueCategory } from '@kosh/contract/billers';
import type { DbOrTx } from '../../db/client';
import { billerCatalogueSync, billerCategories, billers } from './billers.tables';

export type BillerCategoryRow = typeof billerCategories.$inferSelect;
export type BillerRow = typeof billers.$inferSelect;
/** What the back office may change of a category or biller: Kosh's own settings only. */
export type CatalogueEntryPatch = Partial<Pick<BillerRow, 'enabled' | 'displayOrder' | 'icon'>>;

/** Rows per insert: well under PostgreSQL's 65,535 bind parameters (17 per biller). */
const CHUNK = 500;

const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) =>
    list.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/** Written over what the aggregator publishes; the back office's columns are left as they are. */
const published = (column: string) => sql.raw(`excluded.${column}`);

/** Published by the aggregator and shown by the back office: what a customer sees. */
const visibleBiller = and(eq(billers.active, true), eq(billers.enabled, true));
const visibleCategory = and(eq(billerCategories.active, true), eq(billerCategories.enabled, true));

/** A search over name, id and coverage; LIKE's own characters match themselves. */
function matching(q: string) {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(billers.name, like), ilike(billers.id, like), ilike(billers.coverage, like));
}

/** The biller catalogue's SQL: the sync's writes and the back office's reads and changes. */
export function createBillersRepository() {
  return {
    async syncState(db: DbOrTx) {
      const [row] = await db.select().from(billerCatalogueSync).limit(1);
      return row ?? null;
    },

    async saveSyncState(db: DbOrTx, version: number, sourceUpdatedAt: Date, at: Date) {
      await db
        .insert(billerCatalogueSync)
        .values({ id: 1, version, sourceUpdatedAt, syncedAt: at })
        .onConflictDoUpdate({
          target: billerCatalogueSync.id,
          set: { version, sourceUpdatedAt, syncedAt: at },
        });
    },

    /** Each biller's last-known change, to count what a sync changed. */
    async sourceDates(db: DbOrTx): Promise<Map<string, number>> {
      const rows = await db
        .select({ id: billers.id, at: billers.sourceUpdatedAt, active: billers.active })
        .from(billers);
      return new Map(rows.map((r) => [r.id, r.active ? r.at.getTime() : -1]));
    },

    async upsertCategories(db: DbOrTx, categories: CatalogueCategory[], at: Date) {
      if (categories.length === 0) return;
      await db
        .insert(billerCategories)
        .values(
          categories.map((c) => ({ id: c.code, name: c.name, nameHi: c.nameHi, syncedAt: at })),
        )
        .onConflictDoUpdate({
          target: billerCategories.id,
          set: {
            name: published('name'),
            nameHi: published('name_hi'),
            active: sql`true`,
            syncedAt: at,
          },
        });
    },

    async upsertBillers(db: DbOrTx, list: CatalogueBiller[], at: Date) {
      for (const part of chunks(list)) {
        await db
          .insert(billers)
          .values(
            part.map((b) => ({
              id: b.id,
              categoryId: b.category,
              name: b.name,
              coverage: b.coverage,
              params: b.params,
              fetchRequirement: b.fetchRequirement,
              exactness: b.exactness,
              minAmountPaise: BigInt(b.minAmountPaise),
              maxAmountPaise: BigInt(b.maxAmountPaise),
              paymentChannels: b.paymentChannels,
              extraFields: b.extraFields,
              sourceUpdatedAt: new Date(b.updatedAt),
              syncedAt: at,
            })),
          )
          .onConflictDoUpdate({
            target: billers.id,
            set: {
              categoryId: published('category_id'),
              name: published('name'),
              coverage: published('coverage'),
              params: published('params'),
              fetchRequirement: published('fetch_requirement'),
              exactness: published('exactness'),
              minAmountPaise: published('min_amount_paise'),
              maxAmountPaise: published('max_amount_paise'),
              paymentChannels: published('payment_channels'),
              extraFields: published('extra_fields'),
              sourceUpdatedAt: published('source_updated_at'),
              active: sql`true`,
              syncedAt: at,
            },
          });
      }
    },

    /** What this sync (at `at`) did not see is no longer published: kept, inactive. */
    async markUnseenInactive(db: DbOrTx, at: Date) {
      const gone = await db
        .update(billers)
        .set({ active: false })
        .where(and(eq(billers.active, true), lt(billers.syncedAt, at)))
        .returning({ id: billers.id });
      await db
        .update(billerCategories)
        .set({ active: false })
        .where(and(eq(billerCategories.active, true), lt(billerCategories.syncedAt, at)));
      return gone.length;
    },

    /** Every category with its billers' count (those the aggregator still publishes). */
    async listCategories(db: DbOrTx) {
      const [rows, counts] = await Promise.all([
        db
          .select()
          .from(billerCategories)
          .orderBy(asc(billerCategories.displayOrder), asc(billerCategories.name)),
        db
          .select({ id: billers.categoryId, n: count() })
          .from(billers)
          .where(eq(billers.active, true))
          .groupBy(billers.categoryId),
      ]);
      const byId = new Map(counts.map((c) => [c.id, c.n]));
      return rows.map((category) => ({ category, billerCount: byId.get(category.id) ?? 0 }));
    },

    async countBillers(db: DbOrTx) {
      const [row] = await db.select({ n: count() }).from(billers).where(eq(billers.active, true));
      return row?.n ?? 0;
    },

    async listBillers(
      db: DbOrTx,
      query: { category?: string; q?: string; offset: number; limit: number },
    ) {
      const filters: SQL[] = [];
      if (query.category) filters.push(eq(billers.categoryId, query.category));
      if (query.q) {
        const matched = matching(query.q);
        if (matched) filters.push(matched);
      }
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(billers)
          .where(where)
          .orderBy(asc(billers.categoryId), asc(billers.displayOrder), asc(billers.name))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ n: count() }).from(billers).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Categories a customer may pay in, with the count of billers they may pay. */
    async listVisibleCategories(db: DbOrTx) {
      const rows = await db
        .select({ category: billerCategories, billerCount: count(billers.id) })
        .from(billerCategories)
        .innerJoin(billers, and(eq(billers.categoryId, billerCategories.id), visibleBiller))
        .where(visibleCategory)
        .groupBy(billerCategories.id)
        .orderBy(asc(billerCategories.displayOrder), asc(billerCategories.name));
      return rows;
    },

    /** Billers a customer may pay, by the back office's order, then name. */
    async listVisibleBillers(
      db: DbOrTx,
      query: { category?: string; q?: string; offset: number; limit: number },
    ) {
      const where = and(
        visibleBiller,
        visibleCategory,
        query.category ? eq(billers.categoryId, query.category) : undefined,
        query.q ? matching(query.q) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ biller: billers })
          .from(billers)
          .innerJoin(billerCategories, eq(billerCategories.id, billers.categoryId))
          .where(where)
          .orderBy(asc(billers.displayOrder), asc(billers.name))
          .offset(query.offset)
          .limit(query.limit),
        db
          .select({ n: count() })
          .from(billers)
          .innerJoin(billerCategories, eq(billerCategories.id, billers.categoryId))
          .where(where),
      ]);
      return { rows: rows.map((r) => r.biller), total: total?.n ?? 0 };
    },

    /** A biller a customer may pay, or null (unknown, dropped, or switched off). */
    async findVisibleBiller(db: DbOrTx, id: string) {
      const [row] = await db
        .select({ biller: billers })
        .from(billers)
        .innerJoin(billerCategories, eq(billerCategories.id, billers.categoryId))
        .where(and(eq(billers.id, id), visibleBiller, visibleCategory))
        .limit(1);
      return row?.biller ?? null;
    },

    /** The billers a customer may pay in these categories: their ids and display order. */
    async listVisibleIn(db: DbOrTx, categoryIds: readonly string[]) {
      return db
        .select({ id: billers.id, displayOrder: billers.displayOrder })
        .from(billers)
        .innerJoin(billerCategories, eq(billerCategories.id, billers.categoryId))
        .where(and(visibleBiller, visibleCategory, inArray(billers.categoryId, [...categoryIds])));
    },

    /** The categories of these billers, whether or not a customer may pay them now. */
    async categoriesOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: billers.id, categoryId: billers.categoryId })
        .from(billers)
        .where(inArray(billers.id, ids));
      return new Map(rows.map((r) => [r.id, r.categoryId]));
    },

    async updateCategory(db: DbOrTx, id: string, patch: CatalogueEntryPatch) {
      const [row] = await db
        .update(billerCategories)
        .set(patch)
        .where(eq(billerCategories.id, id))
        .returning();
      return row ?? null;
    },

    async updateBiller(db: DbOrTx, id: string, patch: CatalogueEntryPatch) {
      const [row] = await db.update(billers).set(patch).where(eq(billers.id, id)).returning();
      return row ?? null;
    },
  };
}

export type BillersRepository = ReturnType<typeof createBillersRepository>;
