import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serviceCompanies } from './catalogue.tables';

export type ServiceCompanyRow = typeof serviceCompanies.$inferSelect;
export type NewServiceCompanyRow = typeof serviceCompanies.$inferInsert;
export type ServiceCompanyPatch = Partial<
  Pick<
    ServiceCompanyRow,
    | 'name'
    | 'serviceNoHint'
    | 'option1Label'
    | 'option1Placeholder'
    | 'option2Label'
    | 'option2Placeholder'
    | 'sortOrder'
    | 'active'
    | 'logoPath'
  >
>;

/** The order every list uses: the back office's sort order, then the name. */
const ORDER = [
  asc(serviceCompanies.category),
  asc(serviceCompanies.sortOrder),
  asc(serviceCompanies.name),
];

export function createCatalogueRepository() {
  async function first(db: DbOrTx, where: SQL | undefined): Promise<ServiceCompanyRow | null> {
    const [row] = await db.select().from(serviceCompanies).where(where).limit(1);
    return row ?? null;
  }

  return {
    listActive: (db: DbOrTx, category: number) =>
      db
        .select()
        .from(serviceCompanies)
        .where(and(eq(serviceCompanies.category, category), eq(serviceCompanies.active, true)))
        .orderBy(...ORDER),

    list: (db: DbOrTx, category?: number) =>
      db
        .select()
        .from(serviceCompanies)
        .where(category === undefined ? undefined : eq(serviceCompanies.category, category))
        .orderBy(...ORDER),

    findById: (db: DbOrTx, id: string) => first(db, eq(serviceCompanies.id, id)),

    findByCode: (db: DbOrTx, code: string) => first(db, eq(serviceCompanies.code, code)),

    /** Inserts a company; null when its code is taken (by a racing insert too). */
    async insert(db: DbOrTx, company: NewServiceCompanyRow): Promise<ServiceCompanyRow | null> {
      const [row] = await db
        .insert(serviceCompanies)
        .values(company)
        .onConflictDoNothing({ target: serviceCompanies.code })
        .returning();
      return row ?? null;
    },

    async update(
      db: DbOrTx,
      id: string,
      patch: ServiceCompanyPatch,
    ): Promise<ServiceCompanyRow | null> {
      const [row] = await db
        .update(serviceCompanies)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(serviceCompanies.id, id))
        .returning();
      return row ?? null;
    },

    /** Locks the row until the transaction ends, so two logo uploads replace one another in turn. */
    async lockById(db: DbOrTx, id: string): Promise<ServiceCompanyRow | null> {
      const [row] = await db
        .select()
        .from(serviceCompanies)
        .where(eq(serviceCompanies.id, id))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async nextSortOrder(db: DbOrTx, category: number): Promise<number> {
      const [row] = await db
        .select({ max: sql<number | null>`max(${serviceCompanies.sortOrder})` })
        .from(serviceCompanies)
        .where(eq(serviceCompanies.category, category));
      return Math.min((row?.max ?? -10) + 10, 9999);
    },

    async isEmpty(db: DbOrTx): Promise<boolean> {
      const rows = await db.select({ id: serviceCompanies.id }).from(serviceCompanies).limit(1);
      return rows.length === 0;
    },

    /**
     * Serialises first-start seeding between API copies on one database: a transaction-scoped
     * advisory lock, released at commit or rollback (PostgreSQL and PGlite alike).
     */
    async lockSeeding(db: DbOrTx): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('kosh.catalogue.seed'))`);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
