import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { LoadFailed } from '@/components/ui/load-states';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { kycCustomerQueryOptions, useKycCustomer } from '@/features/kyc-admin/api/get-kyc-customer';
import { KycCustomerView } from '@/features/kyc-admin/components/kyc-customer-view';
import { useKycAdminT } from '@/features/kyc-admin/messages';
import { AdminPinCard } from '@/features/payment-auth/components/admin-pin-card';
import { CustomerHoldCard } from '@/features/transfers-admin/components/customer-hold-card';
import { AdminPage } from './admin-layout';

/** The queue's filters the admin came from (KycQueueList passes them), or the default queue. */
function useQueuePath(): string {
  const { state } = useLocation();
  const queue = (state as { queue?: unknown } | null)?.queue;
  return `/admin/kyc${typeof queue === 'string' && queue.startsWith('?') ? queue : ''}`;
}

/**
 * /admin/kyc/:userId: one customer's KYC — the four sections with their documents, Approve and
 * Reject for those waiting for review, the submission history and who viewed the Aadhaar images.
 */
export function KycCustomerAdminPage() {
  const t = useKycAdminT();
  const { tm } = useI18n();
  const { userId = '' } = useParams();
  const queuePath = useQueuePath();
  const queryClient = useQueryClient();
  const customer = useKycCustomer(userId);
  const name = customer.data?.record.appmstfname;
  const missing =
    customer.error instanceof ApiError &&
    (customer.error.status === 404 || customer.error.status === 400);

  return (
    <div className="space-y-4">
      <Link
        to={queuePath}
        className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <ArrowLeft size={18} aria-hidden="true" />
        {t('backToQueue')}
      </Link>
      <AdminPage
        title={name ? t('customerTitle', { name }) : t('queueTitle')}
        intro={t('customerIntro')}
      >
        {customer.data ? (
          <div aria-busy={customer.isFetching} className="space-y-4">
            <AdminPinCard userId={userId} />
            <CustomerHoldCard userId={userId} name={name ?? ''} />
            <KycCustomerView
              customer={customer.data}
              onAadhaarViewed={() =>
                void queryClient.invalidateQueries({
                  queryKey: kycCustomerQueryOptions(userId).queryKey,
                })
              }
            />
          </div>
        ) : missing ? (
          <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] bg-surface px-4 py-10 text-center shadow-[var(--shadow-card)]">
            <SearchX size={36} aria-hidden="true" className="text-ink-muted" />
            <p role="alert" className="font-semibold text-ink">
              {tm(customer.error)}
            </p>
            <Link
              to={queuePath}
              className="inline-flex min-h-12 items-center rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-800"
            >
              {t('backToQueue')}
            </Link>
          </div>
        ) : customer.isError ? (
          <LoadFailed
            onRetry={() => void customer.refetch()}
            retrying={customer.isFetching}
            retryLabel={t('retry')}
          >
            {t('customerError')} {tm(customer.error)}
          </LoadFailed>
        ) : (
          <div
            role="status"
            aria-label={t('loadingCustomer')}
            className="grid gap-4 md:grid-cols-2"
          >
            {[0, 1, 2, 3].map((card) => (
              <div
                key={card}
                className="h-72 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
              />
            ))}
          </div>
        )}
      </AdminPage>
    </div>
  );
}
