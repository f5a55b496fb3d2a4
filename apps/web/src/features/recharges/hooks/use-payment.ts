import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import type { RechargeResultResponse } from '@kosh/contract/recharge';
import { useSubmitKey } from '@/hooks/use-submit-key';
import { useRefreshBalance } from '@/hooks/use-wallet-balance';
import { useI18n } from '@/lib/i18n/i18n';
import { isUnanswered, withRetries } from '@/lib/idempotency';
import { useRechargeMessage } from '../messages';
import { outcomeOfError, type PaymentOutcome, type PaymentResult } from '../utils/payment-outcome';

export type { PaymentOutcome, PaymentResult };

/**
 * One wallet payment (a recharge or a bill): one Idempotency-Key per submit, reused while the
 * connection drops so the server pays once; then the outcome — success goes on with `onSuccess`,
 * pending is kept to show, a failure or any error is toasted titled Error (spec/01 §8), and an
 * insufficient balance is kept to offer Add Money. The balance is refreshed after every attempt.
 */
export function usePayment<Payload>(options: {
  send: (payload: Payload, idempotencyKey: string) => Promise<RechargeResultResponse>;
  onSuccess: (result: PaymentResult) => void;
}) {
  const { send, onSuccess } = options;
  const { t } = useI18n();
  const message = useRechargeMessage();
  const refreshBalance = useRefreshBalance();
  const submitKey = useSubmitKey<Payload>();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PaymentResult | null>(null);
  const [insufficient, setInsufficient] = useState<string | null>(null);

  const pay = useCallback(
    async (payload: Payload): Promise<PaymentOutcome> => {
      setBusy(true);
      setInsufficient(null);
      const attempt = submitKey.begin(JSON.stringify(payload), () => payload);
      try {
        const response = await withRetries((key) => send(attempt.payload, key), attempt.key);
        submitKey.settle();
        const result = { ...response.data, message: response.message };
        if (response.data.status === 'Pending') {
          setPending(result);
          return { kind: 'pending', result };
        }
        onSuccess(result);
        return { kind: 'success', result };
      } catch (error) {
        if (!isUnanswered(error)) submitKey.settle();
        const outcome = outcomeOfError(error);
        if (outcome.kind === 'insufficient') setInsufficient(outcome.message);
        if (outcome.kind !== 'signed-out') {
          toast.error(t('common.error'), { description: message(outcome.message) });
        }
        return outcome;
      } finally {
        setBusy(false);
        void refreshBalance();
      }
    },
    [send, onSuccess, submitKey, refreshBalance, t, message],
  );

  const clear = useCallback(() => {
    setPending(null);
    setInsufficient(null);
  }, []);

  return { pay, busy, pending, insufficient, clear };
}
