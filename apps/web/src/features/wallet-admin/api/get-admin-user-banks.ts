import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminUserBank, adminUserBankListResponseSchema } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';

export type AdminUserBankListResponse = z.infer<typeof adminUserBankListResponseSchema>;

/** GET admin/user-banks — every bank customers may pay from, active or not, by name. */
export const getAdminUserBanks = () =>
  apiRequest<AdminUserBankListResponse>('admin/user-banks', { auth: true });

export const adminUserBanksQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'user-banks'], queryFn: getAdminUserBanks });

export const useAdminUserBanks = () => useQuery(adminUserBanksQueryOptions());

const byName = (a: AdminUserBank, b: AdminUserBank) => a.name.localeCompare(b.name, 'en-IN');

/** Puts a changed list in the cache (kept by name), and marks the offline form's list stale. */
export function storeUserBanks(
  queryClient: QueryClient,
  update: (banks: AdminUserBank[]) => AdminUserBank[],
) {
  queryClient.setQueryData(adminUserBanksQueryOptions().queryKey, (old) =>
    old ? { ...old, data: update(old.data).sort(byName) } : old,
  );
  void queryClient.invalidateQueries({ queryKey: ['wallet', 'user-banks'] });
}
