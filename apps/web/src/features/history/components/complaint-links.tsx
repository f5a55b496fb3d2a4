import type { RechargeLogRow } from '@kosh/contract/recharge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { useRechargeLookup } from '../hooks/use-recharge-lookup';
import { useHistoryT } from '../messages';
import { parseComplaint } from '../utils/entries';
import { BackToHistory } from './complaint-result';
import { ComplaintForm } from './complaint-form';
import { ComplaintStatusView } from './complaint-status-view';
import { RechargePicker } from './recharge-picker';
import { RechargeSummary } from './recharge-summary';

function ChooseAnother({ onPick }: { onPick: (orderId: string) => void }) {
  const t = useHistoryT();
  return (
    <div className="flex flex-col items-center gap-1">
      <Button variant="ghost" className="min-h-11 px-3 text-sm" onClick={() => onPick('')}>
        {t('chooseAnother')}
      </Button>
      <BackToHistory />
    </div>
  );
}

function Notice({ message }: { message: string }) {
  return (
    <p
      role="status"
      className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-ink"
    >
      {message}
    </p>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="h-40 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
    />
  );
}

/**
 * /complainbalancehistory?orderId=: the complaint form for one of the customer's recharges; the
 * status instead once a complaint is raised (docs/product-1.md §4). Without an id, the recharges to pick.
 */
export function ComplaintBox({
  orderId,
  onPick,
  onSubmitted,
}: {
  orderId: string;
  onPick: (orderId: string) => void;
  onSubmitted: (row: RechargeLogRow) => void;
}) {
  const t = useHistoryT();
  const lookup = useRechargeLookup(orderId);
  if (!orderId) return <RechargePicker purpose="complain" onPick={onPick} />;
  if (lookup.isPending) return <Loading label={t('resultLoading')} />;
  const row = lookup.data;
  if (!row) {
    return (
      <div className="space-y-4">
        <Notice message={lookup.isError ? t('fetchFailed') : t('notFound')} />
        <ChooseAnother onPick={onPick} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Card className="space-y-5">
        <RechargeSummary row={row} />
        {row.complain_flag === 1 ? (
          <>
            <Notice message={t('alreadyRaised')} />
            <ComplaintStatusView orderId={row.RId} known={parseComplaint(row.complainStatus)} />
          </>
        ) : row.status !== 'Success' ? (
          <Notice message={t('notComplainable')} />
        ) : (
          <ComplaintForm orderId={row.RId} onSubmitted={() => onSubmitted(row)} />
        )}
      </Card>
      <ChooseAnother onPick={onPick} />
    </div>
  );
}

/**
 * /complainstatusbalancehistory?orderId=: the complaint on one recharge and its answer. Without an
 * id, the recharges to pick.
 */
export function ComplaintStatusFinder({
  orderId,
  onPick,
}: {
  orderId: string;
  onPick: (orderId: string) => void;
}) {
  const t = useHistoryT();
  if (!orderId) return <RechargePicker purpose="status" onPick={onPick} />;
  return (
    <div className="space-y-4">
      <Card>
        <ComplaintStatusView
          orderId={orderId}
          whenNone={
            <LinkButton
              to={`/complainbalancehistory?orderId=${encodeURIComponent(orderId)}`}
              className="mt-2 px-5"
            >
              {t('raiseComplaint')}
            </LinkButton>
          }
        />
      </Card>
      <ChooseAnother onPick={onPick} />
    </div>
  );
}
