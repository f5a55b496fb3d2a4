import { useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the element the returned ref is put on (a sentinel after the last result)
 * comes within `margin` of the screen: the next page arrives before the reader reaches the end.
 * Browsers without IntersectionObserver keep the "Show more hotels" button.
 */
export function useLoadMore(loadMore: () => void, enabled: boolean, margin = '600px') {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });

  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, margin]);

  return ref;
}
