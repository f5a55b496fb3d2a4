import type { CSSProperties } from 'react';
import type { SliderItem } from '@kosh/contract/content';
import { useI18n } from '@/lib/i18n/i18n';
import { ImageLink } from './image-link';

/** docs/product-2.md §9: the strip moves 1 px every 30 ms, round and round. */
const PX_PER_SECOND = 1000 / 30;
/** One image's width and the gap after it (w-48, gap-3): the distance one copy of the list spans. */
const ITEM_PX = 192 + 12;

/**
 * The slider image strip: moves by itself, pauses while the pointer or focus is on it, stays
 * still under reduced motion, and can always be scrolled by hand.
 *
 * The motion is a CSS animation of the track (index.css, `.image-strip`), not a timer moving the
 * scroll position: a 30 ms timer kept the main thread busy for as long as the page was open
 * (Lighthouse counted seconds of blocking time on `/` on a slow phone), while a transform
 * animation runs on the compositor. The list is drawn twice and the track slides by one copy's
 * width, then starts over where it looks the same.
 */
export function ImageStrip({ items }: { items: SliderItem[] }) {
  const { t } = useI18n();
  if (items.length === 0) return null;
  const doubled = [...items, ...items];
  const shiftPx = items.length * ITEM_PX;
  const motion = {
    '--strip-shift': `${shiftPx}px`,
    '--strip-duration': `${shiftPx / PX_PER_SECOND}s`,
  } as CSSProperties;
  return (
    <section aria-label={t('home.strip')}>
      <div
        data-testid="image-strip"
        className="image-strip -mx-4 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
      >
        <div className="image-strip-track flex w-max gap-3" style={motion}>
          {doubled.map((item, index) => {
            const copy = index >= items.length;
            return (
              <ImageLink
                key={`${item.img}-${index}`}
                href={item.linke}
                className="block w-48 shrink-0 overflow-hidden rounded-xl bg-brand-50 shadow-sm"
                hidden={copy}
              >
                <img
                  src={item.img}
                  alt={copy ? '' : item.alt}
                  width={600}
                  height={360}
                  loading="lazy"
                  className="aspect-[5/3] w-full object-cover"
                />
              </ImageLink>
            );
          })}
        </div>
      </div>
    </section>
  );
}
