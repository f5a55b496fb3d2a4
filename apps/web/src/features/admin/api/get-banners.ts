import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminBanner, adminBannerListResponseSchema } from '@kosh/contract/content';
import { apiRequest } from '@/lib/api-client';

export type AdminBannerListResponse = z.infer<typeof adminBannerListResponseSchema>;

export const getBanners = () =>
  apiRequest<AdminBannerListResponse>('admin/banners', { auth: true });

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'banners'], queryFn: getBanners });

export const useBanners = () => useQuery(bannersQueryOptions());

/** Puts a changed list in the cache (the home page asks for its images afresh each time it opens). */
export function storeBanners(
  queryClient: QueryClient,
  update: (banners: AdminBanner[]) => AdminBanner[],
) {
  queryClient.setQueryData(bannersQueryOptions().queryKey, (old) =>
    old ? { ...old, data: update(old.data) } : old,
  );
}
