import { useCallback, useState } from 'react';
import { rupeesToPaise } from '@kosh/contract/common/money';
import { useSubmitKey } from '@/hooks/use-submit-key';
import { useRefreshBalance } from '@/hooks/use-wallet-balance';
import { isUnanswered, withRetries } from '@/lib/idempotency';

/** A debit waiting for the customer's Confirm: what the dialog shows and the PIN binds. */
export interface DebitToConfirm {
  amountPaise: bigint;
  /** What the authorisation names: the receiver's mobile, "own" or a beneficiary's id. */
  payee: string;
  idempotencyKey: string;
  rows: [string, string][];
}

/**
 * One debit of the wallet (a transfer, a request paid, a payout): `request` opens the confirm
 * step with its Idempotency-Key chosen, so what is confirmed is what is sent; `confirm` sends it
 * under that key (retried while the connection drops, so the server applies it once), `cancel`
 * sends nothing. The same submit again after no answer reuses the key; any answer settles it.
 */
export function useDebit<Body, Result>(
  send: (body: Body, idempotencyKey: string) => Promise<Result>,
) {
  const submitKey = useSubmitKey<Body>();
  const refreshBalance = useRefreshBalance();
  const [toConfirm, setToConfirm] = useState<(DebitToConfirm & { body: Body }) | null>(null);
  const [busy, setBusy] = useState(false);

  const request = useCallback(
    (body: Body, terms: { amount: number | string; payee: string; rows: [string, string][] }) => {
      const begun = submitKey.begin(JSON.stringify(body), () => body);
      setToConfirm({
        body: begun.payload,
        amountPaise: rupeesToPaise(terms.amount),
        payee: terms.payee,
        idempotencyKey: begun.key,
        rows: terms.rows,
      });
    },
    [submitKey],
  );

  const cancel = useCallback(() => setToConfirm(null), []);

  /** Sends the confirmed debit: its result, or throws what refused it. */
  const confirm = useCallback(async (): Promise<Result | undefined> => {
    if (!toConfirm) return undefined;
    setToConfirm(null);
    setBusy(true);
    try {
      const result = await withRetries(
        (key) => send(toConfirm.body, key),
        toConfirm.idempotencyKey,
      );
      submitKey.settle();
      return result;
    } catch (error) {
      if (!isUnanswered(error)) submitKey.settle();
      throw error;
    } finally {
      setBusy(false);
      void refreshBalance();
    }
  }, [toConfirm, send, submitKey, refreshBalance]);

  return { request, toConfirm, cancel, confirm, busy };
}
