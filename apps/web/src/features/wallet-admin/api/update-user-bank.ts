import type { AdminUserBank, UpdateUserBankRequest } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';
import type { AdminUserBankResponse } from './create-user-bank';
import { adminUserBanksQueryOptions, storeUserBanks } from './get-admin-user-banks';
import { useUpdateBank, type UpdateBankInput } from './update-bank';

export type UpdateUserBankInput = UpdateBankInput<UpdateUserBankRequest>;

/** PATCH admin/user-banks/:id {name?, active?} */
export const updateUserBank = ({ id, patch }: UpdateUserBankInput) =>
  apiRequest<AdminUserBankResponse>(`admin/user-banks/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
    auth: true,
  });

/** The active switch flips at once; a refusal puts it back. */
export const useUpdateUserBank = () =>
  useUpdateBank<AdminUserBank, UpdateUserBankRequest>({
    queryKey: adminUserBanksQueryOptions().queryKey,
    update: updateUserBank,
    store: storeUserBanks,
  });
