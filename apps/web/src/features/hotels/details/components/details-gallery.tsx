import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HotelImage } from '@kosh/contract/hotels';
import { FullScreenViewer } from '@/components/ui/full-screen-viewer';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useDetailsT } from '../../details-messages';
import { DetailsPicture } from './details-picture';

const ARROW =
  'absolute top-1/2 z-10 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80';

/**
 * The full-screen gallery (docs/product-2.md §2): previous and next wrap at both ends, 'n / total', the
 * caption, a strip of thumbnails, swipe (embla, looping) and the ←/→ keys. Closing gives focus
 * back to the picture that opened it (FullScreenViewer).
 */
export function DetailsGallery({
  images,
  hotelName,
  open,
  start,
  onClose,
}: {
  images: HotelImage[];
  hotelName: string;
  open: boolean;
  start: number;
  onClose: () => void;
}) {
  const t = useDetailsT();
  const [index, setIndex] = useState(start);
  const [opened, setOpened] = useState(open);
  // Each opening starts at the picture chosen (state reset while rendering, not in an effect).
  if (open !== opened) {
    setOpened(open);
    if (open) setIndex(start);
  }
  return (
    <FullScreenViewer
      open={open}
      title={hotelName}
      description={images[index]?.captionLabel}
      closeLabel={t('close')}
      onClose={onClose}
    >
      {images.length > 0 && <Slides images={images} index={index} onSelect={setIndex} />}
    </FullScreenViewer>
  );
}

function Slides({
  images,
  index,
  onSelect,
}: {
  images: HotelImage[];
  index: number;
  onSelect: (index: number) => void;
}) {
  const t = useDetailsT();
  const reducedMotion = usePrefersReducedMotion();
  const [emblaRef, embla] = useEmblaCarousel({
    loop: true,
    startIndex: index,
    duration: reducedMotion ? 0 : 25,
  });
  const strip = useRef<HTMLUListElement>(null);
  const total = images.length;

  useEffect(() => {
    if (!embla) return;
    const select = () => onSelect(embla.selectedScrollSnap());
    embla.on('select', select);
    return () => {
      embla.off('select', select);
    };
  }, [embla, onSelect]);

  const go = useCallback(
    (to: number) => {
      const next = (to + total) % total;
      // Without embla (not ready yet) the counter still moves; embla follows when it comes.
      if (embla) embla.scrollTo(next);
      else onSelect(next);
    },
    [embla, total, onSelect],
  );

  // ←/→ wherever focus is: the dialog holds focus while it is open, and these slides live only
  // while it is.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      go(index + (event.key === 'ArrowRight' ? 1 : -1));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go, index]);

  useEffect(() => {
    strip.current
      ?.querySelector('[aria-current="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [index]);

  const near = (i: number) => Math.min(Math.abs(i - index), total - Math.abs(i - index)) <= 1;

  return (
    <>
      <div className="relative flex min-h-0 w-full max-w-5xl flex-1 items-center">
        <div ref={emblaRef} className="h-full w-full overflow-hidden">
          <div className="flex h-full touch-pan-y">
            {images.map((image, i) => (
              <div
                key={image.url}
                className="flex min-w-0 flex-[0_0_100%] items-center justify-center px-1"
                role="group"
                aria-roledescription="slide"
                aria-label={t('counter', { n: i + 1, total })}
                aria-hidden={i !== index}
                inert={i !== index}
              >
                <DetailsPicture
                  image={image}
                  eager={near(i)}
                  sizes="100vw"
                  alt={image.captionLabel}
                  className="max-h-[calc(100dvh-15rem)] w-auto max-w-full object-contain"
                />
              </div>
            ))}
          </div>
        </div>
        {total > 1 && (
          <>
            <button
              type="button"
              className={`${ARROW} left-1`}
              aria-label={t('previousPhoto')}
              onClick={() => go(index - 1)}
            >
              <ChevronLeft size={28} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${ARROW} right-1`}
              aria-label={t('nextPhoto')}
              onClick={() => go(index + 1)}
            >
              <ChevronRight size={28} aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      <p aria-live="polite" className="text-center text-sm">
        <span className="font-semibold">{t('counter', { n: index + 1, total })}</span>
        <span className="sr-only">. {images[index]?.captionLabel}</span>
      </p>
      <ul
        ref={strip}
        aria-label={t('thumbnails')}
        className="flex w-full max-w-5xl shrink-0 gap-2 overflow-x-auto pb-1"
      >
        {images.map((image, i) => (
          <li key={image.url} className="shrink-0">
            <button
              type="button"
              aria-label={t('openPhoto', { n: i + 1, total, caption: image.captionLabel })}
              aria-current={i === index}
              onClick={() => go(i)}
              className={`block w-20 overflow-hidden rounded-lg border-2 ${
                i === index ? 'border-white' : 'border-transparent opacity-60 hover:opacity-100'
              }`}
            >
              <DetailsPicture image={image} sizes="80px" />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
