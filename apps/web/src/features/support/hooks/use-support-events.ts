import type { SupportUnreadResponse } from '@kosh/contract/support';
import { useLiveChannel } from '@/hooks/use-live-channel';
import { apiRequest } from '@/lib/api-client';
import { ticketKey, TICKETS_KEY, UNREAD_KEY } from '../api/support-api';
import { readSupportEvent } from '../utils/sse';

/**
 * The customer's live support channel (docs/product-2.md §5): GET /api/v1/support/events, each
 * `event: ticket` refreshing that ticket, the list and the Support badge; while the stream is
 * down, GET /api/v1/support/unread is polled (hooks/use-live-channel.ts).
 */
export function useSupportEvents(token: string | null) {
  useLiveChannel(token, {
    url: '/api/v1/support/events',
    unreadKey: UNREAD_KEY,
    readUnread: async (signal) =>
      (await apiRequest<SupportUnreadResponse>('v1/support/unread', { auth: true, signal })).data
        .tickets,
    onEvent: ({ event, data }, queryClient) => {
      if (event !== 'ticket') return;
      const ticket = readSupportEvent(data);
      if (!ticket) return;
      queryClient.setQueryData(UNREAD_KEY, ticket.unread);
      void queryClient.invalidateQueries({ queryKey: ticketKey(ticket.Mid) });
      void queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
    },
  });
}
