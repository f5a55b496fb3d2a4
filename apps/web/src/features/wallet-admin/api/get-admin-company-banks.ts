import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminCompanyBank, adminCompanyBankListResponseSchema } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';

export type AdminCompanyBankListResponse = z.infer<typeof adminCompanyBankListResponseSchema>;

/** GET admin/company-banks — every account, active or not, in the order customers see them. */
export const getAdminCompanyBanks = () =>
  apiRequest<AdminCompanyBankListResponse>('admin/company-banks', { auth: true });

export const adminCompanyBanksQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'company-banks'], queryFn: getAdminCompanyBanks });

export const useAdminCompanyBanks = () => useQuery(adminCompanyBanksQueryOptions());

/** Puts a changed list in the cache, and tells the offline form (same tab) its list is stale. */
export function storeCompanyBanks(
  queryClient: QueryClient,
  update: (banks: AdminCompanyBank[]) => AdminCompanyBank[],
) {
  queryClient.setQueryData(adminCompanyBanksQueryOptions().queryKey, (old) =>
    old ? { ...old, data: update(old.data) } : old,
  );
  void queryClient.invalidateQueries({ queryKey: ['wallet', 'company-banks'] });
}
