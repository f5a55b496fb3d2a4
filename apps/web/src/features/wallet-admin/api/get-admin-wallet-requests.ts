import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminWalletRequest, AdminWalletRequestListResponse } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';

export type { AdminWalletRequest };

export type AdminStatusFilter = '0' | '1' | '2' | 'All';

export const ADMIN_WALLET_REQUESTS_KEY = ['admin', 'wallet-requests'] as const;

/** GET admin/wallet-requests?status= — newest first, with who asked. */
export const getAdminWalletRequests = (status: AdminStatusFilter) =>
  apiRequest<AdminWalletRequestListResponse>(`admin/wallet-requests?status=${status}`, {
    auth: true,
  });

export const adminWalletRequestsQueryOptions = (status: AdminStatusFilter) =>
  queryOptions({
    queryKey: [...ADMIN_WALLET_REQUESTS_KEY, status],
    queryFn: async () => ({ status, items: (await getAdminWalletRequests(status)).data }),
    // The list being left stays on screen until the next filter's list arrives; it carries its
    // own filter, so it is never announced (or called empty) under the new one meanwhile.
    placeholderData: keepPreviousData,
  });

export const useAdminWalletRequests = (status: AdminStatusFilter) =>
  useQuery(adminWalletRequestsQueryOptions(status));
