import type { ComplaintStatus, RechargeStatus } from '@kosh/contract/recharge';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { useHistoryT } from '../messages';

const RECHARGE_TONES: Record<RechargeStatus, StatusTone> = {
  Success: 'success',
  Failure: 'danger',
  Pending: 'pending',
};

/** An entry's status: Success, Failure or Pending (docs/product-1.md §4). */
export function EntryStatusBadge({ status }: { status: RechargeStatus }) {
  const t = useHistoryT();
  return <StatusBadge tone={RECHARGE_TONES[status]} label={t(`status.${status}`)} />;
}

const COMPLAINT_TONES: Record<ComplaintStatus, StatusTone> = {
  Open: 'pending',
  'In progress': 'pending',
  Resolved: 'success',
};

/** A complaint's status: Open, In progress or Resolved. */
export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  const t = useHistoryT();
  return <StatusBadge tone={COMPLAINT_TONES[status]} label={t(`cstatus.${status}`)} />;
}
