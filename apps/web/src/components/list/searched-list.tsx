import type { RowData } from '@tanstack/react-table';
import type { ComponentProps, ReactNode } from 'react';
import { ListSection, ListStates } from '@/components/layout/list-states';
import { Card } from '@/components/ui/card';
import { ExportButtons } from '@/components/ui/export-buttons';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { usePageExport } from '@/hooks/use-page-export';
import type { PagedTable } from '@/hooks/use-paged-table';

/**
 * A searched list's page (Balance History, All Wallet Requests): the filters in a card, then the
 * results under their heading with the current page's export beside it, in each of their states
 * (ListStates), paged; `children` (the list's dialogs) after them.
 */
export function SearchedList<Row extends RowData>({
  filters,
  headingId,
  title,
  paged,
  toFile,
  paginationLabel,
  children,
  ...states
}: {
  filters: ReactNode;
  headingId: string;
  title: string;
  /** The rows' paged table (the export's page, the pagination). */
  paged: PagedTable<Row>;
  /** The page's export file (usePageExport). */
  toFile: Parameters<typeof usePageExport<Row>>[1];
  paginationLabel: string;
  children?: ReactNode;
} & Omit<ComponentProps<typeof ListStates>, 'footer'>) {
  const { exporting, exportPage } = usePageExport<Row>(paged, toFile);
  return (
    <div className="space-y-5">
      <Card>{filters}</Card>

      <ListSection
        headingId={headingId}
        title={title}
        actions={<ExportButtons exporting={exporting} onExport={(kind) => void exportPage(kind)} />}
      >
        <ListStates {...states} footer={<PaginationBar table={paged} label={paginationLabel} />} />
      </ListSection>

      {children}
    </div>
  );
}
