import { clsx } from 'clsx';
import { CircleCheck, CircleX, Clock, FileImage, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
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

const BADGES = {
  0: {
    label: 'Pending',
    icon: Clock,
    className:
      'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  },
  1: {
    label: 'Approved',
    icon: CircleCheck,
    className: 'bg-success-soft text-success ring-success/30',
  },
  2: { label: 'Rejected', icon: CircleX, className: 'bg-danger-soft text-danger ring-danger/30' },
} as const;

function StatusBadge({ status }: { status: 0 | 1 | 2 }) {
  const { label, icon: Icon, className } = BADGES[status];
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        className,
      )}
    >
      <Icon size={14} aria-hidden="true" />
      {label}
    </span>
  );
}

/** Pending (the default), Approved, Rejected, All. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: AdminStatusFilter;
  onChange: (value: AdminStatusFilter) => void;
}) {
  return (
    // One row of four on a phone too: wrapped, "All" sat alone on a second line.
    <div
      role="group"
      aria-label="Show requests"
      className="flex gap-1 rounded-full border border-line bg-surface p-1 sm:inline-flex"
    >
      {STATUS_FILTERS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
          className="min-h-11 flex-auto whitespace-nowrap rounded-full px-2.5 text-sm font-semibold text-ink-muted hover:text-ink aria-pressed:bg-brand-600 aria-pressed:text-white sm:px-5"
        >
          {filter.label}
        </button>
      ))}
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-ink">{children}</dd>
    </div>
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
      <div className="flex flex-col items-center gap-2 rounded-[var(--radius-card)] bg-surface px-4 py-10 text-center shadow-[var(--shadow-card)]">
        <Inbox size={36} aria-hidden="true" className="text-ink-muted" />
        <p className="font-semibold text-ink">No {filterLabel.toLowerCase()} requests</p>
        <p className="text-sm text-ink-muted">{EMPTY_HINTS[filter]}</p>
      </div>
    );
  }
  const none = '—';
  return (
    <ol className="space-y-3" aria-label={`${filterLabel} wallet requests, newest first`}>
      {items.map((request) => {
        const headingId = `wallet-request-${request.id}`;
        const who = `${request.customer.name}, ${formatRupees(request.Amount)}`;
        return (
          <li key={request.id}>
            <article
              aria-labelledby={headingId}
              className="rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5"
            >
              <header className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 id={headingId} className="text-base font-semibold text-ink">
                    {request.customer.name}
                  </h2>
                  <p className="text-sm text-ink-muted">
                    <a
                      href={`tel:+91${request.customer.mobile}`}
                      className="font-medium text-brand-700 underline-offset-4 hover:underline"
                    >
                      {request.customer.mobile}
                    </a>{' '}
                    · User ID {request.customer.userId}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <p className="text-xl font-bold tabular-nums text-ink">
                    {formatRupees(request.Amount)}
                  </p>
                  <StatusBadge status={request.Status} />
                </div>
              </header>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
                <Item label="Type">{TYPE_LABELS[request.PaymentType]}</Item>
                <Item label="Transaction no.">
                  <span className="font-mono">{request.TransactionNo}</span>
                </Item>
                <Item label="Company bank">
                  {request.CompanyBank ? `${request.CompanyBank} · ${request.CompanyAccNo}` : none}
                </Item>
                <Item label="User bank">{request.UserBank || none}</Item>
                <Item label="Payment date">{formatPaymentDate(request.PaymentDate)}</Item>
                <Item label="Submitted">
                  <time dateTime={request.DOE}>{formatSubmitted(request.DOE)}</time>
                </Item>
                <Item label="Remark">{request.Remarks || none}</Item>
                {request.AdminRemark && <Item label="Admin remark">{request.AdminRemark}</Item>}
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
            </article>
          </li>
        );
      })}
    </ol>
  );
}
