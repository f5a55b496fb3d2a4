import type { toast as sonnerToast } from 'sonner';

/**
 * Toasts without sonner on the first page. sonner (≈9 KB gzip) is loaded by the first screen that
 * imports it, or by the first `toast` below; the Toaster (providers.tsx) mounts when it arrives and
 * shows any toast raised before it was there (sonner replays them to a late subscriber).
 *
 * Every `import … from 'sonner'` goes through ./sonner.ts (vite.config.ts resolves it so), which
 * calls `markSonnerLoaded` — so a screen may keep importing sonner directly.
 */
let loaded = false;
const listeners = new Set<() => void>();

export function markSonnerLoaded() {
  loaded = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Calls `listener` once sonner is loaded (at once if it is); returns an unsubscribe. */
export function whenSonnerLoaded(listener: () => void): () => void {
  if (loaded) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type ErrorArgs = Parameters<typeof sonnerToast.error>;

/** sonner's `toast` for code on the first page: loads sonner, then raises the toast. */
export const toast = {
  error: (...args: ErrorArgs): void => {
    void import('sonner').then((sonner) => sonner.toast.error(...args));
  },
};
