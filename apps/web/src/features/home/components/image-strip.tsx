import { useEffect, useRef } from 'react';
import type { SliderItem } from '@kosh/contract/content';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useI18n } from '@/lib/i18n/i18n';
import { ImageLink } from './image-link';

/** spec/02 §9: the strip moves 1 px every 30 ms, round and round. */
const STEP_PX = 1;
const STEP_MS = 30;

/**
 * The slider image strip: scrolls by itself, pauses while the pointer or focus is on it, stays
 * still under reduced motion, and can always be scrolled by hand.
 */
export function ImageStrip({ items }: { items: SliderItem[] }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const hovering = useRef(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const strip = ref.current;
    if (!strip || reducedMotion || items.length === 0) return;
    const timer = window.setInterval(() => {
      if (hovering.current || strip.contains(document.activeElement)) return;
      // The list is drawn twice: past the first copy, jump back by its width, seamlessly.
      const half = strip.scrollWidth / 2;
      strip.scrollLeft =
        strip.scrollLeft + STEP_PX >= half
          ? strip.scrollLeft + STEP_PX - half
          : strip.scrollLeft + STEP_PX;
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [reducedMotion, items.length]);

  if (items.length === 0) return null;
  const doubled = [...items, ...items];
  return (
    <section aria-label={t('home.strip')}>
      <div
        ref={ref}
        data-testid="image-strip"
        className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
        onPointerEnter={() => (hovering.current = true)}
        onPointerLeave={() => (hovering.current = false)}
      >
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
    </section>
  );
}
