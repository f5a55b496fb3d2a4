import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { SupportUnreadResponse } from '@kosh/contract/support';
import { ticketKey, TICKETS_KEY, UNREAD_KEY } from '../api/support-api';
import { backoff, parseSse, readSupportEvent } from '../utils/sse';

const POLL_MS = 30_000;

/**
 * The customer's live support channel (spec/02 §5, issue 15): GET /api/v1/support/events read with
 * fetch (EventSource cannot send the token), each `event: ticket` refreshing that ticket, the list
 * and the Support badge. While the stream is down it reconnects with back-off and polls
 * GET /api/v1/support/unread every 30 s. A 401 signs out as every call does, and stops it.
 * Mount it once, in the shell, for a signed-in customer (`token` null: nothing runs).
 */
export function useSupportEvents(token: string | null) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;

    const pollUnread = () => {
      apiRequest<SupportUnreadResponse>('v1/support/unread', {
        auth: true,
        signal: controller.signal,
      })
        .then((r) => queryClient.setQueryData(UNREAD_KEY, r.data.tickets))
        .catch(() => undefined);
    };
    const startPolling = () => {
      if (pollTimer || stopped) return;
      pollTimer = setInterval(pollUnread, POLL_MS);
    };
    const stopPolling = () => {
      if (pollTimer) clearInterval(pollTimer);
      pollTimer = undefined;
    };

    const onTicket = (data: string) => {
      const event = readSupportEvent(data);
      if (!event) return;
      queryClient.setQueryData(UNREAD_KEY, event.unread);
      void queryClient.invalidateQueries({ queryKey: ticketKey(event.Mid) });
      void queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
    };

    const connect = async () => {
      if (stopped) return;
      try {
        const response = await fetch('/api/v1/support/events', {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (response.status === 401) {
          // Refused: if the token itself is refused, the call below takes the app's usual
          // sign-out and this stops; otherwise the stream is down and is retried, polling meanwhile.
          const tokenValid = await apiRequest<SupportUnreadResponse>('v1/support/unread', {
            auth: true,
            signal: controller.signal,
          }).then(
            (r) => {
              queryClient.setQueryData(UNREAD_KEY, r.data.tickets);
              return true;
            },
            (error: unknown) => !(error instanceof ApiError && error.status === 401),
          );
          if (!tokenValid) {
            stopped = true;
            stopPolling();
            return;
          }
          throw new Error('stream refused');
        }
        if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
        attempt = 0;
        stopPolling();
        // Catch up on what happened while the stream was down.
        void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const { events, rest } = parseSse(buffer + value);
          buffer = rest;
          for (const e of events) if (e.event === 'ticket') onTicket(e.data);
        }
        throw new Error('stream ended');
      } catch {
        if (stopped || controller.signal.aborted) return;
        startPolling();
        retryTimer = setTimeout(() => void connect(), backoff(attempt++));
      }
    };

    void connect();
    return () => {
      stopped = true;
      controller.abort();
      stopPolling();
      if (retryTimer) clearTimeout(retryTimer);
    };
  }, [token, queryClient]);
}
