import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

/**
 * A surface with the card's radius, shadow and padding. `flush` drops the padding for a card whose
 * content runs to its edges (a picture on top): a `p-0` in className cannot undo it, since the
 * stylesheet's order, not the class list's, decides between two paddings.
 */
export function Card({
  className,
  flush = false,
  ...props
}: HTMLAttributes<HTMLDivElement> & { flush?: boolean }) {
  return (
    <div
      className={clsx(
        'rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]',
        !flush && 'p-5 sm:p-6',
        className,
      )}
      {...props}
    />
  );
}
