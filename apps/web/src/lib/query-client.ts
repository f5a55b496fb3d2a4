import { notifyManager, QueryClient } from '@tanstack/react-query';
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

/**
 * Answers that arrive within a frame of each other are handed to the screen together. TanStack
 * Query tells its observers in a task of its own per answer, and each `useQuery` update is one
 * render React cannot slice (it comes through `useSyncExternalStore`): a screen whose balance,
 * list and recents arrive a few milliseconds apart was rendered three times, each a long task on a
 * slow phone. Here every notice waiting when the frame's timer fires runs in that one task, so
 * React renders them once. A frame (16 ms) is as long as a notice waits: no one sees it.
 */
const FRAME_MS = 16;
let waiting: (() => void)[] = [];
notifyManager.setScheduler((notify) => {
  waiting.push(notify);
  if (waiting.length > 1) return;
  setTimeout(() => {
    const due = waiting;
    waiting = [];
    for (const each of due) {
      try {
        each();
      } catch (error) {
        // One observer's fault must not keep the others' answers from them; it is still reported.
        setTimeout(() => {
          throw error;
        });
      }
    }
  }, FRAME_MS);
});

// What QueryClientProvider would do on mount; the client lives as long as the page.
queryClient.mount();
