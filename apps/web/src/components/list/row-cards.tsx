import type { Row, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DetailsToggle } from '@/components/ui/expandable-table';
import type { PagedTable, PagedTableFeatures } from '@/hooks/use-paged-table';
import { formatDateTime } from '@/lib/dates';
import { useI18n } from '@/lib/i18n/i18n';

type TableRow<Data extends RowData> = Row<PagedTableFeatures, Data>;

/** The words a history list's rows use, each screen's own under the same keys. */
type RowWord = 'col.srNo' | 'details' | 'hideDetails' | 'showDetails';
type RowT = (key: RowWord, vars?: { n: number }) => string;

/** Sr no. counts across pages, from the first row in the list. */
export const srNoOf = <Data extends RowData>(row: TableRow<Data>) => row.index + 1;

/** The reader's language as a date locale. */
export const useDateLocale = () => (useI18n().language === 'hi' ? 'hi-IN' : 'en-IN');

/** Opens and closes a row's details, naming the row by its Sr no. for screen readers. */
export function RowDetailsToggle<Data extends RowData>({
  row,
  controls,
  t,
}: {
  row: TableRow<Data>;
  controls: string;
  t: RowT;
}) {
  const n = srNoOf(row);
  return (
    <DetailsToggle
      row={row}
      controls={controls}
      text={t('details')}
      label={(open) => (open ? t('hideDetails', { n }) : t('showDetails', { n }))}
    />
  );
}

/**
 * Phones: one card a row, the same page of rows as the table. Each card is named by its heading
 * (the Sr no. for screen readers, then `title`), dated under it, with `aside` at the right; then
 * `extra` when there is one, a footer with `summary` and the details toggle, and the details open.
 */
export function RowCards<Data extends RowData>({
  table,
  caption,
  idPrefix,
  t,
  titleClassName,
  title,
  dateOf,
  aside,
  extra,
  summary,
  details,
}: {
  table: PagedTable<Data>;
  caption: string;
  /** Names the cards' ids: `<idPrefix>-card-<row>` and `<idPrefix>-card-details-<row>`. */
  idPrefix: string;
  t: RowT;
  titleClassName: string;
  title: (data: Data) => ReactNode;
  /** The ISO date-time shown under the title. */
  dateOf: (data: Data) => string;
  aside: (data: Data) => ReactNode;
  extra?: (data: Data, srNo: number) => ReactNode;
  summary: (data: Data) => ReactNode;
  details: (data: Data, srNo: number) => ReactNode;
}) {
  const locale = useDateLocale();
  return (
    <ol aria-label={caption} className="space-y-3">
      {table.getRowModel().rows.map((row) => {
        const data = row.original;
        const srNo = srNoOf(row);
        const detailsId = `${idPrefix}-card-details-${row.id}`;
        const headingId = `${idPrefix}-card-${row.id}`;
        const date = dateOf(data);
        return (
          <li key={row.id}>
            <article
              aria-labelledby={headingId}
              className="rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 id={headingId} className={titleClassName}>
                    <span className="sr-only">
                      {t('col.srNo')} {srNo},{' '}
                    </span>
                    {title(data)}
                  </h3>
                  <p className="text-sm text-ink-muted">
                    <span aria-hidden="true">#{srNo} · </span>
                    <time dateTime={date}>{formatDateTime(date, locale)}</time>
                  </p>
                </div>
                {aside(data)}
              </div>
              {extra?.(data, srNo)}
              <div className="mt-2 flex items-center justify-between gap-3 border-t border-line/70 pt-2">
                {summary(data)}
                <RowDetailsToggle row={row} controls={detailsId} t={t} />
              </div>
              {row.getIsExpanded() && (
                <div id={detailsId} className="mt-2 rounded-xl bg-canvas p-3">
                  {details(data, srNo)}
                </div>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
