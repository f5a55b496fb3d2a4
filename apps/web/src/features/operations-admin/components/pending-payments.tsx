import { clsx } from 'clsx';
import { BedDouble, CreditCard, Smartphone, type LucideIcon } from 'lucide-react';
import type { AdminOperationsResponse } from '@kosh/contract/operations';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDuration, pendingNeedsLook } from '../utils/format';

type Pending = AdminOperationsResponse['pendingPayments'][number];

const KINDS: Record<Pending['kind'], { label: string; icon: LucideIcon }> = {
  topup: { label: 'Online top-ups', icon: CreditCard },
  recharge: { label: 'Recharges and bills', icon: Smartphone },
  hotel: { label: 'Hotel bookings', icon: BedDouble },
};

const ORDER: Pending['kind'][] = ['topup', 'recharge', 'hotel'];

function PendingRow({ pending }: { pending: Pending }) {
  const { label, icon: Icon } = KINDS[pending.kind];
  const warn = pendingNeedsLook(pending);
  const headingId = `pending-${pending.kind}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={clsx(
          'flex h-full items-start gap-3 p-4',
          warn && 'bg-amber-50 dark:bg-amber-950/40',
        )}
      >
        <Icon size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-ink-muted" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-sm font-semibold text-ink">
            {label}
          </h3>
          <p className="text-sm text-ink-muted">
            {pending.count === 0
              ? 'None waiting'
              : `Oldest waiting ${formatDuration(pending.oldestSeconds)}`}
          </p>
          {warn && (
            <p className="mt-2">
              <StatusBadge tone="pending" label="Waiting long" />
            </p>
          )}
        </div>
        <p className="text-2xl font-bold leading-none tabular-nums text-ink">
          {pending.count}
          <span className="sr-only"> pending</span>
        </p>
      </article>
    </li>
  );
}

/** The payments whose money moved and whose outcome is not settled yet, by kind. */
export function PendingPayments({ items }: { items: Pending[] }) {
  const sorted = [...items].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  return (
    <ul
      aria-label="Pending payments by kind"
      className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)] sm:grid sm:grid-cols-3 sm:divide-x sm:divide-y-0"
    >
      {sorted.map((pending) => (
        <PendingRow key={pending.kind} pending={pending} />
      ))}
    </ul>
  );
}
