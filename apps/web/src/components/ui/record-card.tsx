import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * One of a back-office list's records as a card in its list item, named by its heading: the
 * header (title, a line under it, something at the right like a status) and then the body.
 */
export function RecordCard({
  headingId,
  title,
  subtitle,
  aside,
  titleClassName,
  children,
}: {
  headingId: string;
  title: ReactNode;
  /** How the title is set where it differs from the others (a booking's reference in mono). */
  titleClassName?: string;
  /** The line under the title (a paragraph of its own). */
  subtitle: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5"
      >
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className={clsx(titleClassName, 'text-base font-semibold text-ink')}>
              {title}
            </h2>
            {subtitle}
          </div>
          {aside}
        </header>
        {children}
      </article>
    </li>
  );
}

/** A customer's mobile number that calls it when tapped. */
export function TelLink({ mobile, className }: { mobile: string; className?: string }) {
  return (
    <a
      href={`tel:+91${mobile}`}
      className={clsx('font-medium text-brand-700 underline-offset-4 hover:underline', className)}
    >
      {mobile}
    </a>
  );
}
