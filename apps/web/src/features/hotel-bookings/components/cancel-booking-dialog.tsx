import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { HotelBooking, HotelCancellationQuote } from '@kosh/contract/hotel-booking';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/loading-overlay';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { newIdempotencyKey } from '@/lib/idempotency';
import { formatRupees } from '@/lib/money';
import { useCancelBooking } from '../api/cancel-booking';
import { bookingQueryKey } from '../api/get-booking';
import { cancellationQuoteQueryKey, useCancellationQuote } from '../api/get-cancellation-quote';
import { useBookingsT } from '../messages';
import { formatMoment, formatStayDay } from '../utils/format';

/**
 * Cancel booking: the dialog asks the server what cancelling now refunds and what the hotel
 * keeps, and only "Yes, cancel" sends it — with that refund as `expectedRefund`, under one
 * Idempotency-Key per quote. A refund that moved meanwhile (409 HOTEL_REFUND_CHANGED) brings the
 * new quote to confirm again; a booking past cancelling (422) says so; nothing else toasts but
 * the success.
 */
export function CancelBookingDialog({
  booking,
  open,
  onOpenChange,
  onCancelled,
}: {
  booking: HotelBooking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the booking is cancelled, after the dialog closes: the page moves focus. */
  onCancelled: () => void;
}) {
  const t = useBookingsT();
  const { tm, language } = useI18n();
  const queryClient = useQueryClient();
  const quote = useCancellationQuote(booking.bookingId, open);
  const cancel = useCancelBooking(booking.bookingId);
  const [problem, setProblem] = useState<{ text: string; closed: boolean } | null>(null);
  // One key per quote agreed to: a retry of the same quote reuses it, a new quote gets a new one.
  const attempt = useRef<{ asOf: string; key: string } | null>(null);
  const cancelled = useRef(false);

  const keyFor = (shown: HotelCancellationQuote) => {
    if (attempt.current?.asOf !== shown.asOf) {
      attempt.current = { asOf: shown.asOf, key: newIdempotencyKey() };
    }
    return attempt.current.key;
  };

  const confirm = async (shown: HotelCancellationQuote) => {
    setProblem(null);
    try {
      const response = await cancel.mutateAsync({
        expectedRefund: shown.refund,
        idempotencyKey: keyFor(shown),
      });
      attempt.current = null;
      cancelled.current = true;
      onOpenChange(false);
      toast.success(
        tm('HOTEL_BOOKING_CANCELLED', { amount: formatRupees(response.data.refund.amount) }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.code === 'HOTEL_REFUND_CHANGED') {
        // The window moved on: the new quote is shown, to be agreed to again.
        setProblem({ text: tm(error), closed: false });
        await quote.refetch();
        return;
      }
      if (error instanceof ApiError && error.code === 'HOTEL_NOT_CANCELLABLE') {
        setProblem({ text: tm(error), closed: true });
        void queryClient.invalidateQueries({ queryKey: bookingQueryKey(booking.bookingId) });
        return;
      }
      setProblem({
        text: error instanceof ApiError ? tm(error) : t('cancel.failed'),
        closed: false,
      });
    }
  };

  const onChange = (next: boolean) => {
    if (cancel.isPending) return;
    if (!next) {
      setProblem(null);
      queryClient.removeQueries({ queryKey: cancellationQuoteQueryKey(booking.bookingId) });
    }
    onOpenChange(next);
  };

  const dates = `${formatStayDay(booking.checkIn, language)} – ${formatStayDay(booking.checkOut, language)}`;
  const shown = quote.data;
  const closedByQuote =
    quote.error instanceof ApiError && quote.error.code === 'HOTEL_NOT_CANCELLABLE';

  return (
    <Modal
      open={open}
      onOpenChange={onChange}
      title={t('cancel.title')}
      description={t('cancel.intro', {
        hotel: booking.hotel.name,
        dates,
        reference: booking.reference,
      })}
      sheetOnPhone
      onCloseAutoFocus={(event) => {
        if (!cancelled.current) return;
        // The Cancel button is gone: the page's headline says what happened.
        cancelled.current = false;
        event.preventDefault();
        onCancelled();
      }}
    >
      <div className="space-y-4" aria-busy={quote.isFetching}>
        {shown && !closedByQuote ? (
          <Quote quote={shown} />
        ) : quote.isError ? (
          <div role="alert" className="rounded-xl bg-danger-soft p-3 text-sm text-danger">
            <p className="font-semibold">
              {closedByQuote ? tm(quote.error) : t('cancel.quoteFailed')}
            </p>
            {!closedByQuote && <p className="mt-1">{tm(quote.error)}</p>}
          </div>
        ) : (
          <p role="status" className="flex items-center gap-3 text-ink">
            <Spinner />
            {t('cancel.quoteLoading')}
          </p>
        )}
        {problem && (
          <p
            role="alert"
            className="rounded-xl bg-danger-soft p-3 text-sm font-semibold text-danger"
          >
            {problem.text}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onChange(false)} disabled={cancel.isPending}>
            {t('cancel.keep')}
          </Button>
          {shown && !closedByQuote && !problem?.closed && (
            <Button
              variant="danger"
              onClick={() => void confirm(shown)}
              disabled={cancel.isPending || quote.isFetching}
            >
              {cancel.isPending ? t('cancel.cancelling') : t('cancel.confirm')}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}

function Quote({ quote }: { quote: HotelCancellationQuote }) {
  const t = useBookingsT();
  const { language } = useI18n();
  const refund = formatRupees(quote.refund);
  return (
    <div className="space-y-2 rounded-xl border border-line bg-canvas p-4 text-ink">
      <p className="text-base font-semibold">
        {quote.refund > 0
          ? t(quote.to === 'wallet' ? 'cancel.refundWallet' : 'cancel.refundGateway', { refund })
          : t('cancel.noRefund')}
      </p>
      <p className="text-sm">
        {quote.penalty > 0
          ? t('cancel.charge', { charge: formatRupees(quote.penalty) })
          : t('cancel.noCharge')}
      </p>
      <p className="text-xs text-ink-muted">
        {t('cancel.asOf', { time: formatMoment(quote.asOf, language) })}
      </p>
    </div>
  );
}
