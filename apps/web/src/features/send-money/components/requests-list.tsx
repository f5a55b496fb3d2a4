import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatInr, rupeesToPaise } from '@kosh/contract/common/money';
import type { MoneyRequest, WalletTransfer } from '@kosh/contract/transfers';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadFailed } from '@/components/ui/load-states';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { ApiError } from '@/lib/api-client';
import { useI18n, type Said } from '@/lib/i18n/i18n';
import {
  declineMoneyRequest,
  payMoneyRequest,
  TRANSFERS_KEY,
  useMoneyRequests,
} from '../api/transfers';
import { useDebit } from '../hooks/use-debit';
import { useSendMoneyT } from '../messages';
import { ConfirmDebit } from './confirm-debit';

const TONES: Record<MoneyRequest['status'], StatusTone> = {
  open: 'pending',
  paid: 'success',
  declined: 'danger',
  expired: 'danger',
};

const payRequest = (request: MoneyRequest, idempotencyKey: string) =>
  payMoneyRequest(request.id, idempotencyKey);

/**
 * Requests for money both ways: those asked of the customer (Pay, through the same confirm and
 * PIN step as a transfer, or Decline) and those they asked (their status).
 */
export function RequestsList({ onPaid }: { onPaid: (transfer: WalletTransfer) => void }) {
  const t = useSendMoneyT();
  const { tm } = useI18n();
  const queryClient = useQueryClient();
  const requests = useMoneyRequests();
  const debit = useDebit(payRequest);
  const [said, setSaid] = useState<{ error: Said } | { done: string } | null>(null);
  const [declining, setDeclining] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: TRANSFERS_KEY });
  const failed = (error: unknown) =>
    setSaid({ error: error instanceof ApiError ? error : t('sendFailed') });

  const nameOf = (request: MoneyRequest) =>
    request.counterparty.name ?? request.counterparty.mobile;

  const pay = (request: MoneyRequest) => {
    setSaid(null);
    debit.request(request, {
      amount: request.amount,
      payee: request.counterparty.mobile,
      rows: [
        [t('to'), `${nameOf(request)} (${request.counterparty.mobile})`],
        ...(request.note ? [[t('noteLabel'), request.note] as [string, string]] : []),
      ],
    });
  };

  const decline = (request: MoneyRequest) => {
    setSaid(null);
    setDeclining(request.id);
    declineMoneyRequest(request.id)
      .then(() => {
        setSaid({ done: t('declined') });
        void refresh();
      }, failed)
      .finally(() => setDeclining(null));
  };

  return (
    <section aria-labelledby="requests-title" className="space-y-3">
      <h2 id="requests-title" className="text-lg font-bold text-ink">
        {t('requestsTitle')}
      </h2>
      {said && 'error' in said && <FormAlert message={tm(said.error)} />}
      {said && 'done' in said && (
        <p role="status" className="text-sm font-semibold text-brand-800">
          {said.done}
        </p>
      )}
      {requests.isPending && (
        <p role="status" className="text-sm text-ink-muted">
          {t('requestsLoading')}
        </p>
      )}
      {requests.isError && (
        <LoadFailed onRetry={() => void requests.refetch()} retryLabel={t('tryAgain')}>
          {t('requestsFailed')}
        </LoadFailed>
      )}
      {requests.data?.length === 0 && (
        <p className="text-sm text-ink-muted">{t('requestsEmpty')}</p>
      )}
      {requests.data && requests.data.length > 0 && (
        <ul className="space-y-3">
          {requests.data.map((request) => {
            const amount = formatInr(rupeesToPaise(request.amount));
            const owed = request.direction === 'owed';
            return (
              <li key={request.id}>
                <Card className="space-y-3">
                  <div className="flex items-start justify-between gap-3">
                    <p className="font-semibold text-ink">
                      {owed
                        ? t('askedOfMe', { name: nameOf(request), amount })
                        : t('askedByMe', { name: nameOf(request), amount })}
                    </p>
                    <StatusBadge
                      tone={TONES[request.status]}
                      label={t(`requestStatus.${request.status}`)}
                    />
                  </div>
                  {request.note && <p className="text-sm text-ink-muted">{request.note}</p>}
                  {owed && request.status === 'open' && (
                    <div className="grid grid-cols-2 gap-3">
                      <Button
                        variant="secondary"
                        disabled={declining === request.id}
                        onClick={() => decline(request)}
                      >
                        {t('decline')}
                      </Button>
                      <Button disabled={debit.busy} onClick={() => pay(request)}>
                        {t('pay')}
                      </Button>
                    </div>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDebit
        debit={debit.toConfirm}
        title={t('confirmTitle')}
        onCancel={debit.cancel}
        onAuthorised={() => {
          debit.confirm().then((answer) => {
            void refresh();
            if (answer) onPaid(answer.data);
          }, failed);
        }}
      />
    </section>
  );
}
