import { useLocation, useSearchParams } from 'react-router';
import { ADMIN_KYC_FILTERS, type AdminKycFilter } from '@kosh/contract/kyc';
import { CardSkeletons, QueryStates } from '@/components/ui/load-states';
import { isInputDate, toShortDate } from '@/lib/dates';
import { useI18n } from '@/lib/i18n/i18n';
import { useKycQueue, type KycQueueFilters } from '@/features/kyc-admin/api/get-kyc-queue';
import { KycDateFilter, KycStatusFilter } from '@/features/kyc-admin/components/kyc-queue-filters';
import { EmptyKycQueue, KycQueueList } from '@/features/kyc-admin/components/kyc-queue-list';
import { useKycAdminT } from '@/features/kyc-admin/messages';
import { AdminPage } from './admin-layout';

const isFilter = (value: string | null): value is AdminKycFilter =>
  (ADMIN_KYC_FILTERS as readonly string[]).includes(value ?? '');
const dateParam = (value: string | null) => (value && isInputDate(value) ? value : '');

/**
 * /admin/kyc?status=&from=&to=: customers' KYC submissions, newest first — pending (some section
 * waits for review) by default. A customer opens at /admin/kyc/:userId.
 */
export function KycAdminPage() {
  const t = useKycAdminT();
  const { tm } = useI18n();
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const status = params.get('status');
  const filters: KycQueueFilters = {
    status: isFilter(status) ? status : 'pending',
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
  };
  const queue = useKycQueue(filters);

  const show = (next: Partial<KycQueueFilters>) => {
    const merged = { ...filters, ...next };
    const query: Record<string, string> = {};
    if (merged.status !== 'pending') query.status = merged.status;
    if (merged.from) query.from = merged.from;
    if (merged.to) query.to = merged.to;
    setParams(query);
  };

  const listLabel = (shown: KycQueueFilters) => {
    const filter = t(`filter.${shown.status}`);
    return shown.from || shown.to
      ? t('queueListDates', {
          filter,
          from: shown.from ? toShortDate(shown.from) : '…',
          to: shown.to ? toShortDate(shown.to) : '…',
        })
      : t('queueList', { filter });
  };

  return (
    <AdminPage title={t('queueTitle')} intro={t('queueIntro')}>
      <div className="space-y-4">
        <KycStatusFilter value={filters.status} onChange={(next) => show({ status: next })} />
        <KycDateFilter
          key={`${filters.from}|${filters.to}`}
          filters={filters}
          onApply={(range) => show(range)}
        />
      </div>
      <QueryStates
        query={queue}
        failed={(error) => (
          <>
            {t('queueError')} {tm(error)}
          </>
        )}
        retryLabel={t('retry')}
        loading={<CardSkeletons label={t('loadingQueue')} height="h-36" />}
      >
        {(answer) => (
          <div aria-busy={queue.isPlaceholderData || queue.isFetching}>
            {answer.rows.length === 0 ? (
              <EmptyKycQueue filters={answer.filters} />
            ) : (
              <KycQueueList
                rows={answer.rows}
                label={listLabel(answer.filters)}
                queueSearch={search}
              />
            )}
          </div>
        )}
      </QueryStates>
    </AdminPage>
  );
}
