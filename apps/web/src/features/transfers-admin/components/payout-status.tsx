import type { PayoutStatus } from '@kosh/contract/payouts';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  created: 'Created',
  queued: 'Queued',
  pending: 'Pending',
  processing: 'Processing',
  processed: 'Processed',
  rejected: 'Rejected',
  failed: 'Failed',
  reversed: 'Reversed',
};

const TONES: Record<PayoutStatus, StatusTone> = {
  created: 'pending',
  queued: 'pending',
  pending: 'pending',
  processing: 'pending',
  processed: 'success',
  rejected: 'danger',
  failed: 'danger',
  reversed: 'danger',
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <StatusBadge tone={TONES[status]} label={PAYOUT_STATUS_LABELS[status]} />;
}
