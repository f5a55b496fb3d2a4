import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxReadRequest } from '@kosh/contract/inbox';
import { apiRequest } from '@/lib/api-client';
import { INBOX_PAGES_KEY, INBOX_UNREAD_KEY } from './get-inbox';

/** POST v1/me/inbox/read: some entries ({ids}) or every one ({all: true}). */
export const markInboxRead = (body: InboxReadRequest) =>
  apiRequest<{ data: { unread: number } }>('v1/me/inbox/read', { auth: true, body }).then(
    (r) => r.data,
  );

export function useMarkInboxRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInboxRead,
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(INBOX_UNREAD_KEY, unread);
      void queryClient.invalidateQueries({ queryKey: INBOX_PAGES_KEY });
    },
  });
}
