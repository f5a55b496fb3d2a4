import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserBankListResponse, userBankSchema } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';

export type UserBank = z.infer<typeof userBankSchema>;

/** GET v1/wallet/user-banks: the banks a customer may pay from. */
export const getUserBanks = () =>
  apiRequest<UserBankListResponse>('v1/wallet/user-banks', { auth: true });

export const userBanksQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'user-banks'],
    queryFn: getUserBanks,
    select: (response) => response.data,
    staleTime: 10 * 60_000,
  });

export const useUserBanks = () => useQuery(userBanksQueryOptions());
