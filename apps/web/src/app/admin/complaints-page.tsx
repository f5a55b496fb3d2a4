import { useState } from 'react';
import { COMPLAINT_STATUSES, type AdminComplaint } from '@kosh/contract/recharge';
import { CardSkeletons, QueryStates } from '@/components/ui/load-states';
import { PagedList } from '@/components/ui/paged-list';
import {
  ADMIN_COMPLAINTS_PAGE_SIZE,
  useAdminComplaints,
  type ComplaintFilter,
} from '@/features/complaints-admin/api/get-admin-complaints';
import {
  AdminComplaintList,
  EmptyComplaints,
} from '@/features/complaints-admin/components/admin-complaint-list';
import { AnswerDialog } from '@/features/complaints-admin/components/answer-dialog';
import {
  COMPLAINT_FILTERS,
  ComplaintStatusFilter,
} from '@/features/complaints-admin/components/complaint-filter';
import { AdminPage } from './admin-layout';
import { useStatusPageParams } from './list-params';

const isFilter = (value: string | null): value is ComplaintFilter =>
  value === 'all' || (COMPLAINT_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /admin/complaints?status=&page=: complaints customers raised on successful recharges, newest
 * first. The answer is what the customer reads in Complain Status (and is told of by SMS).
 */
export function ComplaintsAdminPage() {
  const { filter, page, show } = useStatusPageParams(isFilter, 'Open');
  const complaints = useAdminComplaints(filter, page);
  const [answering, setAnswering] = useState<AdminComplaint | null>(null);
  const filterLabel = COMPLAINT_FILTERS.find((f) => f.value === filter)?.label ?? 'All';
  const caption = `${filterLabel} complaints, newest first`;

  return (
    <AdminPage
      title="Complaints"
      intro="Complaints customers raised on successful recharges. Check the recharge with the operator, then answer: the customer reads the answer in Complain Status and gets an SMS."
    >
      <ComplaintStatusFilter value={filter} onChange={(next) => show({ filter: next })} />
      <QueryStates
        query={complaints}
        failed={(error) => <>The complaints could not be loaded. {error.message}</>}
        loading={<CardSkeletons label="Loading the complaints…" height="h-40" />}
      >
        {({ data, total }) => (
          <PagedList
            busy={complaints.isPlaceholderData || complaints.isFetching}
            nothingShown={data.length === 0}
            pastEnd={<>There are no complaints on page {page}.</>}
            empty={<EmptyComplaints filterLabel={filterLabel} />}
            pager={{
              label: 'Pages of complaints',
              page,
              pageSize: ADMIN_COMPLAINTS_PAGE_SIZE,
              total,
              onPage: (next) => show({ page: next }),
              busy: complaints.isPlaceholderData,
            }}
          >
            <AdminComplaintList items={data} caption={caption} onAnswer={setAnswering} />
          </PagedList>
        )}
      </QueryStates>
      <AnswerDialog complaint={answering} onClose={() => setAnswering(null)} />
    </AdminPage>
  );
}
