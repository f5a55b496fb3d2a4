import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { supportEventSchema, SENDER_CLIENT, type SupportEvent } from '@kosh/contract/support';
import { sessionStore } from '@/lib/session';
import { createSseParser, reconnectDelay } from '../utils/sse';
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
    let stopped = false;
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    const controller = new AbortController();
    const refresh = () => queryClient.invalidateQueries({ queryKey: SUPPORT_ADMIN_KEY });
    const startPolling = () => {
      poll ??= setInterval(() => void refresh(), POLL_WHILE_DOWN_MS);
    };
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

    const connect = async () => {
      const session = sessionStore.get();
      if (!session) return;
      try {
        const response = await fetch('/api/admin/support/events', {
          headers: { authorization: `Bearer ${session.token}`, accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`events ${response.status}`);
        failures = 0;
        stopPolling();
        // Whatever happened while the stream was down.
        void refresh();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        const feed = createSseParser();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const message of feed(value)) {
            if (message.event !== 'ticket') continue;
            try {
              const parsed = supportEventSchema.safeParse(JSON.parse(message.data));
              if (parsed.success) onEvent(parsed.data);
            } catch {
              // Not JSON: ignored, like any event this page does not know.
            }
          }
        }
      } catch {
        if (stopped) return;
      }
      if (stopped) return;
      failures += 1;
      startPolling();
      retry = setTimeout(() => void connect(), reconnectDelay(failures));
    };
    void connect();

    return () => {
      stopped = true;
      controller.abort();
      if (retry) clearTimeout(retry);
      stopPolling();
    };
  }, [queryClient]);
}
