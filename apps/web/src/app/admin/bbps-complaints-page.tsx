import { BBPS_COMPLAINT_STATUSES } from '@kosh/contract/bbps-complaints';
import { FilterGroup } from '@/components/ui/filter-group';
import { CardSkeletons, QueryStates } from '@/components/ui/load-states';
import { PagedList } from '@/components/ui/paged-list';
import {
  useAdminBbpsComplaints,
  type BbpsComplaintFilter,
} from '@/features/bbps-complaints-admin/api/get-bbps-complaints';
import {
  BbpsComplaintList,
  EmptyBbpsComplaints,
  STATUS_LABELS,
} from '@/features/bbps-complaints-admin/components/bbps-complaint-list';
import { AdminPage } from './admin-layout';
import { useStatusPageParams } from './list-params';

const FILTERS: { value: BbpsComplaintFilter; label: string }[] = [
  ...BBPS_COMPLAINT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
  { value: 'all', label: 'All' },
];

const isFilter = (value: string | null): value is BbpsComplaintFilter =>
  value === 'all' || (BBPS_COMPLAINT_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /admin/bbps-complaints?status=&page=: BBPS complaints on bill payments, oldest first, those still
 * with their biller by default — each with its age against the turnaround time, so an agent chases
 * the overdue ones with the biller's operating unit.
 */
export function BbpsComplaintsAdminPage() {
  const { filter, page, show } = useStatusPageParams(isFilter, 'ASSIGNED');
  const complaints = useAdminBbpsComplaints(filter, page);
  const filterLabel = FILTERS.find((f) => f.value === filter)?.label ?? 'All';
  return (
    <AdminPage
      title="BBPS complaints"
      intro="Complaints customers raised on bill payments through Bharat BillPay. The biller answers through BBPS; Kosh checks every minute. Chase the ones past their turnaround time (TAT)."
    >
      <FilterGroup
        label="Show complaints"
        options={FILTERS}
        value={filter}
        onChange={(next) => show({ filter: next })}
      />
      <QueryStates
        query={complaints}
        failed={(error) => <>The complaints could not be loaded. {error.message}</>}
        loading={<CardSkeletons label="Loading the complaints…" height="h-40" />}
      >
        {({ data, total, pageSize }) => (
          <PagedList
            busy={complaints.isPlaceholderData || complaints.isFetching}
            nothingShown={data.length === 0}
            pastEnd={<>There are no complaints on page {page}.</>}
            empty={<EmptyBbpsComplaints filterLabel={filterLabel} />}
            pager={{
              label: 'Pages of BBPS complaints',
              page,
              pageSize,
              total,
              onPage: (next) => show({ page: next }),
              busy: complaints.isPlaceholderData,
            }}
          >
            <BbpsComplaintList
              items={data}
              caption={`${filterLabel} BBPS complaints, oldest first`}
            />
          </PagedList>
        )}
      </QueryStates>
    </AdminPage>
  );
}
