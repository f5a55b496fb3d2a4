import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBillerCategory,
  UpdateBillerEntryRequest,
  adminBillerCategoryResponseSchema,
} from '@kosh/contract/billers';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { billerCategoriesQueryOptions } from './get-biller-categories';

type Response = z.infer<typeof adminBillerCategoryResponseSchema>;

export interface UpdateCategoryInput {
  id: string;
  patch: UpdateBillerEntryRequest;
}

/** PATCH admin/billers/categories/:id {enabled?, displayOrder?, icon?} */
export const updateBillerCategory = ({ id, patch }: UpdateCategoryInput) =>
  apiRequest<Response>(`admin/billers/categories/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
    auth: true,
  });

/** The switch flips at once; a refusal puts it back, an answer puts in what was saved. */
export const useUpdateBillerCategory = () => {
  const queryClient = useQueryClient();
  const key = billerCategoriesQueryOptions().queryKey;
  const replace = (id: string, change: (c: AdminBillerCategory) => AdminBillerCategory) =>
    queryClient.setQueryData(key, (old) =>
      old ? { ...old, data: old.data.map((c) => (c.id === id ? change(c) : c)) } : old,
    );
  return useMutation({
    mutationFn: updateBillerCategory,
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      const { enabled } = patch;
      if (enabled !== undefined) replace(id, (c) => ({ ...c, enabled }));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ data }) => replace(data.id, () => data),
  });
};
