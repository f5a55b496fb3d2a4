import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useDetailsT, type DetailsKey } from '../../details-messages';

/** The page's sections, in order, with their tab's words (docs/product-2.md §2). */
export const DETAILS_SECTIONS = [
  { id: 'photos', label: 'tab.photos' },
  { id: 'room-rates', label: 'tab.rooms' },
  { id: 'amenities', label: 'tab.amenities' },
  { id: 'attractions', label: 'tab.attractions' },
] as const satisfies readonly { id: string; label: DetailsKey }[];

export type DetailsSectionId = (typeof DETAILS_SECTIONS)[number]['id'];

/** Below the page header (3.5 rem) and this bar (3 rem), with a little air. */
const STICKY_OFFSET_PX = 112;

/** The section being read: the last one whose top has passed under the bars. */
function currentSection(): DetailsSectionId {
  let current: DetailsSectionId = DETAILS_SECTIONS[0].id;
  for (const { id } of DETAILS_SECTIONS) {
    const top = document.getElementById(id)?.getBoundingClientRect().top;
    if (top !== undefined && top <= STICKY_OFFSET_PX + 1) current = id;
  }
  // At the very bottom the last section may be too short to reach the bars: it is the one read.
  const bottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  return bottom ? DETAILS_SECTIONS[3].id : current;
}

/**
 * The sticky tab bar (docs/product-2.md §2): a link per section that scrolls to it and moves focus there,
 * the section being read marked (aria-current). Links, not ARIA tabs: every section stays on the
 * page, the bar only moves through it.
 */
export function DetailsTabBar() {
  const t = useDetailsT();
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState<DetailsSectionId>(DETAILS_SECTIONS[0].id);
  // A tab's own scroll: the tab stays marked through it (the sections it passes are not read),
  // and at its end even when a short last section cannot reach the top.
  const scrolling = useRef(false);
  const bar = useRef<HTMLUListElement>(null);

  // On a phone the bar scrolls sideways: the marked tab is kept in it.
  useEffect(() => {
    const list = bar.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link) return;
    const { offsetLeft, offsetWidth } = link.parentElement ?? link;
    if (
      offsetLeft < list.scrollLeft ||
      offsetLeft + offsetWidth > list.scrollLeft + list.clientWidth
    ) {
      list.scrollTo({ left: offsetLeft - 8, behavior: reducedMotion ? 'auto' : 'smooth' });
    }
  }, [current, reducedMotion]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (scrolling.current) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCurrent(currentSection()));
    };
    const onScrollEnd = () => {
      scrolling.current = false;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', onScrollEnd);
    window.addEventListener('resize', onScroll);
    onScroll();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', onScrollEnd);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: DetailsSectionId) => {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    const top = section.getBoundingClientRect().top;
    // No scroll at all (already there) fires no scrollend.
    scrolling.current = Math.abs(top - STICKY_OFFSET_PX) > 2;
    // A scroll that cannot move (the page's end) fires no scrollend either.
    window.setTimeout(() => {
      scrolling.current = false;
    }, 1500);
    section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
    setCurrent(id);
  };

  return (
    <nav
      aria-label={t('tabsLabel')}
      className="sticky top-14 z-20 border-b border-line/70 bg-surface/95 backdrop-blur"
    >
      <ul ref={bar} className="relative mx-auto flex max-w-5xl gap-1 overflow-x-auto px-2">
        {DETAILS_SECTIONS.map(({ id, label }) => {
          const active = current === id;
          return (
            <li key={id} className="shrink-0">
              <a
                href={`#${id}`}
                aria-current={active ? 'true' : undefined}
                onClick={(event) => go(event, id)}
                className={`flex h-12 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap ${
                  active
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-ink-muted hover:text-ink'
                }`}
              >
                {t(label)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
