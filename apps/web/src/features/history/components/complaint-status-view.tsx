import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { toast } from 'sonner';
import { type ComplaintDetails } from '@kosh/contract/recharge';
import { DetailItem } from '@/components/ui/detail-item';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { RetryAlert } from '@/components/ui/retry-alert';
import { complaintStatusQueryOptions } from '../api/get-complaint-status';
import { useHistoryMessage, useHistoryT } from '../messages';
import { ComplaintStatusBadge, EntryStatusBadge } from './entry-status-badge';

function ComplaintDetailsList({ complaint }: { complaint: ComplaintDetails }) {
  const t = useHistoryT();
  const { language } = useI18n();
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
      <DetailItem label={t('complaintStatus')} className="col-span-2">
        <ComplaintStatusBadge status={complaint.complain_status} />
      </DetailItem>
      <DetailItem label={t('orderId')} className="col-span-2">
        <span className="font-mono">{complaint.order_id}</span>
      </DetailItem>
      <DetailItem label={t('responseMessage')} className="col-span-2">
        {complaint.response_message ? (
          <span className="whitespace-pre-line">{complaint.response_message}</span>
        ) : (
          <span className="text-ink-muted">{t('noResponse')}</span>
        )}
      </DetailItem>
      <DetailItem label={t('rechargeNumber')}>{complaint.recharge_number}</DetailItem>
      <DetailItem label={t('amount')}>
        <span className="tabular-nums">{formatRupees(complaint.amount)}</span>
      </DetailItem>
      <DetailItem label={t('rechargeStatus')}>
        <EntryStatusBadge status={complaint.recharge_status} />
      </DetailItem>
      <DetailItem label={t('rechargeDate')}>
        <time dateTime={complaint.recharge_date}>
          {formatDateTime(complaint.recharge_date, locale)}
        </time>
      </DetailItem>
      <DetailItem label={t('yourComplaint')} className="col-span-2">
        <span className="whitespace-pre-line">{complaint.message}</span>
      </DetailItem>
      <DetailItem label={t('complainDate')}>
        <time dateTime={complaint.complain_date}>
          {formatDateTime(complaint.complain_date, locale)}
        </time>
      </DetailItem>
    </dl>
  );
}

/**
 * Complain Status (docs/product-1.md §2): the complaint on a recharge and the back office's answer, asked
 * for afresh each time; what the entry already carried is shown meanwhile.
 */
export function ComplaintStatusView({
  orderId,
  known,
  whenNone,
}: {
  orderId: string;
  /** The complaint as the history entry carried it (complainStatus). */
  known?: ComplaintDetails | null;
  /** Shown under "No complaint found…" (a way to raise one). */
  whenNone?: ReactNode;
}) {
  const t = useHistoryT();
  const { t: tApp } = useI18n();
  const serverMessage = useHistoryMessage();
  const status = useQuery({
    ...complaintStatusQueryOptions(orderId),
    placeholderData: known ? { complaint: known, message: '' } : undefined,
  });
  const failed =
    status.isError && !(status.error instanceof ApiError && status.error.status === 401);

  useEffect(() => {
    if (failed) {
      toast.error(tApp('common.error'), {
        description: serverMessage('COMPLAINT_STATUS_FAILED'),
      });
    }
  }, [failed, status.errorUpdatedAt, tApp, serverMessage]);

  if (status.data?.complaint) {
    return (
      <div aria-busy={status.isPlaceholderData || undefined}>
        <ComplaintDetailsList complaint={status.data.complaint} />
      </div>
    );
  }
  if (status.data) {
    return (
      <div className="flex flex-col items-center gap-2 py-4 text-center">
        <SearchX size={32} aria-hidden="true" className="text-ink-muted" />
        <p role="status" className="font-semibold text-ink">
          {serverMessage(status.data.message || 'COMPLAINT_NONE')}
        </p>
        {whenNone}
      </div>
    );
  }
  if (failed) {
    return (
      <div className="text-center">
        <RetryAlert
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
          retryLabel={t('retry')}
        >
          {serverMessage('COMPLAINT_STATUS_FAILED')}
        </RetryAlert>
      </div>
    );
  }
  return (
    <div role="status" aria-label={t('statusLoading')} className="space-y-3">
      {[0, 1, 2].map((n) => (
        <div key={n} className="h-10 animate-pulse rounded-xl bg-canvas" />
      ))}
    </div>
  );
}
