import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { COMPLAINT_STATUSES, type AdminComplaint } from '@kosh/contract/recharge';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
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

const isFilter = (value: string | null): value is ComplaintFilter =>
  value === 'all' || (COMPLAINT_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /admin/complaints?status=&page=: complaints customers raised on successful recharges, newest
 * first. The answer is what the customer reads in Complain Status (and is told of by SMS).
 */
export function ComplaintsAdminPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: ComplaintFilter = isFilter(status) ? status : 'Open';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const complaints = useAdminComplaints(filter, page);
  const [answering, setAnswering] = useState<AdminComplaint | null>(null);
  const filterLabel = COMPLAINT_FILTERS.find((f) => f.value === filter)?.label ?? 'All';
  const caption = `${filterLabel} complaints, newest first`;

  const show = (next: { filter?: ComplaintFilter; page?: number }) => {
    const query: Record<string, string> = {};
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    if (nextFilter !== 'Open') query.status = nextFilter;
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
    if (next.page) window.scrollTo({ top: 0 });
  };

  return (
    <AdminPage
      title="Complaints"
      intro="Complaints customers raised on successful recharges. Check the recharge with the operator, then answer: the customer reads the answer in Complain Status and gets an SMS."
    >
      <ComplaintStatusFilter value={filter} onChange={(next) => show({ filter: next })} />
      {complaints.data ? (
        <div
          className="space-y-4"
          aria-busy={complaints.isPlaceholderData || complaints.isFetching}
        >
          {complaints.data.data.length === 0 ? (
            complaints.data.total > 0 ? (
              <div className="rounded-[var(--radius-card)] bg-surface p-6 text-center shadow-[var(--shadow-card)]">
                <p className="font-semibold text-ink">There are no complaints on page {page}.</p>
                <Button variant="secondary" className="mt-4" onClick={() => show({ page: 1 })}>
                  Go to the first page
                </Button>
              </div>
            ) : (
              <EmptyComplaints filterLabel={filterLabel} />
            )
          ) : (
            <AdminComplaintList
              items={complaints.data.data}
              caption={caption}
              onAnswer={setAnswering}
            />
          )}
          {complaints.data.total > 0 && (
            <Pager
              label="Pages of complaints"
              page={page}
              pageSize={ADMIN_COMPLAINTS_PAGE_SIZE}
              total={complaints.data.total}
              onPage={(next) => show({ page: next })}
              busy={complaints.isPlaceholderData}
            />
          )}
        </div>
      ) : complaints.isError ? (
        <div className="rounded-[var(--radius-card)] bg-surface p-6 text-center shadow-[var(--shadow-card)]">
          <p role="alert" className="font-semibold text-ink">
            The complaints could not be loaded. {complaints.error.message}
          </p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => void complaints.refetch()}
            disabled={complaints.isFetching}
          >
            Try again
          </Button>
        </div>
      ) : (
        <div className="space-y-3" role="status" aria-label="Loading the complaints…">
          {[0, 1, 2].map((row) => (
            <div
              key={row}
              className="h-40 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
            />
          ))}
        </div>
      )}
      <AnswerDialog complaint={answering} onClose={() => setAnswering(null)} />
    </AdminPage>
  );
}
