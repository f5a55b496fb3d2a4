import { useSyncExternalStore } from 'react';

/**
 * Dark mode: the phone's own setting (prefers-color-scheme) until the customer chooses; their
 * choice is a flag in local storage (docs/product-2.md §3) and sticks, whatever the phone says later. It is
 * applied as the `dark` class on <html> before the first paint (index.html reads the same, so
 * there is no flash of the wrong theme).
 */
const KEY = 'kosh.darkMode';
const listeners = new Set<() => void>();

const systemDark = () =>
  typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;

function read(): boolean {
  const chosen = localStorage.getItem(KEY);
  if (chosen === '1' || chosen === '0') return chosen === '1';
  return systemDark()?.matches ?? false;
}

function apply(dark: boolean) {
  document.documentElement.classList.toggle('dark', dark);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', dark ? '#0b1220' : '#153a80');
}

function emit() {
  for (const l of listeners) l();
}

export const themeStore = {
  get: read,
  set(dark: boolean) {
    localStorage.setItem(KEY, dark ? '1' : '0');
    apply(dark);
    emit();
  },
  init() {
    apply(read());
    // The phone switching between light and dark (at sunset, say) is followed until a choice.
    systemDark()?.addEventListener('change', () => {
      if (localStorage.getItem(KEY) !== null) return;
      apply(read());
      emit();
    });
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
