import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CardSkeletons, QueryStates } from '@/components/ui/load-states';
import { useOperations } from '@/features/operations-admin/api/get-operations';
import { CustomerTexts } from '@/features/operations-admin/components/customer-texts';
import { JobList } from '@/features/operations-admin/components/job-list';
import { PendingPayments } from '@/features/operations-admin/components/pending-payments';
import { formatTime } from '@/features/operations-admin/utils/format';
import { AdminPage } from './admin-layout';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /admin/operations: the fleet's own health — each background job's last runs and failures, and
 * the payments still waiting on a provider, and the customer texts not yet sent (or given up on).
 * It asks again every 30 seconds while open.
 */
export function OperationsAdminPage() {
  const operations = useOperations();
  const updatedAt = operations.dataUpdatedAt;
  return (
    <AdminPage
      title="Operations"
      intro="The background jobs the API runs, the payments still waiting on a provider, and the customer texts not yet sent. A job is late when it has not succeeded for three of its periods. The page refreshes every 30 seconds."
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {updatedAt > 0 && (
            <>
              Updated{' '}
              <time dateTime={new Date(updatedAt).toISOString()}>
                {formatTime(new Date(updatedAt))}
              </time>
            </>
          )}
        </p>
        <Button
          variant="secondary"
          className="min-h-11 px-4 text-sm"
          onClick={() => void operations.refetch()}
          disabled={operations.isFetching}
        >
          <RefreshCw
            size={18}
            aria-hidden="true"
            className={operations.isFetching ? 'motion-safe:animate-spin' : undefined}
          />
          Refresh
        </Button>
      </div>
      <QueryStates
        query={operations}
        failed={(error) => <>The operations overview could not be loaded. {error.message}</>}
        loading={<CardSkeletons label="Loading the operations overview…" height="h-36" />}
      >
        {({ jobs, pendingPayments, texts }) => (
          <>
            <Section id="operations-jobs" title="Background jobs">
              <JobList jobs={jobs} now={updatedAt} />
            </Section>
            <Section id="operations-pending" title="Pending payments">
              <PendingPayments items={pendingPayments} />
            </Section>
            <Section id="operations-texts" title="Customer texts">
              <CustomerTexts texts={texts} />
            </Section>
          </>
        )}
      </QueryStates>
    </AdminPage>
  );
}
