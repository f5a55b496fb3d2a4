import type { ContactMessage } from '@kosh/contract/content';
import { EmptyState } from '@/components/ui/load-states';
import { formatDateTime } from '@/lib/dates';

export const formatContactDate = (iso: string) => formatDateTime(iso, 'en-IN');

/** Contact messages as cards: they read the same on a phone and on a desk. */
export function ContactList({ items }: { items: ContactMessage[] }) {
  if (items.length === 0) {
    return (
      <EmptyState title="No contact messages yet">
        Messages sent from the Contact Us page will appear here, newest first.
      </EmptyState>
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
