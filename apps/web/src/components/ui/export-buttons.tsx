import { FileSpreadsheet, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ExportKind } from '@/hooks/use-page-export';
import { defineMessages } from '@/lib/i18n/i18n';

const useExportT = defineMessages(
  {
    exportLabel: 'Export this page',
    exportExcel: 'Excel',
    exportCsv: 'CSV',
    exportExcelLabel: 'Export this page to Excel',
    exportCsvLabel: 'Export this page to CSV',
  },
  {
    exportLabel: 'यह पेज एक्सपोर्ट करें',
    exportExcel: 'Excel',
    exportCsv: 'CSV',
    exportExcelLabel: 'यह पेज Excel में एक्सपोर्ट करें',
    exportCsvLabel: 'यह पेज CSV में एक्सपोर्ट करें',
  },
);

const BUTTONS = [
  { kind: 'excel', icon: FileSpreadsheet, text: 'exportExcel', label: 'exportExcelLabel' },
  { kind: 'csv', icon: FileText, text: 'exportCsv', label: 'exportCsvLabel' },
] as const;

/** Excel and CSV of the page on screen, side by side (docs/product-1.md §5). */
export function ExportButtons({
  exporting,
  onExport,
}: {
  exporting: boolean;
  onExport: (kind: ExportKind) => void;
}) {
  const t = useExportT();
  return (
    <div role="group" aria-label={t('exportLabel')} className="flex gap-2">
      {BUTTONS.map(({ kind, icon: Icon, text, label }) => (
        <Button
          key={kind}
          variant="secondary"
          className="min-h-11 px-3 text-sm"
          aria-label={t(label)}
          disabled={exporting}
          onClick={() => onExport(kind)}
        >
          <Icon size={18} aria-hidden="true" />
          {t(text)}
        </Button>
      ))}
    </div>
  );
}
