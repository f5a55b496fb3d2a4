import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMediaQuery } from '@/hooks/use-media-query';
import { defineMessages } from '@/lib/i18n/i18n';

const useListT = defineMessages({ retry: 'Try again' }, { retry: 'फिर कोशिश करें' });

/** A list's results: its heading, with what can be done to them (export) beside it. */
export function ListSection({
  headingId,
  title,
  actions,
  children,
}: {
  headingId: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * A fetched list in each of its states: loading, failed (with Try again), empty, or its rows — as
 * a table on wide screens and as cards on phones, the same page of rows either way.
 */
export function ListStates({
  query,
  failure,
  empty,
  labels,
  table,
  cards,
  footer,
}: {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** What the failure says, in the reader's language. */
  failure: string;
  empty: boolean;
  labels: { loading: string; emptyTitle: string; emptyText: string };
  table: ReactNode;
  cards: ReactNode;
  /** Under the rows: the pagination. */
  footer: ReactNode;
}) {
  const t = useListT();
  const wide = useMediaQuery('(min-width: 768px)');
  if (query.isPending) {
    return (
      <div role="status" aria-label={labels.loading} className="space-y-3">
        {[0, 1, 2].map((n) => (
          <div
            key={n}
            className="h-24 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
          />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card className="text-center">
        <p role="alert" className="font-semibold text-ink">
          {failure}
        </p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {t('retry')}
        </Button>
      </Card>
    );
  }
  if (empty) {
    return (
      <Card className="flex flex-col items-center gap-2 py-10 text-center">
        <Inbox size={36} aria-hidden="true" className="text-ink-muted" />
        <p className="font-semibold text-ink">{labels.emptyTitle}</p>
        <p className="text-sm text-ink-muted">{labels.emptyText}</p>
      </Card>
    );
  }
  return (
    <div className="space-y-4" aria-busy={query.isFetching}>
      {wide ? table : cards}
      {footer}
    </div>
  );
}
