import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { RowData } from '@tanstack/react-table';
import { useId } from 'react';
import { PAGE_SIZES, type PagedTable } from '@/hooks/use-paged-table';
import { defineMessages } from '@/lib/i18n/i18n';

const usePaginationT = defineMessages(
  {
    rowsPerPage: 'Rows per page',
    pageRange: '{first}–{last} of {total}',
    pageOf: 'Page {page} of {pages}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
  },
  {
    rowsPerPage: 'प्रति पेज पंक्तियाँ',
    pageRange: '{total} में से {first}–{last}',
    pageOf: 'पेज {page} / {pages}',
    previousPage: 'पिछला पेज',
    nextPage: 'अगला पेज',
  },
);

const pageButton =
  'flex h-11 w-11 items-center justify-center rounded-xl border border-brand-200 bg-surface text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-line disabled:text-ink-muted disabled:hover:bg-surface';

/** Rows per page (5 to 100), where the reader is, previous and next. */
export function PaginationBar<Row extends RowData>({
  table,
  label,
}: {
  table: PagedTable<Row>;
  label: string;
}) {
  const t = usePaginationT();
  const id = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const total = table.getRowCount();
  const pages = Math.max(1, table.getPageCount());
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="whitespace-nowrap text-sm text-ink-muted">
          {t('rowsPerPage')}
        </label>
        <select
          id={id}
          value={pageSize}
          onChange={(event) => table.setPageSize(Number(event.target.value))}
          className="min-h-11 rounded-xl border border-line bg-surface py-2 pl-3 pr-2 text-sm text-ink focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-500/15"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <p className="text-sm text-ink-muted" aria-live="polite">
          <span>{t('pageRange', { first, last, total })}</span>
          <span className="sr-only"> · {t('pageOf', { page: pageIndex + 1, pages })}</span>
        </p>
        <button
          type="button"
          className={pageButton}
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
          aria-label={t('previousPage')}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={pageButton}
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
          aria-label={t('nextPage')}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
