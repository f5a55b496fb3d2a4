import { Reply } from 'lucide-react';
import type { AdminComplaint, ComplaintStatus, RechargeStatus } from '@kosh/contract/recharge';
import { Button } from '@/components/ui/button';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { DetailItem } from '@/components/ui/detail-item';
import { EmptyState } from '@/components/ui/load-states';
import { RecordCard, TelLink } from '@/components/ui/record-card';
import { formatDateTime } from '@/lib/dates';
import { formatRupees } from '@/lib/money';

const COMPLAINT_TONES: Record<ComplaintStatus, StatusTone> = {
  Open: 'pending',
  'In progress': 'pending',
  Resolved: 'success',
};
const RECHARGE_TONES: Record<RechargeStatus, StatusTone> = {
  Success: 'success',
  Failure: 'danger',
  Pending: 'pending',
};

const when = (iso: string) => formatDateTime(iso, 'en-IN');

export function EmptyComplaints({ filterLabel }: { filterLabel: string }) {
  return (
    <EmptyState
      title={<>No {filterLabel === 'All' ? '' : `${filterLabel.toLowerCase()} `}complaints</>}
    >
      Complaints customers raise on successful recharges appear here, newest first.
    </EmptyState>
  );
}

/** The complaints as cards: who, on which recharge, what they wrote, and the answer. */
export function AdminComplaintList({
  items,
  caption,
  onAnswer,
}: {
  items: AdminComplaint[];
  caption: string;
  onAnswer: (complaint: AdminComplaint) => void;
}) {
  return (
    <ol className="space-y-3" aria-label={caption}>
      {items.map((complaint) => (
        <RecordCard
          key={complaint.id}
          headingId={`complaint-${complaint.id}`}
          title={complaint.customerName}
          subtitle={
            <p className="text-sm text-ink-muted">
              <TelLink mobile={complaint.customerMobile} /> ·{' '}
              <time dateTime={complaint.complain_date}>{when(complaint.complain_date)}</time>
            </p>
          }
          aside={
            <StatusBadge
              tone={COMPLAINT_TONES[complaint.complain_status]}
              label={complaint.complain_status}
            />
          }
        >
          <blockquote className="mt-3 whitespace-pre-line rounded-xl bg-canvas px-4 py-3 text-sm text-ink">
            {complaint.message}
          </blockquote>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
            <DetailItem label="Recharge">
              {formatRupees(complaint.amount)} to {complaint.recharge_number}
            </DetailItem>
            <DetailItem label="Operator">{complaint.operator}</DetailItem>
            <DetailItem label="Recharge ID" className="col-span-2 sm:col-span-1">
              <span className="break-all font-mono">{complaint.order_id}</span>
            </DetailItem>
            <DetailItem label="Recharge status">
              <StatusBadge
                tone={RECHARGE_TONES[complaint.recharge_status]}
                label={complaint.recharge_status}
              />
            </DetailItem>
            <DetailItem label="Recharged">
              <time dateTime={complaint.recharge_date}>{when(complaint.recharge_date)}</time>
            </DetailItem>
            {complaint.response_message && (
              <DetailItem label="Answer" className="col-span-2 sm:col-span-4">
                <span className="whitespace-pre-line">{complaint.response_message}</span>
                {complaint.answered_at && (
                  <span className="block text-xs text-ink-muted">
                    <time dateTime={complaint.answered_at}>{when(complaint.answered_at)}</time>
                  </span>
                )}
              </DetailItem>
            )}
          </dl>
          {complaint.complain_status !== 'Resolved' && (
            <div className="mt-4 flex border-t border-line/70 pt-3 sm:justify-end">
              <Button
                className="min-h-11 w-full px-4 text-sm sm:w-auto"
                aria-label={`Answer: ${complaint.customerName}, ${complaint.order_id}`}
                onClick={() => onAnswer(complaint)}
              >
                <Reply size={18} aria-hidden="true" />
                Answer
              </Button>
            </div>
          )}
        </RecordCard>
      ))}
    </ol>
  );
}
