import type { ReactNode } from 'react';

/**
 * A back-office list's table on wide screens, in its card: the caption for screen readers, the
 * header row's cells (`columns`), then the rows. Shared so these tables sit and scroll alike.
 */
export function CardTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-canvas/60">
          <tr>{columns}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
