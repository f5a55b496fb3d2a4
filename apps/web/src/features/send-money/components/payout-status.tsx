import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { formatInr, rupeesToPaise } from '@kosh/contract/common/money';
import type { Payout } from '@kosh/contract/payouts';
import { Button } from '@/components/ui/button';
import { useRefreshBalance } from '@/hooks/use-wallet-balance';
import { BENEFICIARIES_KEY, usePayout } from '../api/payouts';
import { useSendMoneyT } from '../messages';
import { payoutStage } from '../utils/forms';
import { SummaryRows } from './summary-rows';

const ICONS = { waiting: Clock, processed: CircleCheck, failed: CircleX, reversed: CircleX };

/**
 * A payout's status, asked again while the bank has not answered: on its way, then sent with the
 * bank's UTR, or failed or returned with the money back in the wallet.
 */
export function PayoutStatus({ first, onDone }: { first: Payout; onDone: () => void }) {
  const t = useSendMoneyT();
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  const polled = usePayout(first.id);
  const payout = polled.data ?? first;
  const stage = payoutStage(payout.status);
  const amount = formatInr(rupeesToPaise(payout.amount));
  const Icon = ICONS[stage];

  // A failure or a reversal credits the wallet back; the limits moved when it was made.
  useEffect(() => {
    if (stage === 'waiting') return;
    void refreshBalance();
    void queryClient.invalidateQueries({ queryKey: BENEFICIARIES_KEY });
  }, [stage, refreshBalance, queryClient]);

  const said =
    stage === 'waiting'
      ? t('payout.waiting')
      : stage === 'processed'
        ? t('payout.processed')
        : t(stage === 'failed' ? 'payout.failed' : 'payout.reversed', { amount });

  return (
    <section aria-labelledby="payout-title" className="space-y-4 text-center">
      <h2 id="payout-title" className="text-xl font-bold text-ink">
        {t('payoutTitle')}
      </h2>
      <p className="text-3xl font-bold tabular-nums text-ink">{amount}</p>
      <p
        role="status"
        className={
          stage === 'processed'
            ? 'flex items-center justify-center gap-2 font-semibold text-success'
            : stage === 'waiting'
              ? 'flex items-center justify-center gap-2 font-semibold text-ink'
              : 'flex items-center justify-center gap-2 font-semibold text-danger'
        }
      >
        <Icon size={18} aria-hidden="true" className="shrink-0" />
        {said}
      </p>
      {polled.isError && stage === 'waiting' && (
        <p className="text-sm text-ink-muted">{t('statusFailed')}</p>
      )}
      <SummaryRows
        rows={[
          [t('to'), payout.beneficiary.name],
          [t('account'), `${payout.beneficiary.bankName} · ${payout.beneficiary.accountNumber}`],
          [t('mode'), payout.mode],
          ...(payout.utr ? [[t('utr'), payout.utr] as [string, string]] : []),
          ...(stage !== 'processed' && stage !== 'waiting' && payout.failureReason
            ? [[t('reason'), payout.failureReason] as [string, string]]
            : []),
        ]}
      />
      <Button block onClick={onDone}>
        {t('done')}
      </Button>
    </section>
  );
}
