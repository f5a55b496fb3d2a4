import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';

/**
 * A back-office row's square icon action (Edit, Move up, Delete…), named by `label` for screen
 * readers and as its tooltip; shared so every list's row actions look and behave alike.
 */
export function IconButton({
  icon: Icon,
  label,
  onClick,
  disabled = false,
  tone = 'default',
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}) {
  // aria-disabled rather than disabled: a button that becomes unusable keeps keyboard focus.
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onClick()}
      className={clsx(
        'flex h-11 w-11 items-center justify-center rounded-lg border border-transparent',
        disabled
          ? 'cursor-not-allowed text-ink-muted/40'
          : tone === 'danger'
            ? 'text-danger hover:border-danger/30 hover:bg-danger-soft'
            : 'text-brand-700 hover:border-brand-200 hover:bg-brand-50',
      )}
    >
      <Icon size={20} aria-hidden="true" />
    </button>
  );
}
