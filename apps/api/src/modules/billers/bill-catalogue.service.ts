import { paiseToRupees } from '@kosh/contract/common/money';
import {
  BILLERS_PAGE_SIZE,
  type BillCategory,
  type Biller,
  type BillersQuery,
} from '@kosh/contract/bills';
import type { Exactness, FetchRequirement } from '@kosh/contract/billers';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BillerCategoryRow, BillerRow, BillersRepository } from './billers.repository';

const categoryOf = (row: BillerCategoryRow, billerCount: number): BillCategory => ({
  id: row.id,
  name: row.name,
  nameHi: row.nameHi,
  billerCount,
  icon: row.icon,
});

/** What every view of a biller shows: the aggregator's description of it, and its icon. */
export const billerCore = (row: BillerRow) => ({
  id: row.id,
  name: row.name,
  categoryId: row.categoryId,
  coverage: row.coverage,
  params: row.params,
  // The table's CHECKs hold these to the contract's lists.
  fetchRequirement: row.fetchRequirement as FetchRequirement,
  exactness: row.exactness as Exactness,
  minAmountPaise: Number(row.minAmountPaise),
  maxAmountPaise: Number(row.maxAmountPaise),
  extraFields: row.extraFields,
  icon: row.icon,
});

export const billerOf = (row: BillerRow): Biller => ({
  ...billerCore(row),
  minAmount: paiseToRupees(row.minAmountPaise),
  maxAmount: paiseToRupees(row.maxAmountPaise),
});

/**
 * The bill categories and billers a customer may pay (/api/v1/bills/…): published by the
 * aggregator and shown by the back office. A biller that is neither answers as unknown.
 */
export function createBillCatalogueService(deps: { db: Db; repo: BillersRepository }) {
  const { db, repo } = deps;
  return {
    async categories() {
      const rows = await repo.listVisibleCategories(db);
      return rows.map((r) => categoryOf(r.category, r.billerCount));
    },

    async billers(query: BillersQuery & { page: number }) {
      const { rows, total } = await repo.listVisibleBillers(db, {
        category: query.category,
        q: query.q || undefined,
        offset: (query.page - 1) * BILLERS_PAGE_SIZE,
        limit: BILLERS_PAGE_SIZE,
      });
      return { data: rows.map(billerOf), total, page: query.page, pageSize: BILLERS_PAGE_SIZE };
    },

    /** A biller a customer may pay; 404 BILLER_NOT_FOUND otherwise. */
    async biller(id: string) {
      const row = await repo.findVisibleBiller(db, id);
      if (!row) throw new AppError('NOT_FOUND', 'BILLER_NOT_FOUND');
      return billerOf(row);
    },
  };
}

export type BillCatalogueService = ReturnType<typeof createBillCatalogueService>;
