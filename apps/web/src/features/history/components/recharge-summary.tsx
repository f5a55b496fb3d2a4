import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type { RechargeLogRow, RechargeStatus } from '@kosh/contract/recharge';
import { formatDateTime } from '@/lib/dates';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { useHistoryT } from '../messages';

const ICONS = {
  Success: { icon: CircleCheck, className: 'bg-success-soft text-success' },
  Failure: { icon: CircleX, className: 'bg-danger-soft text-danger' },
  Pending: {
    icon: Clock,
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  },
} as const;

/** A round success / failure / pending icon for a recharge's status. */
export function RechargeStatusIcon({
  status,
  size = 'lg',
}: {
  status: RechargeStatus;
  size?: 'lg' | 'sm';
}) {
  const { icon: Icon, className } = ICONS[status];
  return (
    <span
      className={`flex shrink-0 items-center justify-center rounded-full ${className} ${size === 'lg' ? 'h-20 w-20' : 'h-11 w-11'}`}
    >
      <Icon size={size === 'lg' ? 44 : 22} aria-hidden="true" />
    </span>
  );
}

/** One recharge in a line or two: how much, to which number, through whom, when. */
export function RechargeSummary({ row }: { row: RechargeLogRow }) {
  const t = useHistoryT();
  const { language } = useI18n();
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  return (
    <div className="flex items-center gap-3">
      <RechargeStatusIcon status={row.status} size="sm" />
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {t('pickRecharge', { amount: formatRupees(row.amount), number: row.rechNo })}
        </p>
        <p className="text-sm text-ink-muted">
          {row.operator} · <time dateTime={row.doe}>{formatDateTime(row.doe, locale)}</time>
        </p>
        <p className="font-mono text-xs text-ink-muted">{row.RId}</p>
      </div>
    </div>
  );
}
