import {
  createPaginatedRowModel,
  rowExpandingFeature,
  rowPaginationFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ExpandedState,
  type PaginationState,
  type ReactTable,
  type RowData,
  type TableState,
} from '@tanstack/react-table';
import { useState } from 'react';

export const pagedTableFeatures = tableFeatures({
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowExpandingFeature,
});

export type PagedTableFeatures = typeof pagedTableFeatures;
export type PagedColumns<Row extends RowData> = ColumnDef<PagedTableFeatures, Row, unknown>[];

/** docs/product-1.md §9: 5 a page by default, with these choices. */
export const PAGE_SIZES = [5, 10, 15, 25, 50, 100] as const;

/**
 * A history list's table model: 5 rows a page, one detail panel open per row as asked. The table
 * and the phone cards render the same rows, so a page is the same page whichever is shown.
 * New data goes back to the first page with every panel shut, unless `keepOnRefresh` (a list that
 * refreshes itself under the reader, with row ids that survive it).
 */
export function usePagedTable<Row extends RowData>(
  data: Row[],
  columns: PagedColumns<Row>,
  getRowId: (row: Row, index: number) => string,
  { keepOnRefresh = false }: { keepOnRefresh?: boolean } = {},
): PagedTable<Row> {
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: PAGE_SIZES[0],
  });
  const [expanded, setExpanded] = useState<ExpandedState>({});
  return useTable({
    features: pagedTableFeatures,
    columns,
    data,
    getRowId,
    getRowCanExpand: () => true,
    state: { pagination, expanded },
    onPaginationChange: setPagination,
    onExpandedChange: setExpanded,
    autoResetPageIndex: !keepOnRefresh,
    autoResetExpanded: !keepOnRefresh,
  });
}

export type PagedTable<Row extends RowData> = ReactTable<
  PagedTableFeatures,
  Row,
  TableState<PagedTableFeatures>
>;
