import { useCallback, useEffect, useState } from 'react';
import {
  clearBookingSession,
  isTraceLive,
  readBookingData,
  readTrace,
  startBookingSession,
  traceTimeLeft,
  type BookingData,
} from '../../utils/booking-session';
import { onPageShown } from '../../utils/page-shown';

export interface SearchSession {
  data: BookingData;
  traceId: string;
}

/** The stored search, when it is still live (younger than an hour). */
function liveSession(): SearchSession | null {
  const data = readBookingData();
  const trace = readTrace();
  return data && trace && isTraceLive() ? { data, traceId: trace.traceId } : null;
}

/**
 * The booking session as the search page sees it (docs/product-2.md §4): the stored search and its trace,
 * started by a new search, and cleared — with `onExpire` told — when its hour runs out while the
 * page is open. A phone that slept through the hour finds out when the page shows again.
 */
export function useSearchSession(onExpire: () => void) {
  const [session, setSession] = useState<SearchSession | null>(liveSession);

  // A search older than an hour found on arrival is forgotten (docs/product-2.md §4).
  useEffect(() => {
    if (readTrace() && !isTraceLive()) clearBookingSession();
  }, []);

  const start = useCallback((data: BookingData, traceId: string) => {
    startBookingSession(data, traceId);
    setSession({ data, traceId });
  }, []);

  const clear = useCallback(() => {
    clearBookingSession();
    setSession(null);
  }, []);

  const traceId = session?.traceId;
  useEffect(() => {
    if (!traceId) return;
    let timer: number | undefined;
    const check = () => {
      window.clearTimeout(timer);
      const stored = readTrace();
      // Another tab made a new search meanwhile: follow it, it is not this one ending.
      if (stored && stored.traceId !== traceId) {
        setSession(liveSession());
        return;
      }
      const left = traceTimeLeft();
      if (left > 0) {
        timer = window.setTimeout(check, left + 50);
        return;
      }
      clearBookingSession();
      setSession(null);
      onExpire();
    };
    check();
    const stopListening = onPageShown(check);
    return () => {
      window.clearTimeout(timer);
      stopListening();
    };
  }, [traceId, onExpire]);

  // Another tab made a new search (or its session ended): this one follows it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('kosh.hotel.')) setSession(liveSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return { session, start, clear };
}
