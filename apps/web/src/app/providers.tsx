import { QueryClientContext } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { I18nProvider } from '@/lib/i18n/i18n';
import { useLoadedQueryClient } from '@/lib/query-store';
import { loadSonner, whenSonnerLoaded } from '@/lib/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/**
 * Sonner's own rich colours put small text below WCAG AA contrast (red ≈ 4.3:1, green ≈ 4.4:1);
 * the design tokens keep the same look and reach it.
 */
const TOAST_COLOURS = {
  '--success-bg': 'var(--color-success-soft)',
  '--success-text': 'var(--color-success)',
  '--error-bg': 'var(--color-danger-soft)',
  '--error-text': 'var(--color-danger)',
} as CSSProperties;

/** The Toaster mounts once something has loaded sonner to raise a toast (see lib/toast.ts). */
function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    return whenSonnerLoaded(() => setWanted(true));
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        toastOptions={{ duration: 5000 }}
        style={TOAST_COLOURS}
      />
    </Suspense>
  );
}

/**
 * The query client is handed down once it has loaded (lib/query-store.ts): the context's value
 * changes, the tree below stays mounted. Nothing reads it before then — the screens that use
 * TanStack Query are loaded together with it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const queryClient = useLoadedQueryClient();
  return (
    <QueryClientContext.Provider value={queryClient}>
      <I18nProvider>{children}</I18nProvider>
      <DeferredToaster />
    </QueryClientContext.Provider>
  );
}
