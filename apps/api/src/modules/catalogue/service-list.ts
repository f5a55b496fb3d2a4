import type { ServiceCategory, ServiceCompany } from '@kosh/contract/catalogue';
import { BILL_KINDS, SERVICE_CATEGORIES, type BillKind } from '@kosh/contract/service-kinds';
import type { Db } from '../../db/client';
import type { CatalogueRepository, ServiceCompanyRow } from './catalogue.repository';

/**
 * The billers a bill screen (electricity, gas, postpaid) lists now, each with its display order,
 * by id (its operator code); null before the biller catalogue was first brought in.
 */
export type ListedBillers = (kind: BillKind) => Promise<Map<string, number> | null>;

/** The bill kinds by their service-list category. */
const BILL_KIND_OF = new Map<number, BillKind>(BILL_KINDS.map((k) => [SERVICE_CATEGORIES[k], k]));

/** GET service/getList/{type}: what each recharge and bill screen lists. */
export function createServiceList(deps: {
  db: Db;
  repo: CatalogueRepository;
  toPublic: (row: ServiceCompanyRow) => ServiceCompany;
  listedBillers?: ListedBillers;
}) {
  const { db, repo } = deps;

  /**
   * A bill category's companies are the spec screen's faces of catalogue billers: only those the
   * aggregator publishes and the back office shows are listed, in the billers' display order (the
   * companies' own order within one). Before the catalogue was first synced, all of them.
   */
  async function onlyListedBillers(category: ServiceCategory, rows: ServiceCompanyRow[]) {
    const kind = BILL_KIND_OF.get(category);
    const listed = kind && deps.listedBillers ? await deps.listedBillers(kind) : null;
    if (!listed) return rows;
    return rows
      .filter((row) => listed.has(row.code))
      .sort((a, b) => listed.get(a.code)! - listed.get(b.code)!);
  }

  return {
    /**
     * The active companies of a category, in the back office's order; a bill category's only
     * where their billers are listed.
     */
    async serviceList(category: ServiceCategory): Promise<ServiceCompany[]> {
      return (await onlyListedBillers(category, await repo.listActive(db, category))).map(
        deps.toPublic,
      );
    },
  };
}
