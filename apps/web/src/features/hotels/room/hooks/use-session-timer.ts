import { useEffect, useRef } from 'react';
import { onPageShown } from '../../utils/page-shown';

/** setTimeout's longest wait (about 24.8 days); a longer one fires at once. */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * Calls `onEnd` once when the clock reaches `endsAt` (ms since the epoch; null: no timer) — the
 * room page's one-hour timer (docs/product-2.md §4). A phone that slept through it finds out as soon as the
 * page shows again.
 */
export function useSessionTimer(endsAt: number | null, onEnd: () => void) {
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });

  useEffect(() => {
    if (endsAt === null) return;
    let timer: number | undefined;
    let ended = false;
    const check = () => {
      window.clearTimeout(timer);
      if (ended) return;
      const left = endsAt - Date.now();
      if (left > 0) {
        timer = window.setTimeout(check, Math.min(left + 50, MAX_DELAY));
        return;
      }
      ended = true;
      latest.current();
    };
    check();
    const stopListening = onPageShown(check);
    return () => {
      window.clearTimeout(timer);
      stopListening();
    };
  }, [endsAt]);
}
