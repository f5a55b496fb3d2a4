import { useInfiniteQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CardSkeletons, EmptyState, LoadFailed } from '@/components/ui/load-states';
import { toast } from '@/lib/toast';
import { inboxPagesQueryOptions } from '../api/get-inbox';
import { useMarkInboxRead } from '../api/mark-inbox-read';
import { useInboxUnread } from '../hooks/use-inbox-unread';
import { useInboxT } from '../messages';
import { InboxEntryCard } from './inbox-entry-card';

/** /inbox: the customer's messages, newest first, a page at a time, with Mark all as read. */
export function InboxList() {
  const t = useInboxT();
  const pages = useInfiniteQuery(inboxPagesQueryOptions());
  const unread = useInboxUnread();
  const mark = useMarkInboxRead();
  const markRead = (body: { ids: string[] } | { all: true }) =>
    mark.mutate(body, {
      onError: () => toast.error(t('markFailed'), { id: 'inbox-mark-failed' }),
    });

  if (pages.isPending) return <CardSkeletons label={t('loading')} height="h-32" />;
  if (pages.isError) {
    return (
      <LoadFailed
        onRetry={() => void pages.refetch()}
        retrying={pages.isFetching}
        retryLabel={t('retry')}
      >
        {t('error')}
      </LoadFailed>
    );
  }
  const entries = pages.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return (
      <EmptyState title={t('bell')} icon={Bell}>
        {t('empty')}
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex min-h-12 items-center justify-between gap-3">
        <p className="text-sm font-semibold text-ink-muted" aria-live="polite">
          {unread > 0 ? t('unreadCount', { n: unread }) : t('allRead')}
        </p>
        {unread > 0 && (
          <Button
            variant="secondary"
            disabled={mark.isPending}
            onClick={() => markRead({ all: true })}
          >
            {t('markAll')}
          </Button>
        )}
      </div>
      <ul className="space-y-3">
        {entries.map((entry) => (
          <InboxEntryCard
            key={entry.id}
            entry={entry}
            marking={mark.isPending}
            onRead={(id) => markRead({ ids: [id] })}
          />
        ))}
      </ul>
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          block
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? t('loadingOlder') : t('older')}
        </Button>
      )}
    </div>
  );
}
