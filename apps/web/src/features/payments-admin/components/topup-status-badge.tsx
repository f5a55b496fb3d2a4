import { clsx } from 'clsx';
import { CircleCheck, CircleX, Clock, RotateCcw, Undo2, type LucideIcon } from 'lucide-react';
import { TOPUP_STATUS_LABELS, type TopupStatus } from '@kosh/contract/payments';

const STYLES: Record<TopupStatus, { icon: LucideIcon; className: string }> = {
  created: { icon: Clock, className: 'bg-canvas text-ink-muted ring-line' },
  paid: { icon: CircleCheck, className: 'bg-success-soft text-success ring-success/30' },
  failed: { icon: CircleX, className: 'bg-danger-soft text-danger ring-danger/30' },
  refund_due: {
    icon: RotateCcw,
    className:
      'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  },
  refunded: { icon: Undo2, className: 'bg-brand-50 text-brand-700 ring-brand-200' },
};

/** A top-up's status in words, with an icon (never colour alone). */
export function TopupStatusBadge({ status }: { status: TopupStatus }) {
  const { icon: Icon, className } = STYLES[status];
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        className,
      )}
    >
      <Icon size={14} aria-hidden="true" />
      {TOPUP_STATUS_LABELS[status]}
    </span>
  );
}
