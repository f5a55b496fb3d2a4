import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetBalanceResponse } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';

/** GET user/getbal: data in rupees, balance.paise exact (docs/product-1.md §7). */
export const getBalance = () => apiRequest<GetBalanceResponse>('user/getbal', { auth: true });

/** Every change to the wallet invalidates this key, so the balance shown is never stale. */
export const BALANCE_QUERY_KEY = ['balance'] as const;

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: BALANCE_QUERY_KEY,
    queryFn: getBalance,
    // A back-office approval lands while the customer is elsewhere: look again on return.
    refetchOnWindowFocus: true,
  });

export const useBalance = () => useQuery(balanceQueryOptions());
