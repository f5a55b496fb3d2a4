import { useCallback, useRef, useState } from 'react';
import { rupeesToPaise } from '@kosh/contract/common/money';
import type { RechargeResultResponse } from '@kosh/contract/recharge';
import { useSubmitKey } from '@/hooks/use-submit-key';
import { useRefreshBalance } from '@/hooks/use-wallet-balance';
import { isUnanswered, withRetries } from '@/lib/idempotency';
import type { Said } from '@/lib/i18n/i18n';
import { sessionStore } from '@/lib/session';
import {
  outcomeOfError,
  paymentResultOf,
  type PaymentOutcome,
  type PaymentResult,
} from '../utils/payment-outcome';
import { pendingStore } from '../utils/pending-store';
import type { ErrorToast } from './use-error-toast';

export type { PaymentOutcome, PaymentResult };

/** Whom a payment goes to, as the confirmation shows it: the operator or biller, and the number. */
export interface Payee {
  name: string;
  number: string;
}

/** A payment waiting for the customer's Confirm. */
export interface PaymentToConfirm {
  amountPaise: bigint;
  payee: Payee;
  /** What the PIN's authorisation binds: the biller's id, or the operator's or biller's code. */
  payeeCode: string;
  idempotencyKey: string;
  /** The pay screen's address filled in with this payment (lib/repeat-link.ts), if it has one. */
  back: string | null;
}

/** A payment the wallet could not cover: its message, and what Add Money needs to come back. */
export interface Shortfall {
  message: Said;
  amountPaise: bigint;
  back: string | null;
}

/**
 * One wallet payment (a recharge or a bill). `request` opens the confirmation (amount, payee,
 * balance after) with the submit's Idempotency-Key already chosen; only `confirm` sends it —
 * under that key, reused while the connection drops and by a retry of the same submit, so the
 * server pays once — and `cancel` sends nothing. Then the outcome: success goes on with
 * `onSuccess`, pending is kept to show, an insufficient balance is kept to offer Add Money (its
 * one message), any other failure goes to the form's error toast (docs/product-1.md §8); `onOutcome` hears
 * every outcome. The balance is refreshed after every attempt. A pending payment is kept for its
 * `screen` (utils/pending-store.ts): coming back to the screen shows its panel again.
 */
export function usePayment<
  Payload extends {
    amount: number | string;
    opcode?: string;
    operator?: string;
    /** A catalogue biller's payment: the server binds its authorisation to this id. */
    billerId?: string;
  },
>(options: {
  /** Which pay screen this is (dth, fastag, mobile, bill-gas…): where its pending payment is kept. */
  screen: string;
  send: (payload: Payload, idempotencyKey: string) => Promise<RechargeResultResponse>;
  onSuccess: (result: PaymentResult) => void;
  onOutcome?: (outcome: PaymentOutcome) => void;
  errorToast: ErrorToast;
}) {
  const { screen, send, onSuccess, onOutcome, errorToast } = options;
  const refreshBalance = useRefreshBalance();
  const submitKey = useSubmitKey<Payload>();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PaymentResult | null>(() =>
    pendingStore.read(screen, sessionStore.get()?.userId),
  );
  const [insufficient, setInsufficient] = useState<Shortfall | null>(null);
  const [toConfirm, setToConfirm] = useState<PaymentToConfirm | null>(null);
  /** The last payment the operator failed (its money back): its order, for the receipt. */
  const [failed, setFailed] = useState<{ orderId: string } | null>(null);
  const attempt = useRef<{ key: string; payload: Payload; back: string | null } | null>(null);

  const request = useCallback(
    (payload: Payload, payee: Payee, back: string | null = null) => {
      errorToast.dismiss();
      // Chosen now, so what is confirmed is what is sent; the same submit again (its answer
      // never came) gets the same key and payload back.
      const begun = submitKey.begin(JSON.stringify(payload), () => payload);
      attempt.current = { ...begun, back };
      const chosen = begun.payload;
      setToConfirm({
        amountPaise: rupeesToPaise(chosen.amount),
        payee,
        payeeCode: chosen.billerId ?? chosen.opcode ?? chosen.operator ?? '',
        idempotencyKey: begun.key,
        back,
      });
    },
    [submitKey, errorToast],
  );

  const cancel = useCallback(() => setToConfirm(null), []);

  const confirm = useCallback(async (): Promise<void> => {
    const chosen = attempt.current;
    if (!chosen) return;
    setToConfirm(null);
    setBusy(true);
    setInsufficient(null);
    setFailed(null);
    let outcome: PaymentOutcome;
    try {
      const response = await withRetries((key) => send(chosen.payload, key), chosen.key);
      submitKey.settle();
      const result = paymentResultOf(response);
      if (response.data.status === 'Pending') {
        setPending(result);
        pendingStore.write(screen, sessionStore.get()?.userId, result);
        outcome = { kind: 'pending', result };
      } else {
        outcome = { kind: 'success', result };
        onSuccess(result);
      }
    } catch (error) {
      if (!isUnanswered(error)) submitKey.settle();
      outcome = outcomeOfError(error);
      if (outcome.kind === 'insufficient') {
        setInsufficient({
          message: outcome.message,
          amountPaise: rupeesToPaise(chosen.payload.amount),
          back: chosen.back,
        });
      } else if (outcome.kind !== 'signed-out') {
        errorToast.show(outcome.message);
        if (outcome.kind === 'failed' && outcome.orderId) setFailed({ orderId: outcome.orderId });
      }
    } finally {
      setBusy(false);
      void refreshBalance();
    }
    onOutcome?.(outcome);
  }, [screen, send, onSuccess, onOutcome, submitKey, refreshBalance, errorToast]);

  const clear = useCallback(() => {
    pendingStore.forget(screen);
    setPending(null);
    setInsufficient(null);
    setFailed(null);
  }, [screen]);

  /** The panel saw it settle: shown now, not brought back next time. */
  const settled = useCallback(() => pendingStore.forget(screen), [screen]);

  return {
    request,
    toConfirm,
    confirm,
    cancel,
    busy,
    pending,
    settled,
    insufficient,
    failed,
    clear,
  };
}

/** What the confirmation needs of a payment. */
export interface PaymentConfirmation {
  toConfirm: PaymentToConfirm | null;
  confirm: () => Promise<void>;
  cancel: () => void;
}
