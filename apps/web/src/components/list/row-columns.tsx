import type { Row, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { PagedColumns, PagedTableFeatures } from '@/hooks/use-paged-table';
import { srNoOf } from './row-cards';

type TableRow<Data extends RowData> = Row<PagedTableFeatures, Data>;

/**
 * A history list's table columns: Sr no. first, then the list's own, then the column that opens
 * each row's details; each screen names them in its own words.
 */
export function rowColumns<Data extends RowData>({
  srNoHeader,
  columns,
  details,
}: {
  srNoHeader: () => ReactNode;
  columns: PagedColumns<Data>;
  /** The last column: its id, its header and the row's details toggle. */
  details: { id: string; header: () => ReactNode; toggle: (row: TableRow<Data>) => ReactNode };
}): PagedColumns<Data> {
  return [
    { id: 'srNo', header: srNoHeader, cell: ({ row }) => srNoOf(row) },
    ...columns,
    { id: details.id, header: details.header, cell: ({ row }) => details.toggle(row) },
  ];
}
