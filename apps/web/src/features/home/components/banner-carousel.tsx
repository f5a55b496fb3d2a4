import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { SliderItem } from '@kosh/contract/content';
import { useI18n } from '@/lib/i18n/i18n';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { ImageLink } from './image-link';

export const BANNER_INTERVAL_MS = 4000;

/**
 * The home banner carousel (spec/02 §2): advances every 4000 ms, pauses on hover and on focus,
 * stays still for people who ask for reduced motion, swipes, and has a pause button (WCAG 2.2.2).
 */
export function BannerCarousel({ items }: { items: SliderItem[] }) {
  const { t } = useI18n();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [emblaRef, embla] = useEmblaCarousel({ loop: true }, [
    Autoplay({
      delay: BANNER_INTERVAL_MS,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
      playOnInit: false,
    }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (reducedMotion || paused || items.length < 2) autoplay.stop();
    else autoplay.play();
  }, [embla, reducedMotion, paused, items.length]);

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  return (
    <section aria-roledescription="carousel" aria-label={t('home.banners')} className="relative">
      <div
        className="overflow-hidden rounded-[var(--radius-card)] shadow-[var(--shadow-card)]"
        ref={emblaRef}
      >
        <div className="flex">
          {items.map((item, index) => (
            <div
              key={item.img}
              className="aspect-[12/5] min-w-0 flex-[0_0_100%] bg-brand-100"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${items.length}`}
              aria-hidden={index !== selected}
              inert={index !== selected}
            >
              <ImageLink href={item.linke} className="block h-full w-full">
                <img
                  src={item.img}
                  alt={item.alt}
                  width={1200}
                  height={500}
                  className="h-full w-full object-cover"
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                />
              </ImageLink>
            </div>
          ))}
        </div>
      </div>
      {items.length > 1 && (
        <div className="mt-2 flex items-center justify-center gap-1">
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? t('home.play') : t('home.pause')}
            className="flex h-9 w-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface"
          >
            {paused ? (
              <Play size={16} aria-hidden="true" />
            ) : (
              <Pause size={16} aria-hidden="true" />
            )}
          </button>
          <button
            type="button"
            onClick={() => embla?.scrollPrev()}
            aria-label={t('home.previous')}
            className="flex h-9 w-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface"
          >
            <ChevronLeft size={18} aria-hidden="true" />
          </button>
          {items.map((item, index) => (
            <button
              key={item.img}
              type="button"
              onClick={() => scrollTo(index)}
              aria-label={t('home.goToSlide', { n: index + 1 })}
              aria-current={index === selected}
              className="flex h-9 w-6 items-center justify-center"
            >
              <span
                className={`block h-2 rounded-full transition-all ${index === selected ? 'w-5 bg-brand-600' : 'w-2 bg-ink-muted/50'}`}
              />
            </button>
          ))}
          <button
            type="button"
            onClick={() => embla?.scrollNext()}
            aria-label={t('home.next')}
            className="flex h-9 w-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface"
          >
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  );
}
