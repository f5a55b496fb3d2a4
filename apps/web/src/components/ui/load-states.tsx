import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';

const CARD = 'rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]';

/** A list or page that did not load: what and why (the children), and Try again. */
export function LoadFailed({
  children,
  onRetry,
  retrying,
  retryLabel = 'Try again',
}: {
  children: ReactNode;
  onRetry: () => void;
  /** Disables Try again while the query is fetching again; some lists leave it enabled. */
  retrying?: boolean;
  retryLabel?: string;
}) {
  return (
    <div className={clsx(CARD, 'p-6 text-center')}>
      <RetryAlert onRetry={onRetry} retrying={retrying} retryLabel={retryLabel}>
        {children}
      </RetryAlert>
    </div>
  );
}

/** An old link past a paged list's last page: say so, rather than "nothing here", and offer page 1. */
export function PastLastPage({
  children,
  onFirstPage,
  firstPageLabel = 'Go to the first page',
}: {
  children: ReactNode;
  onFirstPage: () => void;
  firstPageLabel?: string;
}) {
  return (
    <div className={clsx(CARD, 'p-6 text-center')}>
      <p className="font-semibold text-ink">{children}</p>
      <Button variant="secondary" className="mt-4" onClick={onFirstPage}>
        {firstPageLabel}
      </Button>
    </div>
  );
}

/** Cards that pulse where a list's cards will be, named for screen readers by `label`. */
export function CardSkeletons({
  label,
  height,
  count = 3,
}: {
  label: string;
  /** Each card's height class: about the height of the card it stands for. */
  height: string;
  count?: number;
}) {
  return (
    <div className="space-y-3" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, row) => (
        <div key={row} className={clsx(height, 'animate-pulse', CARD)} />
      ))}
    </div>
  );
}

/** Nothing to list (yet): a title, and what would appear here. */
export function EmptyState({
  title,
  children,
  icon: Icon = Inbox,
}: {
  title: ReactNode;
  children: ReactNode;
  icon?: LucideIcon;
}) {
  return (
    <div className={clsx('flex flex-col items-center gap-2', CARD, 'px-4 py-10 text-center')}>
      <Icon size={36} aria-hidden="true" className="text-ink-muted" />
      <p className="font-semibold text-ink">{title}</p>
      <p className="text-sm text-ink-muted">{children}</p>
    </div>
  );
}

/**
 * A query's three states: its data (the children), its failure with Try again (disabled while it
 * fetches again), or `loading` until the first answer.
 */
export function QueryStates<Data>({
  query,
  failed,
  loading,
  retryLabel,
  children,
}: {
  query: UseQueryResult<Data>;
  /** What could not be loaded, and why. */
  failed: (error: Error) => ReactNode;
  loading: ReactNode;
  retryLabel?: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <LoadFailed
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        retryLabel={retryLabel}
      >
        {failed(query.error)}
      </LoadFailed>
    );
  }
  return loading;
}
