import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBiller,
  AdminBillersResponse,
  UpdateBillerEntryRequest,
  adminBillerResponseSchema,
} from '@kosh/contract/billers';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_BILLERS_LIST_KEY } from './get-admin-billers';

type Response = z.infer<typeof adminBillerResponseSchema>;

export interface UpdateBillerInput {
  id: string;
  patch: UpdateBillerEntryRequest;
}

/** PATCH admin/billers/:id {enabled?, displayOrder?, icon?} */
export const updateBiller = ({ id, patch }: UpdateBillerInput) =>
  apiRequest<Response>(`admin/billers/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
    auth: true,
  });

/**
 * The switch flips at once in every page that shows the biller (a search and its category may
 * both be cached); a refusal puts them back, an answer puts in what was saved.
 */
export const useUpdateBiller = () => {
  const queryClient = useQueryClient();
  const replace = (id: string, change: (b: AdminBiller) => AdminBiller) =>
    queryClient.setQueriesData<AdminBillersResponse>({ queryKey: ADMIN_BILLERS_LIST_KEY }, (old) =>
      old ? { ...old, data: old.data.map((b) => (b.id === id ? change(b) : b)) } : old,
    );
  return useMutation({
    mutationFn: updateBiller,
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_BILLERS_LIST_KEY });
      const previous = queryClient.getQueriesData<AdminBillersResponse>({
        queryKey: ADMIN_BILLERS_LIST_KEY,
      });
      const { enabled } = patch;
      if (enabled !== undefined) replace(id, (b) => ({ ...b, enabled }));
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: ({ data }) => replace(data.id, () => data),
  });
};
