import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { I18nProvider } from '@/lib/i18n/i18n';
import { whenSonnerLoaded } from '@/lib/toast';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            // A 4xx will not get better by asking again; a dropped connection might.
            retry: (count, error) =>
              count < 2 &&
              !(error instanceof ApiError && error.status >= 400 && error.status < 500),
            refetchOnWindowFocus: false,
          },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>{children}</I18nProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
