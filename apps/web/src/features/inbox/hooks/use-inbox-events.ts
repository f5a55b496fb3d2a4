import type { InfiniteData } from '@tanstack/react-query';
import type { InboxPage } from '@kosh/contract/inbox';
import { KYC_QUERY_KEY } from '@/hooks/use-kyc-level';
import { useLiveChannel } from '@/hooks/use-live-channel';
import { WALLET_BALANCE_KEY } from '@/hooks/use-wallet-balance';
import { getInboxPage, INBOX_PAGES_KEY, INBOX_UNREAD_KEY } from '../api/get-inbox';
import { movesMoney, readInboxEvent } from '../utils/inbox-event';

/**
 * Balance History's and All Wallet Requests' keys (features/history, features/wallet): spelled
 * here, as features do not import each other; invalidating by prefix reaches every filter of them.
 */
const HISTORY_KEYS = [['recharge-logs'], ['wallet-requests']] as const;

/**
 * The customer's live channel (GET /api/v1/me/events): each new inbox entry updates the bell,
 * lands at the top of the list, and, when it is about money, refreshes the balance and the
 * history, so the home balance updates by itself after a payment, a top-up or a refund. While the
 * stream is down the count is polled (hooks/use-live-channel.ts).
 */
export function useInboxEvents(token: string | null) {
  useLiveChannel(token, {
    url: '/api/v1/me/events',
    unreadKey: INBOX_UNREAD_KEY,
    readUnread: async (signal) => (await getInboxPage(null, signal, 1)).unread,
    onEvent: ({ event, data }, queryClient) => {
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
}
