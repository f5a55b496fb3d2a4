import { clsx } from 'clsx';
import { Ban, CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import type { HotelBookingStatus, HotelRefundStatus } from '@kosh/contract/hotel-booking';
import { useBookingsT } from '../messages';
import { bookingStatusLabel, type BookingTone } from '../utils/booking-status';

export const TONE_STYLES: Record<BookingTone, { icon: LucideIcon; className: string }> = {
  waiting: {
    icon: Clock,
    className:
      'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  },
  success: { icon: CircleCheck, className: 'bg-success-soft text-success ring-success/30' },
  danger: { icon: CircleX, className: 'bg-danger-soft text-danger ring-danger/30' },
  neutral: { icon: Ban, className: 'bg-canvas text-ink-muted ring-line' },
};

/** A booking's status in words with an icon (never colour alone). */
export function BookingStatusBadge({
  status,
  refundStatus,
}: {
  status: HotelBookingStatus;
  refundStatus: HotelRefundStatus;
}) {
  const t = useBookingsT();
  const { key, tone } = bookingStatusLabel(status, refundStatus);
  const { icon: Icon, className } = TONE_STYLES[tone];
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        className,
      )}
    >
      <Icon size={14} aria-hidden="true" />
      {t(key)}
    </span>
  );
}
