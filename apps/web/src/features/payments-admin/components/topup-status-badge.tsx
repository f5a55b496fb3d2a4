import { CircleCheck, CircleX, Clock, RotateCcw, Undo2, type LucideIcon } from 'lucide-react';
import { TOPUP_STATUS_LABELS, type TopupStatus } from '@kosh/contract/payments';
import { Pill } from '@/components/ui/status-badge';

const STYLES: Record<TopupStatus, { icon: LucideIcon; className: string }> = {
  created: { icon: Clock, className: 'whitespace-nowrap bg-canvas text-ink-muted ring-line' },
  paid: {
    icon: CircleCheck,
    className: 'whitespace-nowrap bg-success-soft text-success ring-success/30',
  },
  failed: {
    icon: CircleX,
    className: 'whitespace-nowrap bg-danger-soft text-danger ring-danger/30',
  },
  refund_due: {
    icon: RotateCcw,
    className:
      'whitespace-nowrap bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  },
  refunded: {
    icon: Undo2,
    className: 'whitespace-nowrap bg-brand-50 text-brand-700 ring-brand-200',
  },
};

/** A top-up's status in words, with an icon (never colour alone). */
export function TopupStatusBadge({ status }: { status: TopupStatus }) {
  return <Pill {...STYLES[status]} label={TOPUP_STATUS_LABELS[status]} />;
}
