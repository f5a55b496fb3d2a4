import { ADMIN_TRANSFERS_PAGE_SIZE } from '@kosh/contract/transfers-admin';
import { CardSkeletons, QueryStates } from '@/components/ui/load-states';
import { PagedList } from '@/components/ui/paged-list';
import { useAdminTransfers } from '@/features/transfers-admin/api/transfers-admin-api';
import { ListFilters } from '@/features/transfers-admin/components/list-filters';
import { EmptyTransfers, TransferList } from '@/features/transfers-admin/components/transfer-list';
import { AdminPage } from './admin-layout';
import { useFilterParams } from './filter-params';

const KEYS = ['status', 'from', 'to', 'minAmount', 'maxAmount', 'q'] as const;
const KINDS = [
  { value: 'request', label: 'Paid a request' },
  { value: 'direct', label: 'Sent unasked' },
];

/** /admin/transfers: every wallet-to-wallet transfer, newest first, filtered in the address. */
export function TransfersAdminPage() {
  const { values, page, request, apply, toPage } = useFilterParams(KEYS);
  const transfers = useAdminTransfers(request);
  return (
    <AdminPage
      title="Transfers"
      intro="Money sent from one Kosh wallet to another, newest first. Search by either customer’s mobile or the KT reference they quote."
    >
      <ListFilters
        key={JSON.stringify(values)}
        label="Filter transfers"
        values={values}
        statuses={KINDS}
        searchHint="Sender’s or receiver’s mobile, or a KT reference"
        onApply={apply}
      />
      <QueryStates
        query={transfers}
        failed={(error) => <>The transfers could not be loaded. {error.message}</>}
        loading={<CardSkeletons label="Loading the transfers…" height="h-40" />}
      >
        {({ data, total }) => (
          <PagedList
            busy={transfers.isPlaceholderData || transfers.isFetching}
            nothingShown={data.length === 0}
            pastEnd={<>There are no transfers on page {page}.</>}
            empty={<EmptyTransfers />}
            pager={{
              label: 'Pages of transfers',
              page,
              pageSize: ADMIN_TRANSFERS_PAGE_SIZE,
              total,
              onPage: toPage,
              busy: transfers.isPlaceholderData,
            }}
          >
            <TransferList items={data} caption={`Transfers, newest first (${total} in all)`} />
          </PagedList>
        )}
      </QueryStates>
    </AdminPage>
  );
}
