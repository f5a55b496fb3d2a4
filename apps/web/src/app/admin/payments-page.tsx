import { useSearchParams } from 'react-router';
import { ADMIN_TOPUPS_PAGE_SIZE, TOPUP_STATUSES } from '@kosh/contract/payments';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useAdminTopups, type TopupFilter } from '@/features/payments-admin/api/get-admin-topups';
import {
  TOPUP_FILTERS,
  TopupStatusFilter,
} from '@/features/payments-admin/components/topup-filter';
import {
  EmptyTopups,
  TopupCards,
  TopupTable,
} from '@/features/payments-admin/components/topup-views';
import { AdminPage } from './admin-layout';

const isFilter = (value: string | null): value is TopupFilter =>
  value === 'all' || (TOPUP_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /admin/payments?status=&page=: online top-ups, newest first. Paid top-ups a wallet limit
 * refused are refunded automatically; the ones whose refund is stuck (the gateway was down) can be
 * retried here.
 */
export function PaymentsAdminPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: TopupFilter = isFilter(status) ? status : 'refund_due';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const topups = useAdminTopups(filter, page);
  const wide = useMediaQuery('(min-width: 1024px)');
  const shown = TOPUP_FILTERS.find((f) => f.value === filter) ?? TOPUP_FILTERS[0]!;
  const filterLabel = shown.label;
  const caption = `Online top-ups, ${filterLabel.toLowerCase()}, newest first`;

  const show = (next: { filter?: TopupFilter; page?: number }) => {
    const query: Record<string, string> = {};
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    if (nextFilter !== 'refund_due') query.status = nextFilter;
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
    if (next.page) window.scrollTo({ top: 0 });
  };

  return (
    <AdminPage
      title="Online top-ups"
      intro="Top-ups paid through the card gateway. A payment a wallet limit refused is refunded automatically; if the gateway could not be reached, the refund stays due and is retried every minute, or retry it here."
    >
      <TopupStatusFilter value={filter} onChange={(next) => show({ filter: next })} />
      {topups.data ? (
        <div className="space-y-4" aria-busy={topups.isPlaceholderData || topups.isFetching}>
          {topups.data.data.length === 0 ? (
            topups.data.total > 0 ? (
              <div className="rounded-[var(--radius-card)] bg-surface p-6 text-center shadow-[var(--shadow-card)]">
                <p className="font-semibold text-ink">There are no top-ups on page {page}.</p>
                <Button variant="secondary" className="mt-4" onClick={() => show({ page: 1 })}>
                  Go to the first page
                </Button>
              </div>
            ) : (
              <EmptyTopups title={shown.empty} />
            )
          ) : wide ? (
            <TopupTable items={topups.data.data} caption={caption} />
          ) : (
            <TopupCards items={topups.data.data} caption={caption} />
          )}
          {topups.data.total > 0 && (
            <Pager
              label="Pages of top-ups"
              page={page}
              pageSize={ADMIN_TOPUPS_PAGE_SIZE}
              total={topups.data.total}
              onPage={(next) => show({ page: next })}
              busy={topups.isPlaceholderData}
            />
          )}
        </div>
      ) : topups.isError ? (
        <div className="rounded-[var(--radius-card)] bg-surface p-6 text-center shadow-[var(--shadow-card)]">
          <p role="alert" className="font-semibold text-ink">
            The top-ups could not be loaded. {topups.error.message}
          </p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => void topups.refetch()}
            disabled={topups.isFetching}
          >
            Try again
          </Button>
        </div>
      ) : (
        <div className="space-y-3" role="status" aria-label="Loading the top-ups…">
          {[0, 1, 2].map((row) => (
            <div
              key={row}
              className="h-40 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
            />
          ))}
        </div>
      )}
    </AdminPage>
  );
}
