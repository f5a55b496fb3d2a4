import { MessageSquareWarning, SearchCheck } from 'lucide-react';
import type { RechargeLogRow } from '@kosh/contract/recharge';
import { Button } from '@/components/ui/button';
import { DetailItem } from '@/components/ui/detail-item';
import { ReceiptLink } from '@/components/ui/receipt-link';
import { formatDateTime } from '@/lib/dates';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { useHistoryT } from '../messages';
import { entryWords } from '../utils/entry-words';
import { complaintActionOf, isRecharge } from '../utils/entries';
import { receiptIdOf } from '../utils/receipt-id';
import { PendingEntry } from './check-status';
import { RepeatEntry } from './repeat-entry';

export interface ComplaintHandlers {
  onComplain: (row: RechargeLogRow) => void;
  onViewStatus: (row: RechargeLogRow) => void;
}

/** The complaint action an entry offers (docs/product-1.md §4), or nothing. */
export function ComplaintButton({
  row,
  srNo,
  onComplain,
  onViewStatus,
}: { row: RechargeLogRow; srNo: number } & ComplaintHandlers) {
  const t = useHistoryT();
  const action = complaintActionOf(row);
  if (action === 'complain') {
    return (
      <Button
        variant="secondary"
        className="min-h-11 px-3 text-sm"
        aria-label={t('complainOf', { n: srNo })}
        onClick={() => onComplain(row)}
      >
        <MessageSquareWarning size={18} aria-hidden="true" />
        {t('complain')}
      </Button>
    );
  }
  if (action === 'status') {
    return (
      <Button
        variant="secondary"
        className="min-h-11 px-3 text-sm"
        aria-label={t('viewStatusOf', { n: srNo })}
        onClick={() => onViewStatus(row)}
      >
        <SearchCheck size={18} aria-hidden="true" />
        {t('viewStatus')}
      </Button>
    );
  }
  return null;
}

/**
 * The expanded part of an entry: balance after it, when, its ids, and the complaint action — and,
 * where the entry itself does not show it (the wide table), where a pending payment stands.
 */
export function EntryDetails({
  row,
  srNo,
  withPending = false,
  ...handlers
}: { row: RechargeLogRow; srNo: number; withPending?: boolean } & ComplaintHandlers) {
  const t = useHistoryT();
  const { language } = useI18n();
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const none = t('none');
  const receipt = receiptIdOf(row);
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        <DetailItem label={t('walletBalance')}>
          <span className="tabular-nums">{formatRupees(row.Wallet_Bal)}</span>
        </DetailItem>
        <DetailItem label={t('date')}>
          <time dateTime={row.doe}>{formatDateTime(row.doe, locale)}</time>
        </DetailItem>
        <DetailItem label={t('rechargeId')} className="col-span-2 sm:col-span-1">
          <span className="font-mono">{row.RId}</span>
        </DetailItem>
        <DetailItem label={t('code')}>
          <span className="font-mono">{row.Code}</span>
        </DetailItem>
        <DetailItem label={t('operator')}>{row.operator || none}</DetailItem>
        <DetailItem label={t('service')}>{entryWords(row, t).service || none}</DetailItem>
        {row.bbpsRef && (
          <DetailItem label={t('bbpsRef')} className="col-span-2 sm:col-span-1">
            <span className="font-mono break-all">{row.bbpsRef}</span>
          </DetailItem>
        )}
        {row.utr && (
          <DetailItem label={t('utr')} className="col-span-2 sm:col-span-1">
            <span className="font-mono break-all">{row.utr}</span>
          </DetailItem>
        )}
      </dl>
      {withPending && isRecharge(row) && <PendingEntry row={row} srNo={srNo} />}
      <RepeatEntry row={row} srNo={srNo} />
      {receipt && <ReceiptLink id={receipt} about={row.RId} className="text-sm" />}
      {complaintActionOf(row) && (
        <div className="flex justify-end border-t border-line/70 pt-3">
          <ComplaintButton row={row} srNo={srNo} {...handlers} />
        </div>
      )}
    </div>
  );
}
