import { clsx } from 'clsx';
import { Pencil, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-states';
import { IconButton } from '@/components/ui/icon-button';
import { LabelledSwitch } from '@/components/ui/switch';

/** A section's heading, what it is for, how many are offered, and its Add button. */
export function BankSectionHeader({
  id,
  title,
  description,
  banks,
  noun,
  addLabel,
  addIcon: AddIcon,
  onAdd,
}: {
  id: string;
  title: string;
  description: string;
  /** The list once loaded, to count it. */
  banks: readonly { active: boolean }[] | undefined;
  /** What one and several of them are called: ['bank', 'banks']. */
  noun: [string, string];
  addLabel: string;
  addIcon: LucideIcon;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0 max-w-2xl">
        <h2 id={id} className="text-xl font-bold text-ink">
          {title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{description}</p>
        {banks && (
          <p className="mt-1 text-sm font-medium text-ink">
            {banks.length} {banks.length === 1 ? noun[0] : noun[1]},{' '}
            {banks.filter((b) => b.active).length} offered to customers
          </p>
        )}
      </div>
      <Button variant="secondary" className="min-h-11 px-4 text-sm" onClick={onAdd}>
        <AddIcon size={18} aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}

/** The Active switch with its visible label, and the Edit button, for one bank. */
export function BankRowActions({
  name,
  active,
  onToggle,
  onEdit,
  className,
}: {
  /** How the bank is named to screen readers: "Active: HDFC Bank (A/c …1236)". */
  name: string;
  active: boolean;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  className?: string;
}) {
  return (
    <div className={clsx('flex items-center gap-1', className)}>
      <LabelledSwitch
        checked={active}
        onCheckedChange={onToggle}
        label={`Active: ${name}`}
        className="pr-1"
      >
        Active
      </LabelledSwitch>
      <IconButton icon={Pencil} label={`Edit ${name}`} onClick={onEdit} />
    </div>
  );
}

export function NotOfferedBadge() {
  return (
    <span className="mt-1 inline-block rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold text-ink-muted ring-1 ring-inset ring-line">
      Not offered to customers
    </span>
  );
}

/** Nothing in a list yet: what that means for the offline form. */
export function BankListEmpty({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-[var(--radius-card)] bg-surface px-4 py-8 text-center shadow-[var(--shadow-card)]">
      <Icon size={32} aria-hidden="true" className="text-ink-muted" />
      <p className="font-semibold text-ink">{title}</p>
      <p className="max-w-md text-sm text-ink-muted">{children}</p>
    </div>
  );
}

export function BankListError({
  what,
  message,
  retrying,
  onRetry,
}: {
  what: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <LoadFailed onRetry={onRetry} retrying={retrying}>
      {what} could not be loaded. {message}
    </LoadFailed>
  );
}

export function BankListSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <div
      className="divide-y divide-line rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
      role="status"
      aria-label={label}
    >
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex items-center gap-3 p-4">
          <div className="flex-1 space-y-2">
            <div className="h-4 w-40 max-w-full animate-pulse rounded bg-brand-100" />
            <div className="h-3 w-56 max-w-full animate-pulse rounded bg-brand-100" />
          </div>
          <div className="h-7 w-12 animate-pulse rounded-full bg-brand-100" />
        </div>
      ))}
    </div>
  );
}
