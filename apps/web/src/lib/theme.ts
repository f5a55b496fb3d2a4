import { useSyncExternalStore } from 'react';

/**
 * Dark mode: a flag in local storage (spec/02 §3), applied as the `dark` class on <html> before
 * the first paint (index.html reads it too, so there is no flash of the wrong theme).
 */
const KEY = 'kosh.darkMode';
const listeners = new Set<() => void>();

function read(): boolean {
  return localStorage.getItem(KEY) === '1';
}

function apply(dark: boolean) {
  document.documentElement.classList.toggle('dark', dark);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', dark ? '#0b1220' : '#153a80');
}

export const themeStore = {
  get: read,
  set(dark: boolean) {
    localStorage.setItem(KEY, dark ? '1' : '0');
    apply(dark);
    for (const l of listeners) l();
  },
  init() {
    apply(read());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useDarkMode(): [boolean, (dark: boolean) => void] {
  const dark = useSyncExternalStore(themeStore.subscribe, themeStore.get, () => false);
  return [dark, themeStore.set];
}
