import {
  createPaginatedRowModel,
  rowExpandingFeature,
  rowPaginationFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ExpandedState,
  type PaginationState,
} from '@tanstack/react-table';
import { useState } from 'react';
import type { WalletRequestRow } from '@kosh/contract/wallet';

export const walletRequestTableFeatures = tableFeatures({
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowExpandingFeature,
});

export type WalletRequestTableFeatures = typeof walletRequestTableFeatures;

/** spec/01 §9: 5 a page by default, with these choices. */
export const PAGE_SIZES = [5, 10, 15, 25, 50, 100] as const;

/**
 * The list's table model: 5 rows a page, one detail panel open per row as asked. The table and
 * the phone cards render the same rows, so a page is the same page whichever is shown.
 */
export function useWalletRequestTable(
  data: WalletRequestRow[],
  columns: ColumnDef<WalletRequestTableFeatures, WalletRequestRow, unknown>[],
) {
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: PAGE_SIZES[0],
  });
  const [expanded, setExpanded] = useState<ExpandedState>({});
  return useTable({
    features: walletRequestTableFeatures,
    columns,
    data,
    getRowId: (row) => row.id,
    getRowCanExpand: () => true,
    state: { pagination, expanded },
    onPaginationChange: setPagination,
    onExpandedChange: setExpanded,
  });
}

export type WalletRequestTable = ReturnType<typeof useWalletRequestTable>;
