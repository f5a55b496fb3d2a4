import { CircleCheck, CircleX, FileImage } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FilterGroup } from '@/components/ui/filter-group';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { DetailItem } from '@/components/ui/detail-item';
import { EmptyState } from '@/components/ui/load-states';
import { RecordCard, TelLink } from '@/components/ui/record-card';
import type { AdminStatusFilter, AdminWalletRequest } from '../api/get-admin-wallet-requests';
import { formatPaymentDate, formatRupees, formatSubmitted } from '../utils/format';

export const STATUS_FILTERS: { value: AdminStatusFilter; label: string }[] = [
  { value: '0', label: 'Pending' },
  { value: '1', label: 'Approved' },
  { value: '2', label: 'Rejected' },
  { value: 'All', label: 'All' },
];

const EMPTY_HINTS: Record<AdminStatusFilter, string> = {
  '0': 'New offline top-up requests appear here, newest first. Nothing is waiting for a decision.',
  '1': 'Requests you approve appear here, newest first.',
  '2': 'Requests you reject appear here, newest first, with the reason given.',
  All: 'Offline top-up requests customers send appear here, newest first.',
};

const TYPE_LABELS: Record<AdminWalletRequest['PaymentType'], string> = {
  NEFT: 'NEFT',
  CashOffice: 'Cash at office',
  CashBank: 'Cash in bank',
  Cheque: 'Cheque',
  Online: 'Online',
};

const BADGES: Record<0 | 1 | 2, { tone: StatusTone; label: string }> = {
  0: { tone: 'pending', label: 'Pending' },
  1: { tone: 'success', label: 'Approved' },
  2: { tone: 'danger', label: 'Rejected' },
};

/** Pending (the default), Approved, Rejected, All. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: AdminStatusFilter;
  onChange: (value: AdminStatusFilter) => void;
}) {
  return (
    <FilterGroup label="Show requests" options={STATUS_FILTERS} value={value} onChange={onChange} />
  );
}

/** The requests as cards: who asked, how much, how they paid, and the decision buttons. */
export function AdminWalletRequestList({
  items,
  filter,
  filterLabel,
  onViewSlip,
  onApprove,
  onReject,
}: {
  items: AdminWalletRequest[];
  /** The filter these items were fetched with. */
  filter: AdminStatusFilter;
  filterLabel: string;
  onViewSlip: (request: AdminWalletRequest) => void;
  onApprove: (request: AdminWalletRequest) => void;
  onReject: (request: AdminWalletRequest) => void;
}) {
  if (items.length === 0) {
    return (
      <EmptyState title={`No ${filterLabel.toLowerCase()} requests`}>
        {EMPTY_HINTS[filter]}
      </EmptyState>
    );
  }
  const none = '—';
  return (
    <ol className="space-y-3" aria-label={`${filterLabel} wallet requests, newest first`}>
      {items.map((request) => {
        const who = `${request.customer.name}, ${formatRupees(request.Amount)}`;
        return (
          <RecordCard
            key={request.id}
            headingId={`wallet-request-${request.id}`}
            title={request.customer.name}
            subtitle={
              <p className="text-sm text-ink-muted">
                <TelLink mobile={request.customer.mobile} /> · User ID {request.customer.userId}
              </p>
            }
            aside={
              <div className="flex items-center gap-3">
                <p className="text-xl font-bold tabular-nums text-ink">
                  {formatRupees(request.Amount)}
                </p>
                <StatusBadge {...BADGES[request.Status]} />
              </div>
            }
          >
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
              <DetailItem label="Type">{TYPE_LABELS[request.PaymentType]}</DetailItem>
              <DetailItem label="Transaction no.">
                <span className="font-mono">{request.TransactionNo}</span>
              </DetailItem>
              <DetailItem label="Company bank">
                {request.CompanyBank ? `${request.CompanyBank} · ${request.CompanyAccNo}` : none}
              </DetailItem>
              <DetailItem label="User bank">{request.UserBank || none}</DetailItem>
              <DetailItem label="Payment date">{formatPaymentDate(request.PaymentDate)}</DetailItem>
              <DetailItem label="Submitted">
                <time dateTime={request.DOE}>{formatSubmitted(request.DOE)}</time>
              </DetailItem>
              <DetailItem label="Remark">{request.Remarks || none}</DetailItem>
              {request.AdminRemark && (
                <DetailItem label="Admin remark">{request.AdminRemark}</DetailItem>
              )}
            </dl>
            <div className="mt-4 grid grid-cols-2 gap-2 border-t border-line/70 pt-3 sm:flex sm:flex-wrap">
              {request.SlipImage && request.PaymentType !== 'Online' && (
                <Button
                  variant="secondary"
                  className="col-span-2 min-h-11 px-4 text-sm"
                  aria-label={`View slip: ${who}`}
                  onClick={() => onViewSlip(request)}
                >
                  <FileImage size={18} aria-hidden="true" />
                  View slip
                </Button>
              )}
              {request.Status === 0 && (
                <>
                  <Button
                    variant="secondary"
                    className="min-h-11 px-4 text-sm text-danger sm:ml-auto"
                    aria-label={`Reject: ${who}`}
                    onClick={() => onReject(request)}
                  >
                    <CircleX size={18} aria-hidden="true" />
                    Reject
                  </Button>
                  <Button
                    className="min-h-11 px-4 text-sm"
                    aria-label={`Approve: ${who}`}
                    onClick={() => onApprove(request)}
                  >
                    <CircleCheck size={18} aria-hidden="true" />
                    Approve
                  </Button>
                </>
              )}
            </div>
          </RecordCard>
        );
      })}
    </ol>
  );
}
