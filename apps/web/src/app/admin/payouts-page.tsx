import { PAYOUT_STATUSES } from '@kosh/contract/payouts';
import { ADMIN_TRANSFERS_PAGE_SIZE } from '@kosh/contract/transfers-admin';
import { CardSkeletons, QueryStates } from '@/components/ui/load-states';
import { PagedList } from '@/components/ui/paged-list';
import { useAdminPayouts } from '@/features/transfers-admin/api/transfers-admin-api';
import { ListFilters } from '@/features/transfers-admin/components/list-filters';
import { EmptyPayouts, PayoutList } from '@/features/transfers-admin/components/payout-list';
import { PAYOUT_STATUS_LABELS } from '@/features/transfers-admin/components/payout-status';
import { AdminPage } from './admin-layout';
import { useFilterParams } from './filter-params';

const KEYS = ['status', 'from', 'to', 'minAmount', 'maxAmount', 'q', 'stuck'] as const;
const STATUSES = PAYOUT_STATUSES.map((value) => ({ value, label: PAYOUT_STATUS_LABELS[value] }));

/**
 * /admin/payouts: payouts to bank accounts, newest first. A payout not final 15 minutes after it
 * was made is stuck: it says how long it has waited, and ?stuck=true lists only those.
 */
export function PayoutsAdminPage() {
  const { values, page, request, apply, toPage } = useFilterParams(KEYS);
  const payouts = useAdminPayouts(request);
  const stuckOnly = values.stuck === 'true';
  return (
    <AdminPage
      title="Payouts"
      intro="Money sent from wallets to bank accounts. A payout still waiting for the bank 15 minutes after it was made is stuck: open its provider history to see what the provider said."
    >
      <ListFilters
        key={JSON.stringify(values)}
        label="Filter payouts"
        values={values}
        statuses={STATUSES}
        searchHint="Customer’s mobile, UTR or payout id"
        stuckOption
        onApply={apply}
      />
      <QueryStates
        query={payouts}
        failed={(error) => <>The payouts could not be loaded. {error.message}</>}
        loading={<CardSkeletons label="Loading the payouts…" height="h-48" />}
      >
        {({ data, total }) => (
          <PagedList
            busy={payouts.isPlaceholderData || payouts.isFetching}
            nothingShown={data.length === 0}
            pastEnd={<>There are no payouts on page {page}.</>}
            empty={<EmptyPayouts />}
            pager={{
              label: 'Pages of payouts',
              page,
              pageSize: ADMIN_TRANSFERS_PAGE_SIZE,
              total,
              onPage: toPage,
              busy: payouts.isPlaceholderData,
            }}
          >
            <PayoutList
              items={data}
              caption={
                stuckOnly
                  ? `Stuck payouts, oldest first (${total} in all)`
                  : `Payouts, newest first (${total} in all)`
              }
            />
          </PagedList>
        )}
      </QueryStates>
    </AdminPage>
  );
}
