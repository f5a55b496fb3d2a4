import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import { holdEventStream } from '@/lib/event-stream';
import type { SupportUnreadResponse } from '@kosh/contract/support';
import { ticketKey, TICKETS_KEY, UNREAD_KEY } from '../api/support-api';
import { readSupportEvent } from '../utils/sse';

const POLL_MS = 30_000;

/**
 * The customer's live support channel (docs/product-2.md §5, issue 15): GET /api/v1/support/events read with
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
    let pollTimer: ReturnType<typeof setInterval> | undefined;

    /** The badge from the server; whether the token still holds (a 401 signs out, as every call). */
    const readUnread = () =>
      apiRequest<SupportUnreadResponse>('v1/support/unread', {
        auth: true,
        signal: controller.signal,
      }).then(
        (r) => {
          queryClient.setQueryData(UNREAD_KEY, r.data.tickets);
          return true;
        },
        (error: unknown) => !(error instanceof ApiError && error.status === 401),
      );
    const stopPolling = () => {
      if (pollTimer) clearInterval(pollTimer);
      pollTimer = undefined;
    };

    const stream = holdEventStream({
      url: '/api/v1/support/events',
      token: () => token,
      onOpen: () => {
        stopPolling();
        // Catch up on what happened while the stream was down.
        void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
      },
      onDown: () => {
        pollTimer ??= setInterval(() => void readUnread(), POLL_MS);
      },
      // Refused: if the token itself is refused, readUnread takes the app's usual sign-out and the
      // stream stops; otherwise the stream is down and is tried again, polling meanwhile.
      onUnauthorized: readUnread,
      onEvent: ({ event, data }) => {
        if (event !== 'ticket') return;
        const ticket = readSupportEvent(data);
        if (!ticket) return;
        queryClient.setQueryData(UNREAD_KEY, ticket.unread);
        void queryClient.invalidateQueries({ queryKey: ticketKey(ticket.Mid) });
        void queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
      },
    });

    return () => {
      stream.stop();
      controller.abort();
      stopPolling();
    };
  }, [token, queryClient]);
}
