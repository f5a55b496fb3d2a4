import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';

/** The brand-tinted tile an icon sits in beside a heading or in a tile; `className` gives its size and corners. */
export function IconBadge({
  icon: Icon,
  size,
  className,
}: {
  icon: LucideIcon;
  /** The icon's size in pixels. */
  size: number;
  className: string;
}) {
  return (
    <span
      className={clsx(
        'flex shrink-0 items-center justify-center bg-brand-50 text-brand-700',
        className,
      )}
    >
      <Icon size={size} aria-hidden="true" />
    </span>
  );
}
