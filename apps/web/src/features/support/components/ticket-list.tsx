import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  TICKET_MESSAGE_PREVIEW,
  TICKET_PAGE_SIZES,
  TICKET_SUBJECT_PREVIEW,
  type TicketMessage,
} from '@kosh/contract/support';
import { ListSection } from '@/components/layout/list-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExportButtons } from '@/components/ui/export-buttons';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import type { ExportKind } from '@/hooks/use-page-export';
import { useMediaQuery } from '@/hooks/use-media-query';
import { downloadCsv, downloadExcel } from '@/lib/export';
import { useI18n } from '@/lib/i18n/i18n';
import { ticketsQueryOptions, type TicketFilters } from '../api/support-api';
import { useSupportT, type SupportKey } from '../messages';
import {
  cut,
  formatListDate,
  inLanguage,
  pageOf,
  sortTickets,
  type Sort,
  type SortKey,
} from '../utils/support';
import { ticketsExport } from '../utils/tickets-export';
import { TicketStatusSwitch } from './ticket-status-switch';

const STATUSES: TicketFilters['isOpen'][] = ['-1', '1', '0'];
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

/**
 * /all-tickets (docs/product-2.md §2 Support, §5, §8): status and dates, a sortable table on wide screens and
 * cards on phones, 10 a page, the current page to Excel or CSV, and each ticket's switch.
 */
export function TicketList() {
  const t = useSupportT();
  const { language } = useI18n();
  const wide = useMediaQuery('(min-width: 768px)');
  const sizeId = useId();
  const [filters, setFilters] = useState<TicketFilters>({ isOpen: '-1', from: '', to: '' });
  const [sort, setSort] = useState<Sort>({ key: 'Doe', desc: true });
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<number>(TICKET_PAGE_SIZES[0]);
  const [exporting, setExporting] = useState(false);
  const list = useQuery(ticketsQueryOptions(filters));

  const sorted = useMemo(
    () => sortTickets(inLanguage(list.data ?? [], language), sort),
    [list.data, language, sort],
  );
  const page = pageOf(sorted, pageIndex, pageSize);

  const setFilter = (patch: Partial<TicketFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPageIndex(0);
  };
  const sortBy = (key: SortKey) => {
    setSort((s) => (s.key === key ? { key, desc: !s.desc } : { key, desc: false }));
    setPageIndex(0);
  };

  const exportPage = async (kind: ExportKind) => {
    if (page.rows.length === 0) {
      toast.error(t('noDataExport'), { id: 'page-export' });
      return;
    }
    const file = ticketsExport({
      rows: page.rows.map((row, i) => ({ row, srNo: page.pageIndex * pageSize + i + 1 })),
      t,
      fileName: `tickets-page-${page.pageIndex + 1}`,
    });
    setExporting(true);
    try {
      await (kind === 'excel' ? downloadExcel(file) : downloadCsv(file));
    } catch {
      toast.error(t('wentWrong'), { id: 'page-export' });
    } finally {
      setExporting(false);
    }
  };

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
          onClick={() => sortBy(key)}
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

  const body = () => {
    if (list.isPending) {
      return (
        <div role="status" aria-label={t('loading')} className="space-y-3">
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-20 animate-pulse rounded-[var(--radius-card)] bg-surface" />
          ))}
        </div>
      );
    }
    if (list.isError) {
      return (
        <Card className="text-center">
          <p role="alert" className="font-semibold text-ink">
            {t('fetchFailed')}
          </p>
          <Button
            variant="secondary"
            className="mt-4"
            disabled={list.isFetching}
            onClick={() => void list.refetch()}
          >
            {t('retry')}
          </Button>
        </Card>
      );
    }
    if (sorted.length === 0) {
      return (
        <Card className="flex flex-col items-center gap-2 py-10 text-center">
          <p className="font-semibold text-ink">{t('empty')}</p>
          <Link to="/support-ticket" className="font-semibold text-brand-700 underline">
            {t('emptyLink')}
          </Link>
        </Card>
      );
    }
    return (
      <div className="space-y-4" aria-busy={list.isFetching}>
        {wide ? (
          <div className="overflow-x-auto rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('tableCaption')}</caption>
              <thead className="border-b border-line">
                <tr>{COLUMNS.map(header)}</tr>
              </thead>
              <tbody>
                {page.rows.map((row) => (
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
        ) : (
          <ol aria-label={t('tableCaption')} className="space-y-3">
            {page.rows.map((row) => (
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
        )}
        <nav
          aria-label={t('paginationLabel')}
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId} className="text-sm text-ink-muted">
              {t('rowsPerPage')}
            </label>
            <select
              id={sizeId}
              value={pageSize}
              onChange={(e) => {
                setPageSize(Number(e.target.value));
                setPageIndex(0);
              }}
              className="min-h-11 rounded-xl border border-line bg-surface px-3 text-sm text-ink"
            >
              {TICKET_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-center gap-2">
            <span className="text-sm text-ink-muted">
              {t('pageOf', { page: page.pageIndex + 1, pages: page.pages })}
            </span>
            <button
              type="button"
              aria-label={t('previousPage')}
              disabled={page.pageIndex === 0}
              onClick={() => setPageIndex(page.pageIndex - 1)}
              className="flex h-11 w-11 items-center justify-center rounded-xl border border-brand-200 bg-surface text-brand-700 disabled:border-line disabled:text-ink-muted"
            >
              <ChevronLeft size={20} aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label={t('nextPage')}
              disabled={page.pageIndex >= page.pages - 1}
              onClick={() => setPageIndex(page.pageIndex + 1)}
              className="flex h-11 w-11 items-center justify-center rounded-xl border border-brand-200 bg-surface text-brand-700 disabled:border-line disabled:text-ink-muted"
            >
              <ChevronRight size={20} aria-hidden="true" />
            </button>
          </div>
        </nav>
      </div>
    );
  };

  return (
    <div className="space-y-5">
      <Link
        to="/support-ticket"
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700"
      >
        <ChevronLeft size={18} aria-hidden="true" />
        {t('back')}
      </Link>
      <Card>
        <form
          aria-label={t('filtersLabel')}
          onSubmit={(e) => e.preventDefault()}
          className="grid grid-cols-1 gap-3 sm:grid-cols-3"
        >
          <SelectField
            label={t('status')}
            options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={filters.isOpen}
            onChange={(e) => setFilter({ isOpen: e.target.value as TicketFilters['isOpen'] })}
          />
          <Field
            label={t('from')}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => setFilter({ from: e.target.value })}
          />
          <Field
            label={t('to')}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => setFilter({ to: e.target.value })}
          />
        </form>
      </Card>
      <ListSection
        headingId="tickets-heading"
        title={t('listTitle')}
        actions={<ExportButtons exporting={exporting} onExport={(kind) => void exportPage(kind)} />}
      >
        {body()}
      </ListSection>
    </div>
  );
}
