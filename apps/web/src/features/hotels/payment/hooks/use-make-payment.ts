import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type {
  BookHotelRequest,
  HotelBooking,
  HotelCheckout,
  HotelPaymentMethod,
} from '@kosh/contract/hotel-booking';
import { rupeesToPaise } from '@kosh/contract/common/money';
import type { DebitTerms } from '@/hooks/use-payment-pin';
import { useSubmitKey } from '@/hooks/use-submit-key';
import { useRefreshBalance } from '@/hooks/use-wallet-balance';
import { ApiError } from '@/lib/api-client';
import { isUnanswered, withRetries } from '@/lib/idempotency';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { loadCheckout, openCheckout, paymentProof } from '@/lib/checkout/checkout';
import { sessionStore } from '@/lib/session';
import { bookHotel } from '../../api/book-hotel';
import { verifyHotelPayment } from '../../api/verify-hotel-payment';
import { usePaymentT } from '../../payment-messages';
import {
  bookFailureOf,
  bookingOutcome,
  bookingPagePath,
  rememberMethod,
  roomPagePath,
} from '../utils/payment';

export type PayStage = 'idle' | 'booking' | 'opening' | 'checkout' | 'verifying';

/** The page's one toast: each event replaces the last instead of stacking under it. */
export const PAYMENT_TOAST = 'hotel-payment';

export interface PriceChange {
  previous: string | null;
  total: string | null;
}

/**
 * MAKE PAYMENT (Kosh's call behind docs/product-2.md §4 "Payment method"): a visitor is sent to log in and
 * comes back here; a customer books under one Idempotency-Key per submit (reused while the
 * connection drops, so the stay is paid once). The wallet pays at once; any other method opens
 * the gateway's checkout for the booking, then verifies the payment. Either way the customer
 * lands on the booking. What stops it is kept for the page to show: the wallet short (Add
 * Money), a booking already under way (its link), a price change (`onPriceChanged`, after the
 * itinerary is read again), the session over (`onExpired`).
 */
