import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { I18nProvider } from '@/lib/i18n/i18n';

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
      <Toaster
        position="top-center"
        richColors
        closeButton
        toastOptions={{ duration: 5000 }}
        style={TOAST_COLOURS}
      />
    </QueryClientProvider>
  );
}
