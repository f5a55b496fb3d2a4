import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Inbox } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Card } from '@/components/ui/card';
import { defaultDateRange, toWireDate } from '@/lib/dates';
import { RetryAlert } from '@/components/ui/retry-alert';
import { rechargeLogsQueryOptions } from '../api/get-recharge-logs';
import { useHistoryT } from '../messages';
import { isRecharge } from '../utils/entries';
import { RechargeSummary } from './recharge-summary';

/**
 * The customer's successful recharges of the last month (docs/product-1.md §4: complaints are on those
 * only), to choose the one a complaint is about — or whose complaint to read.
 */
export function RechargePicker({
  purpose,
  onPick,
}: {
  purpose: 'complain' | 'status';
  onPick: (orderId: string) => void;
}) {
  const t = useHistoryT();
  const [range] = useState(defaultDateRange);
  const query = useMemo(
    () => ({ fromdate: toWireDate(range.from), todate: toWireDate(range.to) }),
    [range],
  );
  const logs = useQuery({
    ...rechargeLogsQueryOptions(query),
    select: (result) => result.data.filter((row) => isRecharge(row) && row.status === 'Success'),
  });

  return (
    <section aria-labelledby="recharge-picker-heading" className="space-y-3">
      <div>
        <h2 id="recharge-picker-heading" className="text-lg font-bold text-ink">
          {t('pickHeading')}
        </h2>
        <p className="text-sm text-ink-muted">
          {purpose === 'complain' ? t('pickComplain') : t('pickStatus')}
        </p>
      </div>
      {logs.isPending ? (
        <div role="status" aria-label={t('pickLoading')} className="space-y-3">
          {[0, 1].map((n) => (
            <div
              key={n}
              className="h-20 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
            />
          ))}
        </div>
      ) : logs.isError ? (
        <Card className="text-center">
          <RetryAlert
            onRetry={() => void logs.refetch()}
            retrying={logs.isFetching}
            retryLabel={t('retry')}
          >
            {t('fetchFailed')}
          </RetryAlert>
        </Card>
      ) : logs.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-8 text-center">
          <Inbox size={32} aria-hidden="true" className="text-ink-muted" />
          <p className="font-semibold text-ink">{t('pickEmpty')}</p>
        </Card>
      ) : (
        <ul className="space-y-3">
          {logs.data.map((row) => (
            <li key={row.RId}>
              <button
                type="button"
                onClick={() => onPick(row.RId)}
                className="flex w-full items-center justify-between gap-3 rounded-[var(--radius-card)] bg-surface p-4 text-left shadow-[var(--shadow-card)] hover:bg-brand-50"
              >
                <RechargeSummary row={row} />
                <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700">
                  {row.complain_flag === 1 && (
                    <span className="hidden min-[400px]:inline">{t('complaintRaised')}</span>
                  )}
                  <ChevronRight size={20} aria-hidden="true" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
