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

function PendingCard({ pending }: { pending: Pending }) {
  const { label, icon: Icon } = KINDS[pending.kind];
  const warn = pendingNeedsLook(pending);
  const headingId = `pending-${pending.kind}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={clsx(
          'flex h-full flex-col gap-2 rounded-[var(--radius-card)] p-4 shadow-[var(--shadow-card)]',
          warn
            ? 'bg-amber-50 ring-2 ring-inset ring-amber-300 dark:bg-amber-950 dark:ring-amber-800'
            : 'bg-surface',
        )}
      >
        <header className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink">
            <Icon size={18} aria-hidden="true" className="shrink-0 text-ink-muted" />
            {label}
          </h3>
          {warn && <StatusBadge tone="pending" label="Waiting long" />}
        </header>
        <p className="text-2xl font-bold tabular-nums text-ink">
          {pending.count}
          <span className="sr-only"> pending</span>
        </p>
        <p className="text-sm text-ink-muted">
          {pending.count === 0
            ? 'None waiting'
            : `Oldest waiting ${formatDuration(pending.oldestSeconds)}`}
        </p>
      </article>
    </li>
  );
}

/** The payments whose money moved and whose outcome is not settled yet, by kind. */
export function PendingPayments({ items }: { items: Pending[] }) {
  const sorted = [...items].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label="Pending payments by kind">
      {sorted.map((pending) => (
        <PendingCard key={pending.kind} pending={pending} />
      ))}
    </ul>
  );
}
