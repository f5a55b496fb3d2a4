import { Inbox } from 'lucide-react';
import type { ContactMessage } from '@kosh/contract/content';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export const formatContactDate = (iso: string) => dateFormat.format(new Date(iso));

/** Contact messages as cards: they read the same on a phone and on a desk. */
export function ContactList({ items }: { items: ContactMessage[] }) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-[var(--radius-card)] bg-surface px-4 py-10 text-center shadow-[var(--shadow-card)]">
        <Inbox size={36} aria-hidden="true" className="text-ink-muted" />
        <p className="font-semibold text-ink">No contact messages yet</p>
        <p className="text-sm text-ink-muted">
          Messages sent from the Contact Us page will appear here, newest first.
        </p>
      </div>
    );
  }
  return (
    <ol className="space-y-3" aria-label="Contact messages, newest first">
      {items.map((item) => (
        <li key={item.id}>
          <article
            aria-labelledby={`contact-${item.id}`}
            className="rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5"
          >
            <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id={`contact-${item.id}`} className="text-base font-semibold text-ink">
                {item.name}
              </h2>
              <time dateTime={item.createdAt} className="text-sm text-ink-muted">
                {formatContactDate(item.createdAt)}
              </time>
            </header>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
              <dt className="text-ink-muted">Email</dt>
              <dd className="min-w-0 break-all">
                <a
                  href={`mailto:${item.email}`}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {item.email}
                </a>
              </dd>
              <dt className="text-ink-muted">Mobile</dt>
              <dd>
                <a
                  href={`tel:+91${item.mobileNumber}`}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {item.mobileNumber}
                </a>
              </dd>
              <dt className="text-ink-muted">User ID</dt>
              <dd className="text-ink">{item.userId ?? 'Not logged in'}</dd>
            </dl>
            <p className="mt-3 whitespace-pre-wrap break-words rounded-xl bg-canvas px-3 py-2 text-sm text-ink">
              {item.Message}
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}

/** Previous / next through the pages, and where the reader is. */
export function ContactPagination({
  page,
  pageSize,
  total,
  onPage,
  busy,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const button =
    'inline-flex min-h-11 items-center justify-center rounded-xl border border-brand-200 bg-surface px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-line disabled:text-ink-muted disabled:hover:bg-surface';
  return (
    <nav aria-label="Pages of contact messages" className="flex items-center justify-between gap-3">
      <button
        type="button"
        className={button}
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <p className="text-center text-sm text-ink-muted" aria-live="polite">
        {first}–{last} of {total} · page {page} of {pages}
      </p>
      <button
        type="button"
        className={button}
        disabled={page >= pages || busy}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
