import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { RechargeLogRow } from '@kosh/contract/recharge';
import { Button } from '@/components/ui/button';
import { PendingNote } from '@/components/ui/pending-note';
import { rechargeStatusQueryOptions, useCheckRechargeStatus } from '@/hooks/use-recharge-status';
import { answeredMessage } from '@/hooks/use-list-search';
import { ApiError } from '@/lib/api-client';
import { RECHARGE_LOGS_QUERY_KEY } from '../api/get-recharge-logs';
import { useHistoryMessage, useHistoryT } from '../messages';
import { offersCheck } from '../utils/entries';

interface Answer {
  text: string;
  tone: 'Pending' | 'Success' | 'Failure' | 'error';
}

const TONES: Record<Answer['tone'], string> = {
  Pending: 'border-line bg-canvas text-ink',
  Success: 'border-success/30 bg-success-soft text-success',
  Failure: 'border-danger/30 bg-danger-soft text-danger',
  error: 'border-danger/30 bg-danger-soft text-danger',
};

/**
 * A pending payment's row: what happens next (the same words as the pending screen) and, once it
 * has waited 30 minutes, Check status — which asks the aggregator now. The server does that at
 * most once a minute a payment; the button says so and waits rather than pretend to ask again.
 */
export function PendingEntry({ row, srNo }: { row: RechargeLogRow; srNo: number }) {
  const t = useHistoryT();
  const serverMessage = useHistoryMessage();
  const queryClient = useQueryClient();
  const check = useCheckRechargeStatus();
  const offered = offersCheck(row);
  // Whether the server would ask now (canCheck), refreshed while the payment is pending.
  const status = useQuery({ ...rechargeStatusQueryOptions(row.RId), enabled: offered });
  const [answer, setAnswer] = useState<Answer | null>(null);

  if (row.status !== 'Pending' && !answer) return null;

  const ask = async () => {
    setAnswer(null);
    try {
      const result = await check.mutateAsync(row.RId);
      setAnswer({ text: serverMessage(result), tone: result.status });
      // The row itself (and its refund, if any) follows at once.
      await queryClient.invalidateQueries({ queryKey: RECHARGE_LOGS_QUERY_KEY });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      // A refusal (429: asked too often) in the server's words; anything else, ours.
      setAnswer({ text: serverMessage(answeredMessage(error, t('checkFailed'))), tone: 'error' });
    }
  };

  const waiting = offered && status.data?.status === 'Pending' && !status.data.canCheck;
  const hintId = `check-hint-${row.RId}`;
  return (
    <div className="space-y-2">
      {row.status === 'Pending' && <PendingNote />}
      {offered && (
        <div className="flex flex-col items-end gap-1">
          <Button
            variant="secondary"
            className="min-h-11 px-3 text-sm"
            aria-label={t('checkStatusOf', { n: srNo })}
            aria-describedby={waiting ? hintId : undefined}
            disabled={check.isPending || status.data?.canCheck === false}
            onClick={() => void ask()}
          >
            <RefreshCw
              size={16}
              aria-hidden="true"
              className={clsx(check.isPending && 'motion-safe:animate-spin')}
            />
            {check.isPending ? t('checking') : t('checkStatus')}
          </Button>
          {waiting && (
            <p id={hintId} className="text-right text-xs text-ink-muted">
              {t('checkWait')}
            </p>
          )}
        </div>
      )}
      <div role="status">
        {answer && (
          <p
            className={clsx('rounded-xl border px-3 py-2 text-sm font-medium', TONES[answer.tone])}
          >
            {answer.text}
          </p>
        )}
      </div>
    </div>
  );
}
