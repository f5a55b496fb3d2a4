import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBillerCategoriesResponse } from '@kosh/contract/billers';
import { apiRequest } from '@/lib/api-client';

/** Everything of the biller catalogue the back office holds; a sync refreshes all of it. */
export const BILLERS_ADMIN_KEY = ['admin', 'billers'] as const;

/** GET admin/billers/categories: every category, published or dropped, and the last sync. */
export const getBillerCategories = () =>
  apiRequest<AdminBillerCategoriesResponse>('admin/billers/categories', { auth: true });

export const billerCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...BILLERS_ADMIN_KEY, 'categories'],
    queryFn: getBillerCategories,
  });

export const useBillerCategories = () => useQuery(billerCategoriesQueryOptions());
