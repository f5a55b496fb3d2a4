import type { BannerKind } from '@kosh/contract/content';

/** How each kind is named in the back office, and the shape the API cuts its images to. */
export const KIND_INFO: Record<
  BannerKind,
  { title: string; description: string; aspect: string; size: string }
> = {
  banner: {
    title: 'Banner carousel',
    description: 'The large images at the top of the home page. They advance every 4 seconds.',
    aspect: 'aspect-[12/5]',
    size: '1200 × 500',
  },
  slider: {
    title: 'Image strip',
    description: 'The smaller images that scroll across the home page below the service tiles.',
    aspect: 'aspect-[5/3]',
    size: '600 × 360',
  },
};
