import { clsx } from 'clsx';
import { CircleCheck, CircleDashed, CircleX, Clock, ShieldCheck } from 'lucide-react';
import type { KycStatus } from '@kosh/contract/kyc';
import { statusKey, useKycAdminT } from '../messages';

/** Waiting for review is amber (it needs the desk), approved green, rejected red, none grey. */
const LOOKS: Record<KycStatus, { icon: typeof Clock; className: string }> = {
  '0': { icon: CircleDashed, className: 'bg-canvas text-ink-muted ring-line' },
  '1': { icon: CircleCheck, className: 'bg-success-soft text-success ring-success/30' },
  '2': {
    icon: Clock,
    className:
      'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  },
  '3': { icon: CircleX, className: 'bg-danger-soft text-danger ring-danger/30' },
};

const pill =
  'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset';

/** A section's status as a pill; `label` is what it says (the status alone by default). */
export function KycStatusBadge({ status, label }: { status: KycStatus; label?: string }) {
  const t = useKycAdminT();
  const { icon: Icon, className } = LOOKS[status];
  return (
    <span className={clsx(pill, className)}>
      <Icon size={14} aria-hidden="true" />
      {label ?? t(statusKey(status))}
    </span>
  );
}

/** The wallet's KYC level: full (what the desk's approvals lead to) or minimum. */
export function KycLevelBadge({ level }: { level: 'min' | 'full' }) {
  const t = useKycAdminT();
  return (
    <span
      className={clsx(
        pill,
        level === 'full'
          ? 'bg-success-soft text-success ring-success/30'
          : 'bg-brand-50 text-brand-700 ring-brand-200',
      )}
    >
      <ShieldCheck size={14} aria-hidden="true" />
      {t(level === 'full' ? 'level.full' : 'level.min')}
    </span>
  );
}
