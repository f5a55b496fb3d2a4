import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { GetBalanceResponse } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';

/**
 * The wallet balance (GET user/getbal), for every screen that shows it or spends it. The key is
 * the one features/wallet uses, so a top-up there and a payment here refresh the same entry.
 */
export const WALLET_BALANCE_KEY = ['balance'] as const;

export const walletBalanceQueryOptions = () =>
  queryOptions({
    queryKey: WALLET_BALANCE_KEY,
    queryFn: ({ signal }) => apiRequest<GetBalanceResponse>('user/getbal', { auth: true, signal }),
    // A back-office approval lands while the customer is elsewhere: look again on return.
    refetchOnWindowFocus: true,
  });

export const useWalletBalance = () => useQuery(walletBalanceQueryOptions());

/** Marks the balance stale (and refetches it where shown): call it after every payment. */
export function useRefreshBalance() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: WALLET_BALANCE_KEY }),
    [queryClient],
  );
}
