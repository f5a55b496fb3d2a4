import { clsx } from 'clsx';
import { Link } from 'react-router';
import type { InboxListEntry } from '@kosh/contract/inbox';
import { formatDateTime } from '@/lib/dates';
import { useI18n } from '@/lib/i18n/i18n';
import { entryPath } from '../utils/entry-link';
import { titleKey, useInboxT } from '../messages';

/** One entry: its title, words and time in the reader's language, its link, and Mark as read. */
export function InboxEntryCard({
  entry,
  onRead,
  marking,
}: {
  entry: InboxListEntry;
  onRead: (id: string) => void;
  marking: boolean;
}) {
  const t = useInboxT();
  const { language } = useI18n();
  const path = entryPath(entry.link);
  const title = entry.title ? entry.title[language] : t(titleKey(entry.kind));
  const headingId = `inbox-entry-${entry.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={clsx(
        'rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]',
        !entry.read && 'border-l-4 border-brand-600',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-ink">
          {!entry.read && <span className="sr-only">{t('unread')}: </span>}
          {title}
        </h3>
        {!entry.read && (
          <span
            aria-hidden="true"
            className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600"
          />
        )}
      </div>
      <p className="mt-1 text-sm text-ink-muted">{entry.body[language]}</p>
      <p className="mt-2 text-xs text-ink-muted">
        <time dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt, language === 'hi' ? 'hi-IN' : 'en-IN')}
        </time>
      </p>
      {(path || !entry.read) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {path && entry.link && (
            <Link
              to={path}
              onClick={() => {
                if (!entry.read) onRead(entry.id);
              }}
              className="inline-flex min-h-11 items-center rounded-xl border border-brand-200 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t(`link.${entry.link.kind}`)}
            </Link>
          )}
          {!entry.read && (
            <button
              type="button"
              disabled={marking}
              onClick={() => onRead(entry.id)}
              className="inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:text-ink-muted"
            >
              {t('markRead')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