export function useMakePayment(options: {
  code: string;
  traceId: string;
  onExpired: () => void;
  onPriceChanged: (change: PriceChange) => void;
  /** Reads the itinerary again (its new fare, its booking). */
  reload: () => Promise<unknown>;
}) {
  const { code, traceId, onExpired, onPriceChanged, reload } = options;
  const t = usePaymentT();
  const { t: tApp, tm } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  const submitKey = useSubmitKey<BookHotelRequest>();
  const [stage, setStage] = useState<PayStage>('idle');
  const [insufficient, setInsufficient] = useState<ApiError | null>(null);
  const [inProgress, setInProgress] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // A second press while the first is on its way does nothing (the button is disabled too).
  const running = useRef(false);

  const clearNotices = useCallback(() => {
    setInsufficient(null);
    setInProgress(false);
    setNotice(null);
  }, []);

  /** Paying is over: the booking's one toast, then its page. */
  const finish = useCallback(
    (booking: HotelBooking) => {
      void queryClient.invalidateQueries({ queryKey: ['hotels'] });
      const outcome = bookingOutcome(booking.status);
      const amount = formatRupees(
        booking.status === 'failed' || booking.status === 'cancelled'
          ? booking.refund.amount || booking.fare.total
          : booking.fare.total,
      );
      const message = outcome.code ? tm(outcome.code, { amount }) : t('processingToast');
      if (outcome.tone === 'success') toast.success(message, { id: PAYMENT_TOAST });
      else if (outcome.tone === 'error') toast.error(message, { id: PAYMENT_TOAST });
      else toast(message, { id: PAYMENT_TOAST });
      void navigate(bookingPagePath(booking.bookingId));
    },
    [navigate, queryClient, t, tm],
  );

  const payAtGateway = useCallback(
    async (booking: HotelBooking, checkout: HotelCheckout) => {
      setStage('opening');
      try {
        await loadCheckout(checkout.scriptUrl);
      } catch {
        setNotice(t('checkoutFailed'));
        return;
      }
      setStage('checkout');
      let outcome;
      try {
        outcome = await openCheckout(
          {
            key: checkout.key,
            amount: checkout.amount,
            currency: checkout.currency,
            name: checkout.name,
            description: checkout.description,
            orderId: checkout.orderId,
            prefill: checkout.prefill,
          },
          // The gateway keeps its page open for another try: its words, in the one toast.
          (reason) => toast.error(t('paymentFailed'), { description: reason, id: PAYMENT_TOAST }),
        );
      } catch {
        setNotice(t('checkoutFailed'));
        return;
      }
      if (outcome.kind === 'dismissed') {
        // Said where it stays, beside MAKE PAYMENT, instead of in a toast that goes.
        toast.dismiss(PAYMENT_TOAST);
        setNotice(
          outcome.lastFailure
            ? `${t('paymentFailed')}: ${outcome.lastFailure}. ${t('dismissed')}`
            : t('dismissed'),
        );
        return;
      }
      setStage('verifying');
      const paid = outcome.payment;
      try {
        const verified = await withRetries((key) =>
          verifyHotelPayment(booking.bookingId, paymentProof(paid), key),
        );
        finish(verified.data);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return;
        // The gateway took the money; its webhook or the reconcile job books the stay if this
        // answer was lost. The booking's page follows it.
        void queryClient.invalidateQueries({ queryKey: ['hotels'] });
        toast(tm('HOTEL_PAYMENT_NOT_CAPTURED'), { id: PAYMENT_TOAST });
        void navigate(bookingPagePath(booking.bookingId));
      }
    },
    [finish, navigate, queryClient, t, tm],
  );

  // A wallet payment waits for the PIN's authorisation (the confirm step) before it is sent.
  const [pinAsk, setPinAsk] = useState<
    (DebitTerms & { method: HotelPaymentMethod; expectedTotal: number }) | null
  >(null);

  const pay = useCallback(
    async (method: HotelPaymentMethod, expectedTotal: number, authorised = false) => {
      if (running.current) return;
      if (!sessionStore.get()) {
        // Public page, guarded call: log in, then come back here with the itinerary kept.
        rememberMethod(code, method);
        toast(tm('HOTEL_LOGIN_TO_PAY'), { id: PAYMENT_TOAST });
        void navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
        return;
      }
      const { key, payload } = submitKey.begin(
        JSON.stringify([code, traceId, method, expectedTotal]),
        () => ({ traceId, paymentMethod: method, expectedTotal }),
      );
      if (method === 'WALLET' && !authorised) {
        clearNotices();
        setPinAsk({
          amountPaise: rupeesToPaise(expectedTotal),
          payee: code,
          idempotencyKey: key,
          method,
          expectedTotal,
        });
        return;
      }
      running.current = true;
      clearNotices();
      toast.dismiss(PAYMENT_TOAST);
      setStage('booking');
      try {
        let answer;
        try {
          answer = await withRetries((k) => bookHotel(code, payload, k), key);
          submitKey.settle();
        } catch (error) {
          if (!isUnanswered(error)) submitKey.settle();
          const failure = bookFailureOf(error);
          switch (failure.kind) {
            case 'signed-out':
              return;
            case 'expired':
              onExpired();
              return;
            case 'price-changed':
              await reload();
              onPriceChanged({ previous: failure.previous, total: failure.total });
              return;
            case 'insufficient':
              setInsufficient(failure.error);
              return;
            case 'in-progress':
              await reload();
              setInProgress(true);
              return;
            case 'travellers-missing':
              toast.error(tm(failure.error), {
                id: PAYMENT_TOAST,
                action: {
                  label: t('addTravellers'),
                  onClick: () => void navigate(roomPagePath(code)),
                },
              });
              return;
            case 'error':
              toast.error(tApp('common.error'), {
                description:
                  failure.error instanceof ApiError
                    ? tm(failure.error)
                    : tm('HOTEL_BOOKING_FAILED'),
                id: PAYMENT_TOAST,
              });
              return;
          }
        }
        const { booking, checkout } = answer.data;
        if (booking.status === 'awaiting_payment' && checkout) {
          await payAtGateway(booking, checkout);
        } else {
          finish(booking);
        }
      } finally {
        running.current = false;
        setStage('idle');
        if (method === 'WALLET') void refreshBalance();
      }
    },
    [
      clearNotices,
      code,
      finish,
      location.pathname,
      location.search,
      navigate,
      onExpired,
      onPriceChanged,
      payAtGateway,
      refreshBalance,
      reload,
      submitKey,
      t,
      tApp,
      tm,
      traceId,
    ],
  );

  const pin = {
    ask: pinAsk,
    cancel: () => setPinAsk(null),
    authorised: () => {
      if (!pinAsk) return;
      setPinAsk(null);
      void pay(pinAsk.method, pinAsk.expectedTotal, true);
    },
  };

  return {
    stage,
    busy: stage !== 'idle',
    pay,
    insufficient,
    inProgress,
    notice,
    clearNotices,
    pin,
  };
}
