import {
  ADMIN_BILLERS_PAGE_SIZE,
  type AdminBiller,
  type AdminBillerCategory,
  type AdminBillersQuery,
  type UpdateBillerEntry,
} from '@kosh/contract/billers';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { billerCore } from './bill-catalogue.service';
import type { BillerCategoryRow, BillerRow, BillersRepository } from './billers.repository';

const categoryOf = (row: BillerCategoryRow, billerCount: number): AdminBillerCategory => ({
  id: row.id,
  name: row.name,
  nameHi: row.nameHi,
  billerCount,
  active: row.active,
  enabled: row.enabled,
  displayOrder: row.displayOrder,
  icon: row.icon,
});

const billerOf = (row: BillerRow): AdminBiller => ({
  ...billerCore(row),
  sourceUpdatedAt: row.sourceUpdatedAt.toISOString(),
  active: row.active,
  enabled: row.enabled,
  displayOrder: row.displayOrder,
});

/**
 * The back office's view of the biller catalogue: every category and biller, published or
 * dropped, and the settings that are Kosh's (shown to customers or not, order, icon).
 */
export function createCatalogueAdminService(deps: { db: Db; repo: BillersRepository }) {
  const { db, repo } = deps;
  return {
    async categories() {
      const [rows, state, billers] = await Promise.all([
        repo.listCategories(db),
        repo.syncState(db),
        repo.countBillers(db),
      ]);
      return {
        data: rows.map((r) => categoryOf(r.category, r.billerCount)),
        sync: {
          version: state?.version ?? null,
          syncedAt: state?.syncedAt.toISOString() ?? null,
          categories: rows.filter((r) => r.category.active).length,
          billers,
        },
      };
    },

    async billers(query: Required<Pick<AdminBillersQuery, 'page'>> & AdminBillersQuery) {
      const page = Number(query.page);
      const { rows, total } = await repo.listBillers(db, {
        category: query.category,
        q: query.q || undefined,
        offset: (page - 1) * ADMIN_BILLERS_PAGE_SIZE,
        limit: ADMIN_BILLERS_PAGE_SIZE,
      });
      return { data: rows.map(billerOf), total, page, pageSize: ADMIN_BILLERS_PAGE_SIZE };
    },

    async updateCategory(id: string, patch: UpdateBillerEntry) {
      const row = await repo.updateCategory(db, id, patch);
      if (!row) throw new AppError('NOT_FOUND', 'BILLER_CATEGORY_NOT_FOUND');
      const [listed] = (await repo.listCategories(db)).filter((r) => r.category.id === id);
      return categoryOf(row, listed?.billerCount ?? 0);
    },

    async updateBiller(id: string, patch: UpdateBillerEntry) {
      const row = await repo.updateBiller(db, id, patch);
      if (!row) throw new AppError('NOT_FOUND', 'BILLER_NOT_FOUND');
      return billerOf(row);
    },
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
