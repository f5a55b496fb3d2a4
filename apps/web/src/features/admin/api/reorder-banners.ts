import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReorderBannersRequest } from '@kosh/contract/content';
import { apiRequest } from '@/lib/api-client';
import { bannersQueryOptions, storeBanners, type AdminBannerListResponse } from './get-banners';

/** PUT admin/banners/order {kind, ids}: ids are every image of that kind, in the new order. */
export const reorderBanners = (body: ReorderBannersRequest) =>
  apiRequest<AdminBannerListResponse>('admin/banners/order', {
    method: 'PUT',
    body,
    auth: true,
  });

/** The list moves at once; a refusal (someone else changed it) reloads the real order. */
export const useReorderBanners = () => {
  const queryClient = useQueryClient();
  const key = bannersQueryOptions().queryKey;
  return useMutation({
    mutationFn: reorderBanners,
    onMutate: async ({ kind, ids }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      storeBanners(queryClient, (banners) =>
        banners.map((b) => (b.kind === kind ? { ...b, position: ids.indexOf(b.id) } : b)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: ({ data }) => storeBanners(queryClient, () => data),
  });
};
