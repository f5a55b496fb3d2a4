/**
 * Previous / next through a list the server pages, and where the reader is. The back office's
 * lists use it, so its words are English only; `label` names the pages (“Pages of top-ups”).
 */
export function Pager({
  label,
  page,
  pageSize,
  total,
  onPage,
  busy,
}: {
  label: string;
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
    <nav aria-label={label} className="flex items-center justify-between gap-3">
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
