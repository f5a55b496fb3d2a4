import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SliderItem } from '@kosh/contract/content';
import { useI18n } from '@/lib/i18n/i18n';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { ImageLink } from './image-link';

export const BANNER_INTERVAL_MS = 4000;

/**
 * The home banner carousel (docs/product-2.md §2): advances every 4000 ms, pauses on hover and on focus,
 * stays still for people who ask for reduced motion, swipes, and has a pause button (WCAG 2.2.2).
 *
 * A CSS scroll-snap strip, not a carousel library: the browser does the swiping (momentum, snap,
 * a half swipe springing back), and this component only reads which slide is in view and scrolls
 * to one for autoplay and the buttons. It is on the first page, so every KB counts: embla cost
 * `/` 8 KB gzip more and arrived in a second request before the first banner could show.
 */
export function BannerCarousel({ items }: { items: SliderItem[] }) {
  const { t } = useI18n();
  const reducedMotion = usePrefersReducedMotion();
  const viewport = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  /** The pointer is over the carousel or focus is inside it (autoplay waits meanwhile). */
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = items.length;

  const scrollTo = useCallback(
    (index: number) => {
      const strip = viewport.current;
      if (!strip) return;
      // Round and round: past the last slide comes the first, before the first the last.
      const target = ((index % count) + count) % count;
      strip.scrollTo({
        left: target * strip.clientWidth,
        behavior: reducedMotion ? 'auto' : 'smooth',
      });
      setSelected(target);
    },
    [count, reducedMotion],
  );

  // The slide in view follows the scroll position, whoever scrolled (a swipe, a button, autoplay).
  useEffect(() => {
    const strip = viewport.current;
    if (!strip) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = strip.clientWidth;
        if (width > 0) setSelected(Math.min(count - 1, Math.round(strip.scrollLeft / width)));
      });
    };
    strip.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      strip.removeEventListener('scroll', onScroll);
    };
  }, [count]);

  // Autoplay: the next slide after 4 s on this one; any move (a swipe, a button) starts the wait again.
  useEffect(() => {
    if (count < 2 || reducedMotion || paused || hovered || focused) return;
    const timer = window.setTimeout(() => scrollTo(selected + 1), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [count, reducedMotion, paused, hovered, focused, selected, scrollTo]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        ref={viewport}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-[var(--radius-card)] shadow-[var(--shadow-card)] [scrollbar-width:none]"
      >
        {items.map((item, index) => (
          <div
            key={item.img}
            className="aspect-[12/5] min-w-0 flex-[0_0_100%] snap-start snap-always bg-brand-100"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${count}`}
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
      {count > 1 && (
        <div className="mt-2 flex h-9 items-center justify-center gap-1">
          <button
            type="button"
            onClick={() => {
              // Play is an explicit wish: it starts even with focus on this button (WCAG 2.2.2).
              if (paused) setFocused(false);
              setPaused(!paused);
            }}
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
            onClick={() => scrollTo(selected - 1)}
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
            onClick={() => scrollTo(selected + 1)}
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
