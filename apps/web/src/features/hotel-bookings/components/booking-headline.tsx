import { clsx } from 'clsx';
import type { RefObject } from 'react';
import type { HotelBooking } from '@kosh/contract/hotel-booking';
import { Spinner } from '@/components/ui/loading-overlay';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { useBookingsT } from '../messages';
import { bookingHeadline, isSettling } from '../utils/booking-status';
import { BookingStatusBadge, TONE_STYLES } from './booking-status-badge';

const FRAME = {
  success: 'border-success/40 bg-success-soft',
  waiting: 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40',
  danger: 'border-danger/40 bg-danger-soft',
  neutral: 'border-line bg-surface',
} as const;

/**
 * What happened to the booking, first: confirmed, waiting for the hotel, failed with the money
 * back, or cancelled — and while it is settling, that the page is asking.
 */
export function BookingHeadline({
  booking,
  headingRef,
}: {
  booking: HotelBooking;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useBookingsT();
  const { tm } = useI18n();
  const { key, tone, amount } = bookingHeadline(booking);
  const { icon: Icon } = TONE_STYLES[tone];
  const lines: string[] = [];
  switch (booking.status) {
    case 'confirmed':
      lines.push(t('sub.confirmed'));
      break;
    case 'pending':
      lines.push(t('sub.pending'));
      break;
    case 'processing':
      lines.push(t('sub.processing'));
      break;
    case 'awaiting_payment':
      lines.push(tm('HOTEL_BOOKING_AWAITING_PAYMENT'));
      break;
    case 'abandoned':
      lines.push(t('sub.abandoned'));
      break;
    case 'failed':
      if (booking.failureReason) lines.push(booking.failureReason);
      if (booking.refund.to === 'gateway') lines.push(t('sub.gatewayRefund'));
      break;
    case 'cancelled':
      if (booking.refund.penalty > 0) {
        lines.push(t('sub.cancelledPenalty', { penalty: formatRupees(booking.refund.penalty) }));
      }
      if (booking.refund.to === 'gateway' && booking.refund.amount > 0) {
        lines.push(t('sub.gatewayRefund'));
      }
      break;
  }

  return (
    <section
      aria-labelledby="booking-headline"
      className={clsx(
        'rounded-[var(--radius-card)] border p-5 shadow-[var(--shadow-card)]',
        FRAME[tone],
      )}
    >
      <div className="flex items-start gap-3">
        <Icon
          size={28}
          aria-hidden="true"
          className={clsx(
            'mt-0.5 shrink-0',
            tone === 'success' && 'text-success',
            tone === 'danger' && 'text-danger',
            tone === 'waiting' && 'text-amber-700 dark:text-amber-300',
            tone === 'neutral' && 'text-ink-muted',
          )}
        />
        <div className="min-w-0 flex-1 space-y-2">
          <h2
            id="booking-headline"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold leading-snug text-ink focus:outline-none"
          >
            {t(key, { amount: amount === null ? '' : formatRupees(amount) })}
          </h2>
          <BookingStatusBadge status={booking.status} refundStatus={booking.refund.status} />
          {lines.map((line) => (
            <p key={line} className="text-sm text-ink">
              {line}
            </p>
          ))}
          {isSettling(booking.status) && (
            <p className="flex items-center gap-2 text-sm text-ink-muted">
              <Spinner className="h-4 w-4" />
              {t('checking')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
