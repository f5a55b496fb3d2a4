import type { WalletRequestRow } from '@kosh/contract/wallet';
import { pageExport } from '@/components/list/page-export';
import type { ExportTable } from '@/lib/export';
import type { WalletKey } from '../messages';

/**
 * The page of All Wallet Requests shown, as a file (docs/product-1.md §5: only the current page), in the
 * customer's language. The amount stays rupees and the dates dates, for a spreadsheet to add up
 * and sort: DOE to the second on India's clock, the payment date as the day the customer gave.
 */
export function walletRequestsExport({
  rows,
  t,
  fileName,
}: {
  rows: { row: WalletRequestRow; srNo: number }[];
  t: (key: WalletKey) => string;
  fileName: string;
}): ExportTable<WalletRequestRow> {
  const none = '';
  return pageExport({
    rows,
    t,
    fileName,
    columns: [
      { header: t('col.doe'), kind: 'dateTime', value: (row) => row.DOE },
      { header: t('col.amount'), kind: 'rupees', value: (row) => row.Amount },
      { header: t('col.status'), value: (row) => t(`status.${row.Status}`) },
      { header: t('paymentType'), value: (row) => t(`type.${row.PaymentType}`) },
      { header: t('companyBank'), value: (row) => row.CompanyBank || none },
      { header: t('companyAccountLabel'), value: (row) => row.CompanyAccNo || none },
      { header: t('paymentDate'), kind: 'date', value: (row) => row.PaymentDate },
      { header: t('transactionNoLabel'), value: (row) => row.TransactionNo || none },
      { header: t('userBankLabel'), value: (row) => row.UserBank || none },
      { header: t('remarksLabel'), value: (row) => row.Remarks || none },
      { header: t('adminRemarkLabel'), value: (row) => row.AdminRemark || none },
    ],
  });
}
