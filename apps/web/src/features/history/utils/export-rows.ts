import type { RechargeLogRow } from '@kosh/contract/recharge';
import { pageExport } from '@/components/list/page-export';
import type { ExportTable } from '@/lib/export';
import type { HistoryKey } from '../messages';
import { signedAmount } from './entries';
import { entryNumber, entryWords } from './entry-words';

/**
 * The page of Balance History shown, as a file (docs/product-1.md §5: only the current page), in the
 * customer's language. Amounts stay numbers of rupees, signed as on screen, and each entry's time
 * a date: a spreadsheet can add them up and sort them.
 */
export function historyExport({
  rows,
  t,
  fileName,
}: {
  rows: { row: RechargeLogRow; srNo: number }[];
  t: (key: HistoryKey, vars?: Record<string, string>) => string;
  fileName: string;
}): ExportTable<RechargeLogRow> {
  const none = '';
  return pageExport({
    rows,
    t,
    fileName,
    columns: [
      { header: t('col.serviceNo'), value: (row) => entryNumber(row, t) },
      { header: t('col.amount'), kind: 'rupees', value: (row) => signedAmount(row) },
      { header: t('col.status'), value: (row) => t(`status.${row.status}`) },
      { header: t('walletBalance'), kind: 'rupees', value: (row) => row.Wallet_Bal },
      { header: t('date'), kind: 'dateTime', value: (row) => row.doe },
      { header: t('rechargeId'), value: (row) => row.RId },
      { header: t('code'), value: (row) => row.Code },
      { header: t('operator'), value: (row) => row.operator || none },
      { header: t('service'), value: (row) => entryWords(row, t).service || none },
    ],
  });
}
