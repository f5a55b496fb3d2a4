import { StatusBadge as Badge, type StatusTone } from '@/components/ui/status-badge';
import { useWalletT } from '../messages';

const TONES: Record<0 | 1 | 2, StatusTone> = { 0: 'pending', 1: 'success', 2: 'danger' };

/** A wallet request's status (docs/product-1.md §4: 0 Pending, 1 Approved, 2 Rejected). */
export function StatusBadge({ status }: { status: 0 | 1 | 2 }) {
  const t = useWalletT();
  return <Badge tone={TONES[status]} label={t(`status.${status}`)} />;
}
