import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { holdEventStream, type SseEvent } from '@/lib/event-stream';

const POLL_MS = 30_000;

/** One of the customer's live channels: where it streams from, and its unread count. */
export interface LiveChannel {
  /** The server-sent events URL (read with fetch: EventSource cannot send the token). */
  url: string;
  /** Where the unread count is kept (the badge reads it). */
  unreadKey: QueryKey;
  /** The unread count from the server: polled every 30 s while the stream is down. */
  readUnread: (signal: AbortSignal) => Promise<number>;
  /** Each event as it arrives. */
  onEvent: (event: SseEvent, queryClient: QueryClient) => void;
}

/**
 * Holds a live channel for a signed-in customer (`token` null: nothing runs): each event handed
 * to the channel, a catch-up on the unread count whenever the stream (re)opens, and while it is
 * down a reconnect with back-off and the count polled. A 401 signs out as every call does (the
 * poll's own 401), and stops it. Mount it once, in the shell.
 */
export function useLiveChannel(token: string | null, channel: LiveChannel) {
  const queryClient = useQueryClient();
  // The latest handlers, without reconnecting when a caller passes a new object each render.
  const latest = useRef(channel);
  latest.current = channel;
  const { url } = channel;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    let pollTimer: ReturnType<typeof setInterval> | undefined;

    /** The count from the server; whether the token still holds (a 401 signs out, as every call). */
    const readUnread = () =>
      latest.current.readUnread(controller.signal).then(
        (unread) => {
          queryClient.setQueryData(latest.current.unreadKey, unread);
          return true;
        },
        (error: unknown) => !(error instanceof ApiError && error.status === 401),
      );
    const stopPolling = () => {
      if (pollTimer) clearInterval(pollTimer);
      pollTimer = undefined;
    };

    const stream = holdEventStream({
      url,
      token: () => token,
      onOpen: () => {
        stopPolling();
        // Catch up on what happened while the stream was down.
        void queryClient.invalidateQueries({ queryKey: latest.current.unreadKey });
      },
      onDown: () => {
        pollTimer ??= setInterval(() => void readUnread(), POLL_MS);
      },
      // Refused: if the token itself is refused, readUnread takes the app's usual sign-out and the
      // stream stops; otherwise the stream is down and is tried again, polling meanwhile.
      onUnauthorized: readUnread,
      onEvent: (event) => latest.current.onEvent(event, queryClient),
    });

    return () => {
      stream.stop();
      controller.abort();
      stopPolling();
    };
  }, [token, url, queryClient]);
}
