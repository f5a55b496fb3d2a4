import { MessageSquareWarning, SearchCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RechargeLogRow } from '@kosh/contract/recharge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useRechargeLookup } from '../hooks/use-recharge-lookup';
import { useHistoryT } from '../messages';
import { parseComplaint } from '../utils/entries';
import { ComplaintStatusDialog } from './complaint-status-dialog';
import { RechargeStatusIcon } from './recharge-summary';

const linkButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-3 text-base font-semibold';

/** "Back to Balance History", as a quiet link under a card. */
export function BackToHistory() {
  const t = useHistoryT();
  return (
    <Link
      to="/balancehistory"
      className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      {t('backToHistory')}
    </Link>
  );
}

/** A card saying why there is nothing to show, and the way back. */
export function NothingToShow({ message }: { message: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 py-8 text-center">
      <p role="status" className="font-semibold text-ink">
        {message}
      </p>
      <BackToHistory />
    </Card>
  );
}

/**
 * The Balance-history complaint result (docs/product-1.md §2): the recharge's success or failure icon, its
 * status, number and id, and Status and Complain.
 */
export function ComplaintResult({ orderId, known }: { orderId: string; known?: RechargeLogRow }) {
  const t = useHistoryT();
  const lookup = useRechargeLookup(orderId);
  const [viewing, setViewing] = useState(false);
  const row = lookup.data ?? known ?? null;

  if (!orderId) return <NothingToShow message={t('noOrder')} />;
  if (!row) {
    if (lookup.isPending) {
      return (
        <div
          role="status"
          aria-label={t('resultLoading')}
          className="h-72 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
        />
      );
    }
    return <NothingToShow message={lookup.isError ? t('fetchFailed') : t('notFound')} />;
  }

  return (
    <div className="space-y-4 text-center">
      <Card className="flex flex-col items-center gap-4 py-8">
        <RechargeStatusIcon status={row.status} />
        <p role="status" className="text-2xl font-bold text-ink">
          {t(`status.${row.status}`)}
        </p>
        <dl className="grid w-full grid-cols-1 gap-3 text-left min-[480px]:grid-cols-2">
          <div className="min-w-0 rounded-xl bg-canvas p-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">
              {t('rechargeNumber')}
            </dt>
            <dd className="mt-0.5 break-all font-semibold text-ink">{row.rechNo}</dd>
          </div>
          <div className="min-w-0 rounded-xl bg-canvas p-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">
              {t('rechargeId')}
            </dt>
            <dd className="mt-0.5 break-all font-mono text-sm font-semibold text-ink">{row.RId}</dd>
          </div>
        </dl>
        {(row.complain_flag === 1 || known) && (
          <p className="text-sm text-ink-muted">{t('resultSent')}</p>
        )}
        <div className="grid w-full grid-cols-2 gap-3">
          <Button className="px-3" onClick={() => setViewing(true)}>
            <SearchCheck size={18} aria-hidden="true" className="shrink-0" />
            {t('resultStatus')}
          </Button>
          <Link
            to={`/complainbalancehistory?orderId=${encodeURIComponent(row.RId)}`}
            className={`${linkButton} border border-brand-200 bg-surface text-brand-700 hover:bg-brand-50`}
          >
            <MessageSquareWarning size={18} aria-hidden="true" className="shrink-0" />
            {t('resultComplain')}
          </Link>
        </div>
      </Card>
      <BackToHistory />
      <ComplaintStatusDialog
        orderId={viewing ? row.RId : null}
        known={parseComplaint(row.complainStatus)}
        onClose={() => setViewing(false)}
      />
    </div>
  );
}
