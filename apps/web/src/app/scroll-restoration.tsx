import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'kosh.scroll';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * What the data router's <ScrollRestoration> did: a new page starts at the top (or at its #hash);
 * Back and Forward return to where the reader was, across reloads too (session storage).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [positions] = useState(savedPositions);
  const key = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      positions[key.current] = window.scrollY;
    };
    const onPageHide = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // private mode or full storage: positions are only kept for this page's life
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, [positions]);

  useLayoutEffect(() => {
    key.current = location.key;
    const saved = positions[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // an undecodable #hash: treat it as no hash
      }
    }
    window.scrollTo(0, 0);
  }, [location, navigationType, positions]);

  return null;
}
