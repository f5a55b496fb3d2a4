import type { ComponentProps, ReactNode } from 'react';
import { PastLastPage } from '@/components/ui/load-states';
import { Pager } from '@/components/ui/pager';

/**
 * A page of a list the server pages, and the pager under it. A page with nothing on it is either
 * past the end (an old link: offer the first page) or the list is empty (`empty`).
 */
export function PagedList({
  busy,
  nothingShown,
  pager,
  pastEnd,
  firstPageLabel,
  onFirstPage = () => pager.onPage(1),
  empty,
  children,
}: {
  /** While a new page or filter is fetched. */
  busy: boolean;
  /** The page came back without rows. */
  nothingShown: boolean;
  pager: ComponentProps<typeof Pager>;
  /** What the reader is told past the last page ("There are no top-ups on page 4."). */
  pastEnd: ReactNode;
  firstPageLabel?: string;
  onFirstPage?: () => void;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4" aria-busy={busy}>
      {!nothingShown ? (
        children
      ) : pager.total > 0 ? (
        <PastLastPage onFirstPage={onFirstPage} firstPageLabel={firstPageLabel}>
          {pastEnd}
        </PastLastPage>
      ) : (
        empty
      )}
      {pager.total > 0 && <Pager {...pager} />}
    </div>
  );
}
