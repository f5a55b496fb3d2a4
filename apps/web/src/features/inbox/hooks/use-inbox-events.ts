import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { InboxPage } from '@kosh/contract/inbox';
import { KYC_QUERY_KEY } from '@/hooks/use-kyc-level';
import { WALLET_BALANCE_KEY } from '@/hooks/use-wallet-balance';
import { ApiError } from '@/lib/api-client';
import { holdEventStream } from '@/lib/event-stream';
import { getInboxPage, INBOX_PAGES_KEY, INBOX_UNREAD_KEY } from '../api/get-inbox';
import { movesMoney, readInboxEvent } from '../utils/inbox-event';

const POLL_MS = 30_000;
/**
 * Balance History's and All Wallet Requests' keys (features/history, features/wallet): spelled
 * here, as features do not import each other; invalidating by prefix reaches every filter of them.
 */
const HISTORY_KEYS = [['recharge-logs'], ['wallet-requests']] as const;

/**
 * The customer's live channel (GET /api/v1/me/events): each new inbox entry updates the bell,
 * lands at the top of the list, and, when it is about money, refreshes the balance and the
 * history, so the home balance updates by itself after a payment, a top-up or a refund. While the
 * stream is down it reconnects with back-off and polls the count every 30 s.
 */
export function useInboxEvents(token: string | null) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    let pollTimer: ReturnType<typeof setInterval> | undefined;

    const readUnread = () =>
      getInboxPage(null, controller.signal, 1).then(
        (page) => {
          queryClient.setQueryData(INBOX_UNREAD_KEY, page.unread);
          return true;
        },
        (error: unknown) => !(error instanceof ApiError && error.status === 401),
      );
    const stopPolling = () => {
      if (pollTimer) clearInterval(pollTimer);
      pollTimer = undefined;
    };

    const stream = holdEventStream({
      url: '/api/v1/me/events',
      token: () => token,
      onOpen: () => {
        stopPolling();
        void queryClient.invalidateQueries({ queryKey: INBOX_UNREAD_KEY });
      },
      onDown: () => {
        pollTimer ??= setInterval(() => void readUnread(), POLL_MS);
      },
      onUnauthorized: readUnread,
      onEvent: ({ event, data }) => {
        if (event !== 'inbox') return;
        const read = readInboxEvent(data);
        if (!read) return;
        const { entry, unread } = read;
        queryClient.setQueryData(INBOX_UNREAD_KEY, unread);
        queryClient.setQueryData<InfiniteData<InboxPage, string | null>>(INBOX_PAGES_KEY, (old) => {
          const [first, ...rest] = old?.pages ?? [];
          if (!old || !first || first.entries.some((e) => e.id === entry.id)) return old;
          const added = { ...entry, cursor: '' };
          return {
            ...old,
            pages: [{ ...first, unread, entries: [added, ...first.entries] }, ...rest],
          };
        });
        if (movesMoney(entry.topic)) {
          void queryClient.invalidateQueries({ queryKey: WALLET_BALANCE_KEY });
          for (const queryKey of HISTORY_KEYS) void queryClient.invalidateQueries({ queryKey });
        }
        if (entry.topic === 'kyc') void queryClient.invalidateQueries({ queryKey: KYC_QUERY_KEY });
      },
    });

    return () => {
      stream.stop();
      controller.abort();
      stopPolling();
    };
  }, [token, queryClient]);
}
