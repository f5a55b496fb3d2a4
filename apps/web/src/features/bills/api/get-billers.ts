import { useInfiniteQuery } from '@tanstack/react-query';
import type { BillersResponse } from '@kosh/contract/bills';
import { apiRequest } from '@/lib/api-client';
import { BILLS_KEY } from './get-bill-categories';

/** Billers of a category, or matching a search across all of them (or both). */
export interface BillersFilter {
  category?: string;
  q?: string;
}

/** GET v1/bills/billers?category=&q=&page= — 25 a page. */
export const getBillers = ({ category, q }: BillersFilter, page: number, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(page) });
  if (category) query.set('category', category);
  if (q) query.set('q', q);
  return apiRequest<BillersResponse>(`v1/bills/billers?${query.toString()}`, { signal });
};

/** The page after `last`, or undefined when `last` reached the end. */
export const nextBillersPage = (last: Pick<BillersResponse, 'page' | 'pageSize' | 'total'>) =>
  last.page * last.pageSize < last.total ? last.page + 1 : undefined;

/** Pages of billers, one more with each "Show more"; asked only when `enabled`. */
export const useBillers = (filter: BillersFilter, enabled = true) =>
  useInfiniteQuery({
    queryKey: [...BILLS_KEY, 'billers', filter],
    queryFn: ({ pageParam, signal }) => getBillers(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextBillersPage,
    enabled,
    staleTime: 5 * 60_000,
  });
