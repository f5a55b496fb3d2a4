import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BannerKind, adminBannerResponseSchema } from '@kosh/contract/content';
import type { Language } from '@kosh/contract/common/language';
import { apiRequest } from '@/lib/api-client';
import { storeBanners } from './get-banners';

export type AdminBannerResponse = z.infer<typeof adminBannerResponseSchema>;

export interface CreateBannerInput {
  kind: BannerKind;
  image: File;
  alt: string;
  linke: string;
  /** '' for every reader. */
  language: '' | Language;
}

/** POST admin/banners (multipart: kind, linke, alt, language, image). */
export const createBanner = (input: CreateBannerInput) => {
  const body = new FormData();
  body.append('kind', input.kind);
  body.append('linke', input.linke);
  body.append('alt', input.alt);
  body.append('language', input.language);
  body.append('image', input.image);
  return apiRequest<AdminBannerResponse>('admin/banners', { body, auth: true });
};

export const useCreateBanner = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBanner,
    onSuccess: ({ data }) => storeBanners(queryClient, (banners) => [...banners, data]),
  });
};
