import type { toast as sonnerToast } from 'sonner';
import type * as SonnerModuleExports from './sonner-module';

/**
 * Toasts without sonner on any first paint. sonner (≈9 KB gzip) is loaded by the first `toast`
 * below; the Toaster (providers.tsx) mounts when it arrives and shows any toast raised before it
 * was there (sonner replays them to a late subscriber).
 *
 * Every `import { toast } from 'sonner'` gets this module instead (vite.config.ts resolves it so):
 * a screen may keep importing sonner's `toast` directly. Nothing else of sonner's is exported here,
 * so importing anything else from 'sonner' fails the build (the Toaster is providers.tsx's).
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

type Toast = typeof sonnerToast;
type SonnerModule = typeof SonnerModuleExports;

let sonner: Promise<SonnerModule> | undefined;

/** sonner (./sonner-module.ts), fetched once. */
export function loadSonner(): Promise<SonnerModule> {
  sonner ??= import('./sonner-module');
  return sonner;
}

/** Calls sonner's `toast` (or one of its methods) once sonner is here; calls keep their order. */
function forward(method: string | undefined, args: unknown[]) {
  void loadSonner().then(({ toast: real }) => {
    const target: unknown = method === undefined ? real : Reflect.get(real, method);
    if (typeof target === 'function') Reflect.apply(target, real, args);
  });
}

/**
 * sonner's `toast` without sonner: `toast(…)`, `toast.error(…)`, `toast.dismiss(…)` and the rest
 * load sonner first, then raise (or dismiss) the toast. Unlike sonner's, they return nothing: pass
 * an `id` to refer to a toast later.
 */
export const toast = new Proxy((...args: unknown[]) => forward(undefined, args), {
  get: (_target, method) =>
    typeof method === 'string' ? (...args: unknown[]) => forward(method, args) : undefined,
}) as unknown as Toast;
