import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateBannerRequest } from '@kosh/contract/content';
import { apiRequest } from '@/lib/api-client';
import type { AdminBannerResponse } from './create-banner';
import { bannersQueryOptions, storeBanners } from './get-banners';

export interface UpdateBannerInput {
  id: string;
  patch: UpdateBannerRequest;
}

/** PATCH admin/banners/:id {linke?, alt?, enabled?, language?} */
export const updateBanner = ({ id, patch }: UpdateBannerInput) =>
  apiRequest<AdminBannerResponse>(`admin/banners/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
    auth: true,
  });

/** The switch flips at once; a refusal puts it back. */
export const useUpdateBanner = () => {
  const queryClient = useQueryClient();
  const key = bannersQueryOptions().queryKey;
  return useMutation({
    mutationFn: updateBanner,
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (patch.enabled !== undefined) {
        const enabled = patch.enabled;
        storeBanners(queryClient, (banners) =>
          banners.map((b) => (b.id === id ? { ...b, enabled } : b)),
        );
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ data }) =>
      storeBanners(queryClient, (banners) => banners.map((b) => (b.id === data.id ? data : b))),
  });
};
