import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { InboxPage } from '@kosh/contract/inbox';
import { apiRequest } from '@/lib/api-client';

export const INBOX_KEY = ['inbox'] as const;
export const INBOX_PAGES_KEY = [...INBOX_KEY, 'pages'] as const;
export const INBOX_UNREAD_KEY = [...INBOX_KEY, 'unread'] as const;

/** GET v1/me/inbox: one page, newest first, older than `before`. */
export const getInboxPage = (before: string | null, signal?: AbortSignal, limit = 20) => {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before) query.set('before', before);
  return apiRequest<{ data: InboxPage }>(`v1/me/inbox?${query.toString()}`, {
    auth: true,
    signal,
  }).then((r) => r.data);
};

/** The inbox's pages, each older than the last. */
export const inboxPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: INBOX_PAGES_KEY,
    queryFn: ({ pageParam, signal }) => getInboxPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The bell's count: the unread number of a one-entry page (the live channel keeps it fresh). */
export const inboxUnreadQueryOptions = () =>
  queryOptions({
    queryKey: INBOX_UNREAD_KEY,
    queryFn: ({ signal }) => getInboxPage(null, signal, 1).then((page) => page.unread),
    refetchOnWindowFocus: true,
  });
