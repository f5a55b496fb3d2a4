import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@kosh/contract/common/envelope';
import { apiRequest } from '@/lib/api-client';
import { storeBanners } from './get-banners';

/** DELETE admin/banners/:id */
export const deleteBanner = (id: string) =>
  apiRequest<MessageResponse>(`admin/banners/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });

export const useDeleteBanner = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: (_response, id) =>
      storeBanners(queryClient, (banners) => banners.filter((b) => b.id !== id)),
  });
};
