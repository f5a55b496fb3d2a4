import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillCategoriesResponse } from '@kosh/contract/bills';
import { apiRequest } from '@/lib/api-client';

/** What the customer's bill screens read of the catalogue: categories and billers. */
export const BILLS_KEY = ['bills'] as const;

/** GET v1/bills/categories: every category a customer may pay, in the back office's order. */
export const getBillCategories = (signal?: AbortSignal) =>
  apiRequest<BillCategoriesResponse>('v1/bills/categories', { signal });

export const billCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...BILLS_KEY, 'categories'],
    queryFn: ({ signal }) => getBillCategories(signal).then((response) => response.data),
    // The catalogue changes hourly at most: moving between the bill screens asks once.
    staleTime: 5 * 60_000,
  });

export const useBillCategories = () => useQuery(billCategoriesQueryOptions());
