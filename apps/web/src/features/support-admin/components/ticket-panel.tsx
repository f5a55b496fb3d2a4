import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * A titled card of the ticket page (the conversation, the customer beside it), named by its
 * heading; shared so the page's cards are framed and headed alike.
 */
export function TicketPanel({
  as: Tag = 'section',
  headingId,
  title,
  className,
  children,
}: {
  as?: 'section' | 'aside';
  headingId: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag
      aria-labelledby={headingId}
      className={clsx(
        className,
        'rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]',
      )}
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </Tag>
  );
}
