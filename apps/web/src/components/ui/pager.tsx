/** The pager's words: English unless a page that speaks Hindi too passes its own. */
export interface PagerWords {
  previous: string;
  next: string;
  where: (at: {
    first: number;
    last: number;
    total: number;
    page: number;
    pages: number;
  }) => string;
}

const ENGLISH: PagerWords = {
  previous: 'Previous',
  next: 'Next',
  where: ({ first, last, total, page, pages }) =>
    `${first}–${last} of ${total} · page ${page} of ${pages}`,
};

/**
 * Previous / next through a list the server pages, and where the reader is. The back office's
 * lists use it, in English unless given `words`; `label` names the pages (“Pages of top-ups”).
 */
export function Pager({
  label,
  page,
  pageSize,
  total,
  onPage,
  busy,
  words = ENGLISH,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy: boolean;
  words?: PagerWords;
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
        {words.previous}
      </button>
      <p className="text-center text-sm text-ink-muted" aria-live="polite">
        {words.where({ first, last, total, page, pages })}
      </p>
      <button
        type="button"
        className={button}
        disabled={page >= pages || busy}
        onClick={() => onPage(page + 1)}
      >
        {words.next}
      </button>
    </nav>
  );
}
