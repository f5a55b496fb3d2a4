import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBillersResponse } from '@kosh/contract/billers';
import { apiRequest } from '@/lib/api-client';
import type { BillerListParams } from '../utils/entry-values';
import { BILLERS_ADMIN_KEY } from './get-biller-categories';

export const ADMIN_BILLERS_LIST_KEY = [...BILLERS_ADMIN_KEY, 'list'] as const;

/** GET admin/billers?category=&q=&page= — 25 a page, by category, then order, then name. */
export const getAdminBillers = ({ category, q, page }: BillerListParams) => {
  const query = new URLSearchParams({ page: String(page) });
  if (category) query.set('category', category);
  if (q) query.set('q', q);
  return apiRequest<AdminBillersResponse>(`admin/billers?${query}`, { auth: true });
};

export const adminBillersQueryOptions = (params: BillerListParams) =>
  queryOptions({
    queryKey: [...ADMIN_BILLERS_LIST_KEY, params],
    queryFn: () => getAdminBillers(params),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** Asked only once a category is chosen or a search typed: the whole catalogue is no list. */
export const useAdminBillers = (params: BillerListParams) =>
  useQuery({
    ...adminBillersQueryOptions(params),
    enabled: Boolean(params.category || params.q),
  });
