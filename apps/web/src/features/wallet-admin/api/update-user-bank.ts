import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBankRequest } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';
import type { AdminUserBankResponse } from './create-user-bank';
import { adminUserBanksQueryOptions, storeUserBanks } from './get-admin-user-banks';

export interface UpdateUserBankInput {
  id: string;
  patch: UpdateUserBankRequest;
}

/** PATCH admin/user-banks/:id {name?, active?} */
export const updateUserBank = ({ id, patch }: UpdateUserBankInput) =>
  apiRequest<AdminUserBankResponse>(`admin/user-banks/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
    auth: true,
  });

/** The active switch flips at once; a refusal puts it back. */
export const useUpdateUserBank = () => {
  const queryClient = useQueryClient();
  const key = adminUserBanksQueryOptions().queryKey;
  return useMutation({
    mutationFn: updateUserBank,
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (patch.active !== undefined) {
        const active = patch.active;
        queryClient.setQueryData(key, (old) =>
          old ? { ...old, data: old.data.map((b) => (b.id === id ? { ...b, active } : b)) } : old,
        );
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ data }) =>
      storeUserBanks(queryClient, (banks) => banks.map((b) => (b.id === data.id ? data : b))),
  });
};
