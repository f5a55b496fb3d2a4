import type { CatalogueBiller } from '@kosh/contract/billers';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/faults';
import type { Logger } from '../../lib/log-context';
import type { BbpsBillers } from '../../providers/recharge/bbps.port';
import type { BillersRepository } from './billers.repository';

/** The aggregator's largest page. */
const PAGE_SIZE = 100;
/** 100,000 billers: BBPS has about 20,000; a catalogue that never ends is the aggregator's fault. */
const MAX_PAGES = 1_000;

export interface CatalogueSyncRun {
  version: number;
  /** Nothing had changed since the version last brought in: nothing was read or written. */
  unchanged: boolean;
  /** Billers new or changed since the last sync. */
  changed: number;
  /** Billers the aggregator no longer publishes (kept, inactive). */
  dropped: number;
  /** Entries that did not read as billers (set aside, logged). */
  rejected: number;
}

/**
 * Brings the aggregator's biller catalogue into Kosh's tables (the `biller-catalogue-sync` job,
 * once per fleet, and at start). The categories' version says whether anything changed; when it
 * did, every page is read first and then written in one transaction: what is published is upserted,
 * what is not any more is kept inactive, so a payment's biller never vanishes from its history. An
 * answer with no billers at all is taken for the aggregator's trouble, not a catalogue emptied.
 */
export function createSyncCatalogueService(deps: {
  db: Db;
  repo: BillersRepository;
  source: BbpsBillers;
  clock: Clock;
  log: Logger;
}) {
  const { db, repo, source } = deps;

  async function readBillers() {
    const all: CatalogueBiller[] = [];
    let rejected: string[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const answer = await source.billers(page, PAGE_SIZE);
      all.push(...answer.billers);
      rejected = rejected.concat(answer.rejected);
      const seen = answer.billers.length + answer.rejected.length;
      if (seen === 0 || page * PAGE_SIZE >= answer.total) break;
    }
    return { all, rejected };
  }

  return {
    async run(options: { force?: boolean } = {}): Promise<CatalogueSyncRun> {
      const { categories, version, updatedAt } = await source.categories();
      const state = await repo.syncState(db);
      const sourceUpdatedAt = new Date(updatedAt);
      if (
        !options.force &&
        state?.version === version &&
        state.sourceUpdatedAt.getTime() === sourceUpdatedAt.getTime()
      ) {
        return { version, unchanged: true, changed: 0, dropped: 0, rejected: 0 };
      }

      const { all, rejected } = await readBillers();
      if (categories.length === 0 || all.length === 0) {
        throw new Error('the aggregator published an empty biller catalogue; nothing was changed');
      }
      const known = new Set(categories.map((c) => c.code));
      const placed = all.filter((b) => known.has(b.category));
      const orphans = all.filter((b) => !known.has(b.category)).map((b) => b.id);
      if (rejected.length + orphans.length > 0) {
        deps.log.warn(
          {
            rejected: [...rejected, ...orphans].slice(0, 20),
            count: rejected.length + orphans.length,
          },
          'biller catalogue: entries set aside',
        );
      }

      const at = deps.clock();
      const before = await repo.sourceDates(db);
      const changed = placed.filter(
        (b) => before.get(b.id) !== new Date(b.updatedAt).getTime(),
      ).length;
      const dropped = await db.transaction(async (tx) => {
        await repo.upsertCategories(tx, categories, at);
        await repo.upsertBillers(tx, placed, at);
        const gone = await repo.markUnseenInactive(tx, at);
        await repo.saveSyncState(tx, version, sourceUpdatedAt, at);
        return gone;
      });
      return {
        version,
        unchanged: false,
        changed,
        dropped,
        rejected: rejected.length + orphans.length,
      };
    },
  };
}

export type SyncCatalogueService = ReturnType<typeof createSyncCatalogueService>;
