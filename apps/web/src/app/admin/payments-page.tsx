import { ADMIN_TOPUPS_PAGE_SIZE, TOPUP_STATUSES } from '@kosh/contract/payments';
import { CardSkeletons, QueryStates } from '@/components/ui/load-states';
import { PagedList } from '@/components/ui/paged-list';
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
import { useStatusPageParams } from './list-params';

const isFilter = (value: string | null): value is TopupFilter =>
  value === 'all' || (TOPUP_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /admin/payments?status=&page=: online top-ups, newest first. Paid top-ups a wallet limit
 * refused are refunded automatically; the ones whose refund is stuck (the gateway was down) can be
 * retried here.
 */
export function PaymentsAdminPage() {
  const { filter, page, show } = useStatusPageParams(isFilter, 'refund_due');
  const topups = useAdminTopups(filter, page);
  const wide = useMediaQuery('(min-width: 1024px)');
  const shown = TOPUP_FILTERS.find((f) => f.value === filter) ?? TOPUP_FILTERS[0]!;
  const filterLabel = shown.label;
  const caption = `Online top-ups, ${filterLabel.toLowerCase()}, newest first`;

  return (
    <AdminPage
      title="Online top-ups"
      intro="Top-ups paid through the payment gateway, by card or UPI. A payment a wallet limit refused is refunded automatically; if the gateway could not be reached, the refund stays due and is retried every minute, or retry it here."
    >
      <TopupStatusFilter value={filter} onChange={(next) => show({ filter: next })} />
      <QueryStates
        query={topups}
        failed={(error) => <>The top-ups could not be loaded. {error.message}</>}
        loading={<CardSkeletons label="Loading the top-ups…" height="h-40" />}
      >
        {({ data, total }) => (
          <PagedList
            busy={topups.isPlaceholderData || topups.isFetching}
            nothingShown={data.length === 0}
            pastEnd={<>There are no top-ups on page {page}.</>}
            empty={<EmptyTopups title={shown.empty} />}
            pager={{
              label: 'Pages of top-ups',
              page,
              pageSize: ADMIN_TOPUPS_PAGE_SIZE,
              total,
              onPage: (next) => show({ page: next }),
              busy: topups.isPlaceholderData,
            }}
          >
            {wide ? (
              <TopupTable items={data} caption={caption} />
            ) : (
              <TopupCards items={data} caption={caption} />
            )}
          </PagedList>
        )}
      </QueryStates>
    </AdminPage>
  );
}
