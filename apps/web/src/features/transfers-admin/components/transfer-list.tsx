import type { AdminWalletTransfer } from '@kosh/contract/transfers-admin';
import { DetailItem } from '@/components/ui/detail-item';
import { EmptyState } from '@/components/ui/load-states';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime, formatRupees } from '../utils/format';
import { Party } from './party';

export function EmptyTransfers() {
  return (
    <EmptyState title="No transfers match">
      Wallet-to-wallet transfers appear here, newest first.
    </EmptyState>
  );
}

/** Wallet-to-wallet transfers as cards: one column on a phone, two side by side when wide. */
export function TransferList({
  items,
  caption,
}: {
  items: AdminWalletTransfer[];
  caption: string;
}) {
  return (
    <ol aria-label={caption} className="grid grid-cols-1 gap-3 xl:grid-cols-2">
      {items.map((t) => (
        <li key={t.id}>
          <article
            aria-labelledby={`transfer-${t.id}`}
            className="h-full rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
          >
            <header className="flex flex-wrap items-start justify-between gap-2">
              <h2 id={`transfer-${t.id}`} className="text-xl font-bold tabular-nums text-ink">
                {formatRupees(t.amount)}
                <span className="sr-only">, reference {t.reference}</span>
              </h2>
              {t.paidRequest && <StatusBadge tone="success" label="Paid a request" />}
            </header>
            <dl className="mt-3 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
              <DetailItem label="From">
                <Party party={t.sender} />
              </DetailItem>
              <DetailItem label="To">
                <Party party={t.receiver} />
              </DetailItem>
              <DetailItem label="Reference">
                <span className="font-mono text-sm">{t.reference}</span>
              </DetailItem>
              <DetailItem label="Sent">
                <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
              </DetailItem>
              {t.note && (
                <DetailItem label="Note" className="min-[400px]:col-span-2">
                  {t.note}
                </DetailItem>
              )}
            </dl>
          </article>
        </li>
      ))}
    </ol>
  );
}
