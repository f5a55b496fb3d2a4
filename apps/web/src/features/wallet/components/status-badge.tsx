import { clsx } from 'clsx';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useWalletT } from '../messages';

const STYLES = {
  0: {
    icon: Clock,
    className:
      'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  },
  1: { icon: CircleCheck, className: 'bg-success-soft text-success ring-success/30' },
  2: { icon: CircleX, className: 'bg-danger-soft text-danger ring-danger/30' },
} as const;

/** A wallet request's status (spec/01 §4: 0 Pending, 1 Approved, 2 Rejected). */
export function StatusBadge({ status }: { status: 0 | 1 | 2 }) {
  const t = useWalletT();
  const { icon: Icon, className } = STYLES[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        className,
      )}
    >
      <Icon size={14} aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
