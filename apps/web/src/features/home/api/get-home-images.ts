import { useQuery } from '@tanstack/react-query';
import type { GetSliderResponse, SliderItem } from '@kosh/contract/content';
import { apiRequest } from '@/lib/api-client';

const getSlider = (IsMain: '1' | '0') =>
  apiRequest<GetSliderResponse>('admin/getslider', { body: { IsMain }, auth: true });

export interface HomeImages {
  banners: SliderItem[];
  strip: SliderItem[];
}

/** spec/02 §7: the two slider calls, made together. */
export async function getHomeImages(): Promise<HomeImages> {
  const [strip, banners] = await Promise.all([getSlider('1'), getSlider('0')]);
  return { banners: banners.data, strip: strip.data };
}

export const useHomeImages = () =>
  useQuery({
    queryKey: ['home-images'],
    queryFn: getHomeImages,
    staleTime: 5 * 60_000,
    retry: false,
  });
