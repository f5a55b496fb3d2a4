import {
  catalogueBillerSchema,
  catalogueCategorySchema,
  type CatalogueBiller,
  type CatalogueCategory,
} from '@kosh/contract/billers';
import { ProviderError } from '../recharge.port';
import type { BbpsBillers } from '../bbps.port';
import { createAggregatorV1Client, type FailCall } from './aggregator-v1.client';

interface WireCatalogue {
  categories?: unknown;
  billers?: unknown;
  total?: unknown;
  version?: unknown;
  updatedAt?: unknown;
}

/** Each entry that reads as `T`, and the ids (or positions) of those that do not. */
function entries<T>(
  list: unknown,
  read: (entry: unknown) => T | null,
  what: string,
): { kept: T[]; rejected: string[] } {
  if (!Array.isArray(list)) throw new ProviderError(`the aggregator's ${what} is not a list`);
  const kept: T[] = [];
  const rejected: string[] = [];
  list.forEach((entry: unknown, index) => {
    const value = read(entry);
    if (value) kept.push(value);
    else {
      const id =
        (entry as { id?: unknown; code?: unknown } | null)?.id ??
        (entry as { code?: unknown } | null)?.code;
      rejected.push(typeof id === 'string' ? id : `#${index}`);
    }
  });
  return { kept, rejected };
}

/** The aggregator v1 API's biller catalogue: categories, then billers page by page. */
export function createAggregatorV1Catalogue(options: {
  baseUrl: string;
  apiKey: string;
}): BbpsBillers {
  const client = createAggregatorV1Client(options);
  const fail: FailCall = client.fail;

  return {
    async categories() {
      const answer = await client.call<WireCatalogue>('GET', '/aggregator/v1/billers/categories');
      if (!answer.json) fail(answer, 'biller categories');
      const { version, updatedAt } = answer.json;
      if (typeof version !== 'number' || typeof updatedAt !== 'string') {
        throw new ProviderError('the aggregator named no catalogue version');
      }
      const { kept } = entries<CatalogueCategory>(
        answer.json.categories,
        (entry) => catalogueCategorySchema.safeParse(entry).data ?? null,
        'category list',
      );
      return { categories: kept, version, updatedAt };
    },

    async billers(page, pageSize) {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      const answer = await client.call<WireCatalogue>('GET', `/aggregator/v1/billers?${query}`);
      if (!answer.json) fail(answer, 'billers');
      const { kept, rejected } = entries<CatalogueBiller>(
        answer.json.billers,
        (entry) => catalogueBillerSchema.safeParse(entry).data ?? null,
        'biller list',
      );
      const total = typeof answer.json.total === 'number' ? answer.json.total : kept.length;
      return { billers: kept, total, rejected };
    },
  };
}
