import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paiseToRupees, rupeesToPaise } from '@kosh/contract/common/money';
import type { CreateOrderRequest, CreateOrderResponse } from '@kosh/contract/wallet';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { sessionStore } from '@/lib/session';
import { createOrder } from '../api/create-order';
import { BALANCE_QUERY_KEY } from '../api/get-balance';
import { updatePayment } from '../api/update-payment';
import { verifyPayment } from '../api/verify-payment';
import { useWalletMessage, useWalletT } from '../messages';
import { isUnanswered, withRetries } from '@/lib/idempotency';
import type { OnlineTopUp } from '../utils/online-top-up-schema';
import { KYC_PATH, liftedByKyc } from '../utils/kyc-limit';
import { loadCheckout, openCheckout, paymentProof } from '@/lib/checkout/checkout';
import { useSubmitKey } from '@/hooks/use-submit-key';
import type { AddMoneyReturn } from '@/lib/add-money-link';

export type TopUpStage = 'idle' | 'creating' | 'opening' | 'checkout' | 'verifying' | 'updating';

/**
 * A top-up has one toast, updated in place from step to step (Payment Successful → verified →
 * Wallet updated, docs/product-1.md §8) or turned into its failure, never three stacked over the header.
 */
const TOAST_ID = 'online-top-up';

/**
 * The online top-up (docs/product-1.md §7): create the order, open the gateway's checkout, verify the
 * payment, update the wallet — with the spec's toasts at each step (§8). The balance is refreshed
 * whatever happens after a payment: the server credits once, by whichever path reaches it first.
 */
export function useOnlineTopUp({ back }: { back?: AddMoneyReturn | null } = {}) {
  const t = useWalletT();
  const { t: tApp } = useI18n();
  const serverMessage = useWalletMessage();
  const queryClient = useQueryClient();
  const orderKey = useSubmitKey<CreateOrderRequest>();
  const [stage, setStage] = useState<TopUpStage>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  /** The last payment reached the wallet: a booking that sent the customer here can go on. */
  const [credited, setCredited] = useState(false);

  const fail = useCallback(
    (message: string) => toast.error(tApp('common.error'), { description: message, id: TOAST_ID }),
    [tApp],
  );
  const navigate = useNavigate();

  /** Step 1. Resolves to the order, or null when it could not be made (a toast says why). */
  const createOrderFor = useCallback(
    async (values: OnlineTopUp): Promise<CreateOrderResponse | null> => {
      setFailure(null);
      setCredited(false);
      setStage('creating');
      const amount = paiseToRupees(rupeesToPaise(values.amount));
      // The receipt is the product name and a timestamp (docs/product-1.md §9), fixed for retries.
      const { key, payload } = orderKey.begin(amount, () => ({
        amount,
        currency: 'INR',
        receipt: `Kosh-${Date.now()}`,
      }));
      try {
        const order = await withRetries((k) => createOrder(payload, k), key);
        orderKey.settle();
        return order;
      } catch (error) {
        if (!isUnanswered(error)) orderKey.settle();
        if (error instanceof ApiError && error.status === 401) return null;
        // A refusal the customer can act on (a wallet limit) is worth more than the generic line.
        const refusal =
          error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status;
        if (liftedByKyc(error)) {
          // "…or complete your KYC": the toast takes the customer there.
          toast.error(tApp('common.error'), {
            description: serverMessage(error as ApiError),
            id: TOAST_ID,
            action: { label: t('completeKyc'), onClick: () => navigate(KYC_PATH) },
          });
        } else {
          fail(refusal ? serverMessage(error as ApiError) : t('orderFailed'));
        }
        return null;
      } finally {
        setStage('idle');
      }
    },
    [orderKey, fail, serverMessage, t, tApp, navigate],
  );

  /** Steps 2–4: the checkout, then verify and update once it is paid. */
  const pay = useCallback(
    async (order: CreateOrderResponse, customer: OnlineTopUp) => {
      setStage('opening');
      try {
        await loadCheckout(order.checkout.scriptUrl);
      } catch {
        setStage('idle');
        fail(t('checkoutFailed'));
        return;
      }
      setStage('checkout');
      let outcome;
      try {
        outcome = await openCheckout(
          {
            key: order.checkout.key,
            amount: order.data.amount,
            currency: order.data.currency,
            name: 'Kosh',
            description: 'Wallet top-up',
            orderId: order.data.id,
            prefill: { name: customer.name, email: customer.email, contact: customer.phone },
          },
          (reason) => {
            // The gateway's message is the toast; it keeps the checkout open for another try.
            const message = serverMessage(reason);
            const title = t('paymentFailed');
            toast.error(title, {
              description: message.toLowerCase().startsWith(title.toLowerCase())
                ? undefined
                : message,
              id: TOAST_ID,
            });
          },
        );
      } catch {
        setStage('idle');
        fail(t('checkoutFailed'));
        return;
      }
      if (outcome.kind === 'dismissed') {
        // Closing the checkout changes nothing, and says so; after a failed attempt, say so where
        // it stays (the page's alert, instead of the toast of the attempt).
        setStage('idle');
        if (outcome.lastFailure) {
          toast.dismiss(TOAST_ID);
          setFailure(serverMessage(outcome.lastFailure));
        } else {
          // Closed before paying: a calm word that nothing happened, rather than silence.
          toast.info(t('checkoutClosed'), { id: TOAST_ID });
        }
        return;
      }

      const paid = outcome.payment;
      const paymentId = {
        description: t('paymentId', { id: paid.paymentId }),
        id: TOAST_ID,
      };
      toast.success(t('paymentSuccessful'), paymentId);
      try {
        setStage('verifying');
        try {
          await withRetries((key) => verifyPayment(paymentProof(paid), key));
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return;
          fail(
            error instanceof ApiError && error.code === 'PAYMENT_VERIFY_FAILED'
              ? t('verifyFailed')
              : t('verifyError'),
          );
          return;
        }
        toast.success(t('paymentVerified'), paymentId);

        const userId = sessionStore.get()?.userId;
        if (!userId) {
          fail(t('userIdMissing'));
          return;
        }
        setStage('updating');
        try {
          const updated = await withRetries((key) =>
            updatePayment(
              {
                userId,
                amount: paiseToRupees(BigInt(order.data.amount)),
                ...paymentProof(paid),
                payment_type: 'online',
                payment_status: 'success',
                sender_bank: '',
                receiver_bank: '',
                transaction_id: paid.paymentId,
                user_bank: '',
              },
              key,
            ),
          );
          setCredited(true);
          // Back to the booking or payment that sent the customer here, else to the receipt.
          const receipt = `/receipt/${encodeURIComponent(updated.data.receiptId)}`;
          toast.success(t('walletUpdated'), {
            ...paymentId,
            action: back
              ? {
                  label: t(back.to === 'booking' ? 'backToBooking' : 'backToPayment'),
                  onClick: () => navigate(back.path),
                }
              : { label: t('viewReceipt'), onClick: () => navigate(receipt) },
          });
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return;
          fail(error instanceof ApiError ? serverMessage(error) : t('verifyError'));
        }
      } finally {
        setStage('idle');
        await queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      }
    },
    [fail, t, serverMessage, queryClient, back, navigate],
  );

  return {
    stage,
    busy: stage !== 'idle',
    failure,
    credited,
    /** Leaving for the booking: the top-up's toast has said its piece. */
    dismissToast: () => toast.dismiss(TOAST_ID),
    clearFailure: () => setFailure(null),
    createOrderFor,
    pay,
  };
}
