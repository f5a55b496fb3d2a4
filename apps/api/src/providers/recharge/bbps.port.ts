import type { CatalogueBiller, CatalogueCategory } from '@kosh/contract/billers';

/**
 * The aggregator's biller catalogue (BBPS's billers, described by data), as Kosh reads it. Its
 * answers are checked entry by entry: one biller that does not read as a biller is set aside
 * (`rejected`), never the whole page.
 */
export interface BbpsBillers {
  /** Every category, and the catalogue's version (it moves on whenever anything in it changes). */
  categories(): Promise<{ categories: CatalogueCategory[]; version: number; updatedAt: string }>;
  /** One page of every category's billers, in the aggregator's order. */
  billers(
    page: number,
    pageSize: number,
  ): Promise<{ billers: CatalogueBiller[]; total: number; rejected: string[] }>;
}
