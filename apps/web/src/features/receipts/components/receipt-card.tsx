import { clsx } from 'clsx';
import { RotateCcw } from 'lucide-react';
import { formatInr } from '@kosh/contract/common/money';
import type { Receipt } from '@kosh/contract/receipts';
import { RECEIPT_WORDS } from '@kosh/contract/receipt-words';
import { lineValue, supportLine } from '@kosh/contract/receipt-wording';
import { Card } from '@/components/ui/card';
import { Pill, StatusBadge } from '@/components/ui/status-badge';
import { useI18n } from '@/lib/i18n/i18n';
import { CopyButton } from './copy-button';

function Row({ label, value, copy }: { label: string; value: string; copy?: boolean }) {
  return (
    <div className="border-b border-line py-2 last:border-b-0">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="mt-0.5 flex min-h-6 items-center justify-between gap-3 text-sm text-ink">
        <span className={clsx('min-w-0 break-words', copy && 'font-mono')}>{value}</span>
        {copy && <CopyButton value={value} what={label} />}
      </dd>
    </div>
  );
}

/** A receipt as the page shows it: the stamp, the amount, the references and the kind's lines. */
export function ReceiptCard({ receipt }: { receipt: Receipt }) {
  const { language } = useI18n();
  const words = RECEIPT_WORDS[language];
  const service = words[`service.${receipt.title.service}`];
  const about = [receipt.title.name, receipt.title.subject].filter(Boolean).join(' · ');
  const status = words[`status.${receipt.status}`];
  return (
    <Card className="print:shadow-none" aria-labelledby="receipt-title">
      <div className="flex items-start justify-between gap-3">
        <h2 id="receipt-title" className="text-lg font-bold text-ink">
          {words[receipt.kind]}
        </h2>
        {receipt.status === 'refunded' ? (
          <Pill
            icon={RotateCcw}
            label={status}
            className="bg-brand-50 text-brand-700 ring-brand-200"
          />
        ) : (
          <StatusBadge tone={receipt.status === 'success' ? 'success' : 'danger'} label={status} />
        )}
      </div>
      <p className="mt-4 text-3xl font-bold tabular-nums text-ink">
        <span className="sr-only">{words.amount}: </span>
        {formatInr(BigInt(receipt.amountPaise))}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{about ? `${service} · ${about}` : service}</p>

      <dl className="mt-4">
        <Row label={words.when} value={`${receipt.occurredAtIst} ${words.ist}`} />
        <Row label={words.orderId} value={receipt.orderId} copy />
        {receipt.providerReference && (
          <Row
            label={words[`ref.${receipt.providerReference.kind}`]}
            value={receipt.providerReference.value}
            copy
          />
        )}
        {receipt.method && (
          <Row
            label={words.paidBy}
            value={`${words[`method.${receipt.method}`]}${receipt.methodDetail ? ` (${receipt.methodDetail})` : ''}`}
          />
        )}
        <Row label={words.mobile} value={receipt.customerMobile} />
        {receipt.lines.map((line) => (
          <Row
            key={line.label}
            label={words[`line.${line.label}`]}
            value={lineValue(language, line)}
          />
        ))}
      </dl>

      <div className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-ink">
        <p className="font-semibold">{words.support}</p>
        <p className="mt-1">
          {/* The PDF prints this same sentence (receipt-wording.ts): the hours cannot differ. */}
          {supportLine(language, receipt)}
        </p>
      </div>
    </Card>
  );
}
