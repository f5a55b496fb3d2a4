import type { QueryClient } from '@tanstack/react-query';
import { loadQueryClient } from './query-store';

/**
 * Work a page can start late: once it has loaded, the screen's own first answers have arrived and
 * the main thread is idle, so it does not compete with the screen's first renders on a slow phone
 * (Lighthouse's blocking time). Later screens of the visit find it settled and start at once.
 */
let settled: Promise<void> | undefined;
/** The screen being loaded (app/lazy-screen.tsx), if the page opened on one: its queries count. */
let screenLoading: Promise<unknown> = Promise.resolve();

/** Called by a lazily loaded screen: later work waits for it, and for what it asks, first. */
export function noteScreenLoading(loading: Promise<unknown>) {
  screenLoading = loading.catch(() => undefined);
}

/** Past this the work starts anyway: a screen polling without end does not hold it back. */
const AT_THE_LATEST_MS = 4000;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback: a task of its own, after what is queued.
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: 1000 });
    } else {
      setTimeout(resolve, 0);
    }
  });
}

function whenLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/** Once no query is being fetched (the screen's own asked and answered). */
function whenAnswered(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = client.getQueryCache().subscribe(() => queueMicrotask(check));
    check();
  });
}

export function afterLoad(): Promise<void> {
  settled ??= Promise.race([
    new Promise<void>((resolve) => setTimeout(resolve, AT_THE_LATEST_MS)),
    // The screen renders once its chunk and the query client are here and the thread is free;
    // its queries start as it renders.
    Promise.all([whenLoaded(), loadQueryClient(), screenLoading])
      .then(async ([, client]) => {
        await whenIdle();
        await whenAnswered(client);
      })
      .then(whenIdle),
  ]);
  return settled;
}

/** `load`, started once the page has settled (see afterLoad), for React.lazy. */
export function afterLoadIdle<T>(load: () => Promise<T>): () => Promise<T> {
  return () => afterLoad().then(load);
}
