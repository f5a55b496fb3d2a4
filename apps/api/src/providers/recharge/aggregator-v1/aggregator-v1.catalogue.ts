import {
  catalogueBillerSchema,
  catalogueCategorySchema,
  type CatalogueBiller,
  type CatalogueCategory,
} from '@kosh/contract/billers';
import safeRegex from 'safe-regex2';
import { ProviderError } from '../recharge.port';
import type { BbpsAccounts, BbpsBill, BbpsBillers, BbpsLookup } from '../bbps.port';
import { createAggregatorV1Client, type FailCall } from './aggregator-v1.client';
import type { WireError } from './aggregator-v1.wire';

interface WireBill {
  customerName: string;
  amountPaise: number;
  billNumber: string;
  billDate: string;
  dueDate: string;
  extraFields?: { name: string; value: string }[];
}

interface WireCatalogue {
  categories?: unknown;
  billers?: unknown;
  total?: unknown;
  version?: unknown;
  updatedAt?: unknown;
}

/**
 * A biller as Kosh can keep it, or null: the contract's shape, and every parameter's rule a regex
 * that compiles and cannot backtrack without end (the server runs it on what customers type).
 */
export function readBiller(entry: unknown): CatalogueBiller | null {
  const biller = catalogueBillerSchema.safeParse(entry).data;
  if (!biller) return null;
  const safe = biller.params.every((param) => {
    try {
      new RegExp(param.regex);
    } catch {
      return false;
    }
    return safeRegex(param.regex);
  });
  return safe ? biller : null;
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
}): BbpsBillers & BbpsAccounts {
  const client = createAggregatorV1Client(options);
  const fail: FailCall = client.fail;

  /** What a fetch or validation answered, when it is not the thing found. */
  function notFound(answer: { status: number; error?: WireError }) {
    if (answer.status === 202) return { kind: 'pending' } as const;
    if (answer.status === 404 && answer.error?.code === 'BILL_NOT_FOUND') {
      return { kind: 'none' } as const;
    }
    if (answer.status === 422) {
      const field = answer.error?.field ?? null;
      return { kind: 'rejected', field } as const;
    }
    return null;
  }

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
        readBiller,
        'biller list',
      );
      const total = typeof answer.json.total === 'number' ? answer.json.total : kept.length;
      return { billers: kept, total, rejected };
    },

    async fetchBill(billerId, params): Promise<BbpsLookup<BbpsBill>> {
      const answer = await client.call<{ fetchId: string; bill: WireBill }>(
        'POST',
        '/aggregator/v1/bills/fetch',
        { billerId, params },
      );
      const other = notFound(answer);
      if (other) return other;
      if (!answer.json) fail(answer, 'bill fetch');
      const { fetchId, bill } = answer.json;
      return {
        kind: 'found',
        fetchId,
        customerName: bill.customerName,
        amountPaise: BigInt(bill.amountPaise),
        billNumber: bill.billNumber,
        billDate: bill.billDate,
        dueDate: bill.dueDate,
        extraFields: Array.isArray(bill.extraFields) ? bill.extraFields : [],
      };
    },

    async validateAccount(billerId, params) {
      const answer = await client.call<{ valid: boolean; customerName?: string }>(
        'POST',
        '/aggregator/v1/bills/validate',
        { billerId, params },
      );
      const other = notFound(answer);
      if (other) return other;
      if (!answer.json) fail(answer, 'account validation');
      if (!answer.json.valid) return { kind: 'rejected', field: null };
      return { kind: 'found', customerName: answer.json.customerName ?? '' };
    },
  };
}
