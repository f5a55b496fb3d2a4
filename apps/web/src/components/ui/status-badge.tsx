import { clsx } from 'clsx';
import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';

export type StatusTone = 'pending' | 'success' | 'danger';

/** Each tone's icon and colours; other status pills borrow the ones they share. */
export const TONE_PILLS = {
  pending: {
    icon: Clock,
    className:
      'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  },
  success: { icon: CircleCheck, className: 'bg-success-soft text-success ring-success/30' },
  danger: { icon: CircleX, className: 'bg-danger-soft text-danger ring-danger/30' },
} as const;

/** A status pill: waiting (clock, amber), done (tick, green) or failed/refused (cross, red). */
export function StatusBadge({ tone, label }: { tone: StatusTone; label: string }) {
  return <Pill {...TONE_PILLS[tone]} label={label} />;
}

/** A pill in words with an icon (never colour alone); `className` gives its colours. */
export function Pill({
  icon: Icon,
  className,
  label,
}: {
  icon: LucideIcon;
  className: string;
  label: string;
}) {
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
