import type { ExportColumn, ExportTable } from '@/lib/export';

/** The words every list's file uses, each screen's own under the same keys. */
type ExportWord = 'sheetName' | 'col.srNo';

/**
 * A searched list's current page as a file, in the customer's language: the list's sheet name,
 * then Sr no. as on screen before the list's own columns.
 */
export function pageExport<Row>({
  rows,
  t,
  fileName,
  columns,
}: {
  rows: ExportTable<Row>['rows'];
  t: (key: ExportWord) => string;
  fileName: string;
  columns: ExportColumn<Row>[];
}): ExportTable<Row> {
  return {
    fileName,
    sheetName: t('sheetName'),
    rows,
    columns: [{ header: t('col.srNo'), value: (_, srNo) => srNo }, ...columns],
  };
}
