import { FileImage } from 'lucide-react';
import type { ReactNode } from 'react';
import type { WalletRequestRow } from '@kosh/contract/wallet';
import { useWalletT } from '../messages';
import { formatPlainDate } from '@/lib/dates';

/** Whether a request has a slip to show: online payments have none (spec/01 §2). */
export const hasSlip = (row: WalletRequestRow) =>
  row.PaymentType !== 'Online' && row.SlipImage !== null;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

/** The expanded part of a request: how it was paid, and the slip. */
export function WalletRequestDetails({
  row,
  srNo,
  onViewSlip,
}: {
  row: WalletRequestRow;
  srNo: number;
  onViewSlip: (row: WalletRequestRow) => void;
}) {
  const t = useWalletT();
  const none = t('none');
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
      <Item label={t('paymentType')}>{t(`type.${row.PaymentType}`)}</Item>
      <Item label={t('companyBank')}>{row.CompanyBank || none}</Item>
      <Item label={t('companyAccountLabel')}>{row.CompanyAccNo || none}</Item>
      <Item label={t('paymentDate')}>{formatPlainDate(row.PaymentDate) || none}</Item>
      <Item label={t('transactionNoLabel')}>{row.TransactionNo || none}</Item>
      <Item label={t('userBankLabel')}>{row.UserBank || none}</Item>
      <Item label={t('remarksLabel')}>{row.Remarks || none}</Item>
      <Item label={t('adminRemarkLabel')}>{row.AdminRemark || none}</Item>
      {hasSlip(row) && (
        <Item label={t('slipLabel')}>
          <button
            type="button"
            onClick={() => onViewSlip(row)}
            aria-label={t('viewSlipOf', { n: srNo })}
            className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <FileImage size={20} aria-hidden="true" />
            {t('viewSlip')}
          </button>
        </Item>
      )}
    </dl>
  );
}
