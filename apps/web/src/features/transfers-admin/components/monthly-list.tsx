import { clsx } from 'clsx';
import { AlertTriangle, Lock } from 'lucide-react';
import type { AdminMonthlyRow } from '@kosh/contract/transfers-admin';
import { EmptyState } from '@/components/ui/load-states';
import { formatRupees } from '../utils/format';
import { HoldControl } from './hold-control';
import { Party } from './party';

export function EmptyMonthly() {
  return (
    <EmptyState title="Nobody sent money that month">
      Customers who sent anything appear here, the most of their limit used first.
    </EmptyState>
  );
}

/** One limit's use: the rupees, the share, and a bar (the words carry it; the bar only shows it). */
function LimitUse({ label, use }: { label: string; use: AdminMonthlyRow['preRegistered'] }) {
  const near = use.usedPercent >= 90;
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium uppercase tracking-wide text-ink-muted">{label}</p>
      <p
        className={clsx('mt-0.5 text-sm tabular-nums', near ? 'font-bold text-danger' : 'text-ink')}
      >
        {formatRupees(use.sent)} of {formatRupees(use.max)} ({use.usedPercent} %)
      </p>
      <div className="mt-1 h-2 rounded-full bg-canvas" aria-hidden="true">
        <div
          className={clsx('h-2 rounded-full', near ? 'bg-danger' : 'bg-brand-600')}
          style={{ width: `${Math.min(100, use.usedPercent)}%` }}
        />
      </div>
    </div>
  );
}

/** Each sender's month against both limits, with the hold control on their card. */
export function MonthlyList({ items, caption }: { items: AdminMonthlyRow[]; caption: string }) {
  return (
    <ol aria-label={caption} className="grid grid-cols-1 gap-3 xl:grid-cols-2">
      {items.map((r) => (
        <li key={r.customer.userId}>
          <article
            aria-labelledby={`sender-${r.customer.userId}`}
            className={clsx(
              'h-full space-y-3 rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]',
              r.nearLimit && 'border-l-4 border-danger',
            )}
          >
            <header className="flex flex-wrap items-start justify-between gap-2">
              <h2 id={`sender-${r.customer.userId}`} className="sr-only">
                {r.customer.name}
              </h2>
              <Party party={r.customer} />
              <div className="flex flex-wrap gap-2">
                {r.nearLimit && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-danger-soft px-2.5 py-1 text-xs font-semibold text-danger">
                    <AlertTriangle size={14} aria-hidden="true" />
                    90 % or more used
                  </span>
                )}
                {r.onHold && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
                    <Lock size={14} aria-hidden="true" />
                    Sending on hold
                  </span>
                )}
              </div>
            </header>
            <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
              <LimitUse label="Pre-registered beneficiaries" use={r.preRegistered} />
              <LimitUse label="Wallets and other accounts" use={r.other} />
            </div>
            <p className="text-xs text-ink-muted">
              KYC: {r.kycLevel === 'full' ? 'full' : 'minimum (cannot send)'}
            </p>
            <HoldControl customer={r.customer} onHold={r.onHold} />
          </article>
        </li>
      ))}
    </ol>
  );
}
