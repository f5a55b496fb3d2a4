import type { Row, RowData } from '@tanstack/react-table';
import { useState } from 'react';
import { toast } from 'sonner';
import type { PagedTable, PagedTableFeatures } from '@/hooks/use-paged-table';
import { downloadCsv, downloadExcel, type ExportTable } from '@/lib/export';
import { defineMessages, useI18n } from '@/lib/i18n/i18n';

const usePageExportT = defineMessages(
  {
    noDataExport: 'No data available for export!',
    exportFailed: 'The file could not be made. Please try again.',
  },
  {
    noDataExport: 'एक्सपोर्ट के लिए कोई डेटा नहीं है!',
    exportFailed: 'फ़ाइल नहीं बन सकी। कृपया फिर कोशिश करें।',
  },
);

export type ExportKind = 'excel' | 'csv';

/**
 * The page of a history list on screen, to Excel or CSV (docs/product-1.md §5: only the current page).
 * `toFile` makes the file of the page's rows; `page` counts from 1, for the file's name.
 */
export function usePageExport<Data extends RowData>(
  table: PagedTable<Data>,
  toFile: (rows: Row<PagedTableFeatures, Data>[], page: number) => ExportTable<Data>,
) {
  const t = usePageExportT();
  const { t: tApp } = useI18n();
  const [exporting, setExporting] = useState(false);

  const exportPage = async (kind: ExportKind) => {
    const pageRows = table.getRowModel().rows;
    if (pageRows.length === 0) {
      toast.error(t('noDataExport'), { id: 'page-export' });
      return;
    }
    const file = toFile(pageRows, table.state.pagination.pageIndex + 1);
    setExporting(true);
    try {
      await (kind === 'excel' ? downloadExcel(file) : downloadCsv(file));
    } catch {
      toast.error(tApp('common.error'), { description: t('exportFailed'), id: 'page-export' });
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportPage };
}
