import type { RowData } from '@tanstack/react-table';
import type { ComponentProps, ReactNode } from 'react';
import { ListSection, ListStates } from '@/components/layout/list-states';
import { Card } from '@/components/ui/card';
import { DateRangeFilterForm, type DateRange } from '@/components/ui/date-range-filter';
import { ExportButtons } from '@/components/ui/export-buttons';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { usePageExport } from '@/hooks/use-page-export';
import type { PagedTable } from '@/hooks/use-paged-table';

/** The words of a searched list, each screen's own under the same keys. */
type ListWord =
  'filtersLabel' | 'resultsLabel' | 'paginationLabel' | 'listLoading' | 'emptyTitle' | 'emptyText';

/** The list's own filter beside the dates (DateRangeFilterForm's field, row and prepare). */
export type SearchedListFilters<Filters extends DateRange> = Pick<
  ComponentProps<typeof DateRangeFilterForm<Filters>>,
  'prepare' | 'rowClassName' | 'children'
>;

/** What the page needs of the list's search (useListSearch). */
interface ListSearch<Filters, Row extends RowData> {
  initial: Filters;
  list: ComponentProps<typeof ListStates>['query'];
  rows: readonly Row[];
  table: PagedTable<Row>;
  failure: string;
  searching: boolean;
  search: (filters: Filters) => Promise<unknown>;
}

/**
 * A searched list's page (Balance History, All Wallet Requests): the dates and the list's own
 * filter in a card, then the
 * results under their heading with the current page's export beside it, in each of their states
 * (ListStates) — a table on wide screens, cards on phones — paged; `children` (the list's
 * dialogs) after them.
 */
export function SearchedList<Filters extends DateRange, Row extends RowData>({
  listSearch,
  filters,
  t,
  headingId,
  toFile,
  table,
  cards,
  children,
}: {
  /** The list's search (useListSearch). */
  listSearch: ListSearch<Filters, Row>;
  filters: SearchedListFilters<Filters>;
  t: (key: ListWord) => string;
  headingId: string;
  /** The page's export file (usePageExport). */
  toFile: Parameters<typeof usePageExport<Row>>[1];
  table: ComponentProps<typeof ListStates>['table'];
  cards: ComponentProps<typeof ListStates>['cards'];
  children?: ReactNode;
}) {
  const { initial, list, rows, table: paged, failure, searching, search } = listSearch;
  const { exporting, exportPage } = usePageExport<Row>(paged, toFile);
  return (
    <div className="space-y-5">
      <Card>
        <DateRangeFilterForm
          label={t('filtersLabel')}
          initial={initial}
          searching={searching}
          onSearch={(f) => void search(f)}
          {...filters}
        />
      </Card>

      <ListSection
        headingId={headingId}
        title={t('resultsLabel')}
        actions={<ExportButtons exporting={exporting} onExport={(kind) => void exportPage(kind)} />}
      >
        <ListStates
          query={list}
          failure={failure}
          empty={rows.length === 0}
          labels={{
            loading: t('listLoading'),
            emptyTitle: t('emptyTitle'),
            emptyText: t('emptyText'),
          }}
          table={table}
          cards={cards}
          footer={<PaginationBar table={paged} label={t('paginationLabel')} />}
        />
      </ListSection>

      {children}
    </div>
  );
}
