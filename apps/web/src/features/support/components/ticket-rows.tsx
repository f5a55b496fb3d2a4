import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  TICKET_MESSAGE_PREVIEW,
  TICKET_SUBJECT_PREVIEW,
  type TicketMessage,
} from '@kosh/contract/support';
import { useSupportT, type SupportKey } from '../messages';
import { cut, formatListDate, type Sort, type SortKey } from '../utils/support';
import { TicketStatusSwitch } from './ticket-status-switch';

const COLUMNS: SortKey[] = ['Mid', 'Category', 'MsgSubject', 'Msg', 'Doe', 'isOpen'];

function MessageText({ text }: { text: string }) {
  const t = useSupportT();
  const [more, setMore] = useState(false);
  const short = cut(text, TICKET_MESSAGE_PREVIEW);
  return (
    <span className="whitespace-pre-wrap break-words">
      {more || !short.cut ? text : short.text}
      {short.cut && (
        <button
          type="button"
          aria-expanded={more}
          onClick={() => setMore(!more)}
          className="ml-1 font-semibold text-brand-700 underline"
        >
          {more ? t('viewLess') : t('viewMore')}
        </button>
      )}
    </span>
  );
}

function UnreadBadge({ n }: { n: number }) {
  const t = useSupportT();
  if (n <= 0) return null;
  return (
    <span className="ml-2 rounded-full border border-danger/40 bg-danger-soft px-2 py-0.5 text-xs font-bold text-danger">
      <span aria-hidden="true">{t('unread', { n })}</span>
      <span className="sr-only">{t('unreadLabel', { n })}</span>
    </span>
  );
}

function TicketLink({ row }: { row: TicketMessage }) {
  const t = useSupportT();
  return (
    <Link
      to={`/user-open-ticket/${row.Mid}`}
      aria-label={t('openTicket', { Mid: row.Mid })}
      className="font-semibold text-brand-700 underline underline-offset-2"
    >
      #{row.Mid}
    </Link>
  );
}

/** The wide-screen table: sortable column headers over the page's rows. */
export function TicketTable({
  rows,
  sort,
  onSort,
}: {
  rows: TicketMessage[];
  sort: Sort;
  onSort: (key: SortKey) => void;
}) {
  const t = useSupportT();
  const header = (key: SortKey) => {
    const active = sort.key === key;
    const label = t(`col.${key}` as SupportKey);
    return (
      <th
        key={key}
        scope="col"
        aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}
        className="px-3 py-2 text-left text-sm font-semibold text-ink"
      >
        <button
          type="button"
          onClick={() => onSort(key)}
          className="inline-flex min-h-11 items-center gap-1 hover:text-brand-700"
        >
          {label}
          {active &&
            (sort.desc ? (
              <ArrowDown size={14} aria-hidden="true" />
            ) : (
              <ArrowUp size={14} aria-hidden="true" />
            ))}
        </button>
      </th>
    );
  };
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead className="border-b border-line">
          <tr>{COLUMNS.map(header)}</tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.Mid} className="border-b border-line/60 align-top last:border-0">
              <td className="px-3 py-3 whitespace-nowrap">
                <TicketLink row={row} />
                <UnreadBadge n={row.unread} />
              </td>
              <td className="px-3 py-3 text-ink">{row.Category}</td>
              <td className="px-3 py-3 text-ink" title={row.MsgSubject}>
                {cut(row.MsgSubject, TICKET_SUBJECT_PREVIEW).text}
              </td>
              <td className="max-w-md px-3 py-3 text-ink">
                <MessageText text={row.Msg} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-ink">
                <time dateTime={row.Doe}>{formatListDate(row.Doe)}</time>
              </td>
              <td className="px-3 py-3">
                <TicketStatusSwitch Mid={row.Mid} isOpen={row.isOpen} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The phone layout: one card per ticket. */
export function TicketCards({ rows }: { rows: TicketMessage[] }) {
  const t = useSupportT();
  return (
    <ol aria-label={t('tableCaption')} className="space-y-3">
      {rows.map((row) => (
        <li key={row.Mid}>
          <article
            aria-labelledby={`ticket-card-${row.Mid}`}
            className="space-y-2 rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
          >
            <div className="flex items-start justify-between gap-3">
              <h3 id={`ticket-card-${row.Mid}`} className="min-w-0 font-bold text-ink">
                <TicketLink row={row} />
                <UnreadBadge n={row.unread} />
                <span className="block truncate text-base" title={row.MsgSubject}>
                  {cut(row.MsgSubject, TICKET_SUBJECT_PREVIEW).text}
                </span>
              </h3>
              <TicketStatusSwitch Mid={row.Mid} isOpen={row.isOpen} />
            </div>
            <p className="text-sm text-ink-muted">
              {row.Category} · <time dateTime={row.Doe}>{formatListDate(row.Doe)}</time>
            </p>
            <p className="text-sm text-ink">
              <MessageText text={row.Msg} />
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}
