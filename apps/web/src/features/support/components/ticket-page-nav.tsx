import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { TICKET_PAGE_SIZES } from '@kosh/contract/support';
import { useSupportT } from '../messages';

/** Rows per page, where the reader is, previous and next — under the ticket list. */
export function TicketPageNav({
  pageIndex,
  pages,
  pageSize,
  onPageSize,
  onPage,
}: {
  pageIndex: number;
  pages: number;
  pageSize: number;
  onPageSize: (size: number) => void;
  onPage: (index: number) => void;
}) {
  const t = useSupportT();
  const sizeId = useId();
  return (
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
          onChange={(e) => onPageSize(Number(e.target.value))}
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
          {t('pageOf', { page: pageIndex + 1, pages })}
        </span>
        <button
          type="button"
          aria-label={t('previousPage')}
          disabled={pageIndex === 0}
          onClick={() => onPage(pageIndex - 1)}
          className="flex h-11 w-11 items-center justify-center rounded-xl border border-brand-200 bg-surface text-brand-700 disabled:border-line disabled:text-ink-muted"
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label={t('nextPage')}
          disabled={pageIndex >= pages - 1}
          onClick={() => onPage(pageIndex + 1)}
          className="flex h-11 w-11 items-center justify-center rounded-xl border border-brand-200 bg-surface text-brand-700 disabled:border-line disabled:text-ink-muted"
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
