import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * TanStack Query (≈9.5 KB gzip) off a visitor's first page: the home screen fetches its images
 * without it, so `/` does not wait for it. Every other screen's chunk is loaded together with
 * the client (app/lazy-screen.tsx, `withQuery`), and the provider in app/providers.tsx hands it down
 * as soon as it is here, before any screen that uses it renders.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then((m) => {
    client = m.queryClient;
    for (const listener of listeners) listener();
    return client;
  });
  return loading;
}

/** Loads `load`'s module together with the query client (for React.lazy). */
export function withQuery<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadQueryClient()]).then(([module]) => module);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The client once it has loaded (undefined before). */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(
    subscribe,
    () => client,
    () => client,
  );
}
