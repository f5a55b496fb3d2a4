import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { supportEventSchema, SENDER_CLIENT, type SupportEvent } from '@kosh/contract/support';
import { holdEventStream } from '@/lib/event-stream';
import { sessionStore } from '@/lib/session';
import { SUPPORT_ADMIN_KEY } from './tickets';

/** While the stream is down, the inbox is refreshed this often. */
export const POLL_WHILE_DOWN_MS = 30_000;

// Customer messages that arrived while the reader was not on the inbox: the nav link's count.
let unseen = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
export const newMessages = {
  get: () => unseen,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add: () => {
    unseen += 1;
    emit();
  },
  clear: () => {
    if (unseen === 0) return;
    unseen = 0;
    emit();
  },
};

export const useNewMessageCount = () =>
  useSyncExternalStore(newMessages.subscribe, newMessages.get);

/**
 * Holds GET admin/support/events (fetch with the admin's token: EventSource cannot send it). Each
 * ticket event refreshes the inbox and any open conversation; a customer's message counts on the
 * Tickets link unless the inbox is on screen. The stream reconnects with back-off, and while it is
 * down the help desk's data is refetched every 30 s.
 */
export function useSupportLive(onInbox: boolean) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (onInbox) newMessages.clear();
  }, [onInbox]);

  useEffect(() => {
    let poll: ReturnType<typeof setInterval> | undefined;
    const refresh = () => queryClient.invalidateQueries({ queryKey: SUPPORT_ADMIN_KEY });
    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = undefined;
    };
    const onEvent = (event: SupportEvent) => {
      void refresh();
      if (event.kind === 'message' && event.senderType === SENDER_CLIENT) {
        if (!window.location.pathname.startsWith('/admin/tickets')) newMessages.add();
      }
    };

    const stream = holdEventStream({
      url: '/api/admin/support/events',
      token: () => sessionStore.get()?.token ?? null,
      onOpen: () => {
        stopPolling();
        // Whatever happened while the stream was down.
        void refresh();
      },
      onDown: () => {
        poll ??= setInterval(() => void refresh(), POLL_WHILE_DOWN_MS);
      },
      onEvent: ({ event, data }) => {
        if (event !== 'ticket') return;
        try {
          const parsed = supportEventSchema.safeParse(JSON.parse(data));
          if (parsed.success) onEvent(parsed.data);
        } catch {
          // Not JSON: ignored, like any event this page does not know.
        }
      },
    });

    return () => {
      stream.stop();
      stopPolling();
    };
  }, [queryClient]);
}
