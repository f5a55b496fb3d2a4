import type { Biller } from '@kosh/contract/bills';
import { ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CardSkeletons, EmptyState, LoadFailed } from '@/components/ui/load-states';
import { IconBadge } from '@/components/ui/icon-badge';
import { billIcon } from '@/lib/bill-icons';
import type { useBillers } from '../api/get-billers';
import { useBillsT } from '../messages';

/**
 * Billers as links to their pay forms, each with where it serves; "Show more" brings the next 25.
 * Loading, failed (Try again) and nothing-found each say so.
 */
export function BillerList({
  billers,
  label,
  empty,
}: {
  billers: ReturnType<typeof useBillers>;
  /** The list's name for screen readers. */
  label: string;
  /** What an empty answer says. */
  empty: string;
}) {
  const t = useBillsT();
  if (billers.isPending) {
    return <CardSkeletons label={t('loadingBillers')} height="h-16" count={3} />;
  }
  if (billers.isError && !billers.data) {
    return (
      <LoadFailed
        onRetry={() => void billers.refetch()}
        retrying={billers.isFetching}
        retryLabel={t('retry')}
      >
        {t('billersError')}
      </LoadFailed>
    );
  }
  const pages = billers.data.pages;
  const found = pages.flatMap((page) => page.data);
  const total = pages.at(-1)?.total ?? 0;
  if (found.length === 0) {
    return <EmptyState title={t('noBillers')}>{empty}</EmptyState>;
  }
  return (
    <div className="space-y-3">
      <ul
        aria-label={label}
        className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
      >
        {found.map((biller) => (
          <li key={biller.id}>
            <BillerLink biller={biller} />
          </li>
        ))}
      </ul>
      <p className="text-center text-sm text-ink-muted" aria-live="polite">
        {t('shown', { shown: found.length, total })}
      </p>
      {billers.hasNextPage && (
        <Button
          variant="secondary"
          block
          disabled={billers.isFetchingNextPage}
          onClick={() => void billers.fetchNextPage()}
        >
          {billers.isFetchingNextPage ? t('loadingMore') : t('showMore')}
        </Button>
      )}
    </div>
  );
}

function BillerLink({ biller }: { biller: Biller }) {
  return (
    <Link
      to={`/bills/pay/${encodeURIComponent(biller.id)}`}
      className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-brand-50"
    >
      <IconBadge
        icon={billIcon(biller.icon, biller.categoryId)}
        size={20}
        className="h-10 w-10 rounded-full"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink [overflow-wrap:anywhere]">{biller.name}</span>
        <span className="flex items-center gap-1 text-sm text-ink-muted">
          <MapPin size={14} aria-hidden="true" className="shrink-0" />
          {biller.coverage}
        </span>
      </span>
      <ChevronRight size={18} aria-hidden="true" className="shrink-0 text-ink-muted" />
    </Link>
  );
}
