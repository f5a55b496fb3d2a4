import { FileImage } from 'lucide-react';
import type { WalletRequestRow } from '@kosh/contract/wallet';
import { DetailItem } from '@/components/ui/detail-item';
import { ReceiptLink } from '@/components/ui/receipt-link';
import { useI18n } from '@/lib/i18n/i18n';
import { useWalletT } from '../messages';
import { formatPlainDate } from '@/lib/dates';

/** Whether a request has a slip to show: online payments have none (docs/product-1.md §2). */
export const hasSlip = (row: WalletRequestRow) =>
  row.PaymentType !== 'Online' && row.SlipImage !== null;

/** The expanded part of a request: how it was paid, the slip, and the receipt once approved. */
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
  const { t: tApp } = useI18n();
  const none = t('none');
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
      <DetailItem label={t('paymentType')}>
        {t(`type.${row.PaymentType}`)}
        {row.paymentMethod && ` · ${t(`paidWith.${row.paymentMethod}`)}`}
        {/* A masked UPI id has no spaces: break-all lets it wrap in a half-width column. */}
        {row.upiId && (
          <>
            {' · '}
            <span className="break-all">{row.upiId}</span>
          </>
        )}
      </DetailItem>
      <DetailItem label={t('companyBank')}>{row.CompanyBank || none}</DetailItem>
      <DetailItem label={t('companyAccountLabel')}>{row.CompanyAccNo || none}</DetailItem>
      <DetailItem label={t('paymentDate')}>{formatPlainDate(row.PaymentDate) || none}</DetailItem>
      <DetailItem label={t('transactionNoLabel')}>{row.TransactionNo || none}</DetailItem>
      <DetailItem label={t('userBankLabel')}>{row.UserBank || none}</DetailItem>
      <DetailItem label={t('remarksLabel')}>{row.Remarks || none}</DetailItem>
      <DetailItem label={t('adminRemarkLabel')}>{row.AdminRemark || none}</DetailItem>
      {hasSlip(row) && (
        <DetailItem label={t('slipLabel')}>
          <button
            type="button"
            onClick={() => onViewSlip(row)}
            aria-label={t('viewSlipOf', { n: srNo })}
            className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <FileImage size={20} aria-hidden="true" />
            {t('viewSlip')}
          </button>
        </DetailItem>
      )}
      {/* An approved request (or a credited online top-up) moved money: it has a receipt. */}
      {row.Status === 1 && (
        <DetailItem label={tApp('route.receipt')}>
          <ReceiptLink id={row.id} about={String(srNo)} className="-ml-0.5 text-sm" />
        </DetailItem>
      )}
    </dl>
  );
}
