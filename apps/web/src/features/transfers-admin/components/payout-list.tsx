import { clsx } from 'clsx';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminPayout } from '@kosh/contract/transfers-admin';
import { DetailItem } from '@/components/ui/detail-item';
import { EmptyState } from '@/components/ui/load-states';
import { formatAge, formatDateTime, formatRupees } from '../utils/format';
import { Party } from './party';
import { PayoutStatusBadge } from './payout-status';

export function EmptyPayouts() {
  return (
    <EmptyState title="No payouts match">
      Payouts to bank accounts appear here, newest first.
    </EmptyState>
  );
}

/** "Stuck for 42 min": in words and an icon, never colour alone. */
export function StuckNote({ payout }: { payout: AdminPayout }) {
  if (!payout.stuck) return null;
  return (
    <p className="mt-2 flex items-center gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm font-semibold text-danger">
      <AlertTriangle size={18} aria-hidden="true" />
      Stuck: waiting {formatAge(payout.ageMinutes)} for the bank’s answer
    </p>
  );
}

/** The bank account a payout went to: masked, with its IFSC, bank and holder. */
export function BeneficiaryLine({ payout }: { payout: AdminPayout }) {
  const b = payout.beneficiary;
  return (
    <span className="block">
      <span className="block font-mono">{b.accountNumber}</span>
      <span className="block text-ink-muted">
        {b.ifsc} · {b.bankName}
      </span>
      <span className="block">
        {b.holderName} ({b.own ? 'own account' : 'added beneficiary'})
      </span>
    </span>
  );
}

/** Payouts as cards; a stuck one has a red edge and says how long it has waited. */
export function PayoutList({ items, caption }: { items: AdminPayout[]; caption: string }) {
  return (
    <ol aria-label={caption} className="grid grid-cols-1 gap-3 xl:grid-cols-2">
      {items.map((p) => (
        <li key={p.id}>
          <article
            aria-labelledby={`payout-${p.id}`}
            className={clsx(
              'h-full rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]',
              p.stuck && 'border-l-4 border-danger',
            )}
          >
            <header className="flex flex-wrap items-start justify-between gap-2">
              <h2 id={`payout-${p.id}`} className="text-xl font-bold tabular-nums text-ink">
                {formatRupees(p.amount)} <span className="text-sm font-semibold">{p.mode}</span>
                <span className="sr-only">
                  {' '}
                  to {p.beneficiary.holderName}, {p.stuck ? 'stuck' : p.status}
                </span>
              </h2>
              <PayoutStatusBadge status={p.status} />
            </header>
            <StuckNote payout={p} />
            <dl className="mt-3 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
              <DetailItem label="Customer">
                <Party party={p.customer} />
              </DetailItem>
              <DetailItem label="Bank account">
                <BeneficiaryLine payout={p} />
              </DetailItem>
              <DetailItem label="Made">
                <time dateTime={p.createdAt}>{formatDateTime(p.createdAt)}</time>
              </DetailItem>
              <DetailItem label="UTR">
                <span className="font-mono">{p.utr ?? '—'}</span>
              </DetailItem>
              {p.failureReason && (
                <DetailItem label="Why" className="min-[400px]:col-span-2">
                  {p.failureReason}
                </DetailItem>
              )}
            </dl>
            <Link
              to={`/admin/payouts/${p.id}`}
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Provider history
              <span className="sr-only">
                {' '}
                of {p.customer.name}’s {formatRupees(p.amount)} payout
              </span>
            </Link>
          </article>
        </li>
      ))}
    </ol>
  );
}
