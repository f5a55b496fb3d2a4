import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/**
 * The app's one QueryClient. Its module is loaded on demand (lib/query-store.ts): a visitor's first
 * page (`/`) renders without TanStack Query, every other screen waits for it before it renders.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not get better by asking again; a dropped connection might.
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// What QueryClientProvider would do on mount; the client lives as long as the page.
queryClient.mount();
