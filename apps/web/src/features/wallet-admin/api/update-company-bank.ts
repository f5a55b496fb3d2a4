import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCompanyBankRequest } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';
import type { AdminCompanyBankResponse } from './create-company-bank';
import { adminCompanyBanksQueryOptions, storeCompanyBanks } from './get-admin-company-banks';

export interface UpdateCompanyBankInput {
  id: string;
  patch: UpdateCompanyBankRequest;
}

/** PATCH admin/company-banks/:id {bankName?, accountNumber?, ifsc?, branch?, active?} */
export const updateCompanyBank = ({ id, patch }: UpdateCompanyBankInput) =>
  apiRequest<AdminCompanyBankResponse>(`admin/company-banks/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
    auth: true,
  });

/** The active switch flips at once; a refusal puts it back. */
export const useUpdateCompanyBank = () => {
  const queryClient = useQueryClient();
  const key = adminCompanyBanksQueryOptions().queryKey;
  return useMutation({
    mutationFn: updateCompanyBank,
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
      storeCompanyBanks(queryClient, (banks) => banks.map((b) => (b.id === data.id ? data : b))),
  });
};
