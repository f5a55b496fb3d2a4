import type {
  AdminBbpsComplaint,
  BbpsComplaintStatus,
  BbpsComplaintType,
} from '@kosh/contract/bbps-complaints';
import { DetailItem } from '@/components/ui/detail-item';
import { EmptyState } from '@/components/ui/load-states';
import { RecordCard, TelLink } from '@/components/ui/record-card';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';

const TONES: Record<BbpsComplaintStatus, StatusTone> = {
  ASSIGNED: 'pending',
  RESOLVED: 'success',
  REJECTED: 'danger',
};
export const STATUS_LABELS: Record<BbpsComplaintStatus, string> = {
  ASSIGNED: 'With the biller',
  RESOLVED: 'Resolved',
  REJECTED: 'Rejected',
};
const TYPE_LABELS: Record<BbpsComplaintType, string> = {
  NOT_CREDITED: 'Paid, not credited by the biller',
  PAID_TWICE: 'Paid twice',
  WRONG_AMOUNT: 'Wrong amount',
};

const when = (iso: string) => formatDateTime(iso, 'en-IN');

/** An age the way an agent says it: hours under two days, days after. */
export const ageWords = (hours: number) =>
  hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;

export function EmptyBbpsComplaints({ filterLabel }: { filterLabel: string }) {
  return (
    <EmptyState
      title={<>No {filterLabel === 'All' ? '' : `${filterLabel.toLowerCase()} `}BBPS complaints</>}
    >
      Complaints customers raise on bill payments through Bharat BillPay appear here, oldest first.
    </EmptyState>
  );
}

/** The complaints as cards: the customer, the payment, what BBPS says, and its age against the TAT. */
export function BbpsComplaintList({
  items,
  caption,
}: {
  items: AdminBbpsComplaint[];
  caption: string;
}) {
  return (
    <ol className="space-y-3" aria-label={caption}>
      {items.map((c) => (
        <RecordCard
          key={c.id}
          headingId={`bbps-complaint-${c.id}`}
          title={TYPE_LABELS[c.type]}
          subtitle={
            <p className="text-sm text-ink-muted">
              <TelLink mobile={c.customerMobile} /> ·{' '}
              <time dateTime={c.createdAt}>{when(c.createdAt)}</time>
            </p>
          }
          aside={
            <div className="flex flex-col items-end gap-1">
              <StatusBadge tone={TONES[c.status]} label={STATUS_LABELS[c.status]} />
              {c.overdue && <StatusBadge tone="danger" label="Past TAT" />}
            </div>
          }
        >
          {c.description && (
            <blockquote className="mt-3 whitespace-pre-line rounded-xl bg-canvas px-4 py-3 text-sm text-ink">
              {c.description}
            </blockquote>
          )}
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
            <DetailItem label="Biller">{c.billerName}</DetailItem>
            <DetailItem label="Age">
              {ageWords(c.ageHours)} (TAT <time dateTime={c.tatDueAt}>{when(c.tatDueAt)}</time>)
            </DetailItem>
            <DetailItem label="BBPS complaint ID" className="col-span-2 sm:col-span-1">
              <span className="break-all font-mono">{c.complaintId}</span>
            </DetailItem>
            <DetailItem label="BBPS reference" className="col-span-2 sm:col-span-1">
              <span className="break-all font-mono">{c.bbpsRef}</span>
            </DetailItem>
            <DetailItem label="Payment ID" className="col-span-2 sm:col-span-1">
              <span className="break-all font-mono">{c.paymentId}</span>
            </DetailItem>
            {c.resolution && (
              <DetailItem label="Biller’s answer" className="col-span-2 sm:col-span-4">
                <span className="whitespace-pre-line">{c.resolution}</span>
              </DetailItem>
            )}
          </dl>
        </RecordCard>
      ))}
    </ol>
  );
}
