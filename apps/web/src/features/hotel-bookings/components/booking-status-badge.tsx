import { clsx } from 'clsx';
import { Ban, type LucideIcon } from 'lucide-react';
import type { HotelBookingStatus, HotelRefundStatus } from '@kosh/contract/hotel-booking';
import { Pill, TONE_PILLS } from '@/components/ui/status-badge';
import { useBookingsT } from '../messages';
import { bookingStatusLabel, type BookingTone } from '../utils/booking-status';

export const TONE_STYLES: Record<BookingTone, { icon: LucideIcon; className: string }> = {
  waiting: TONE_PILLS.pending,
  success: TONE_PILLS.success,
  danger: TONE_PILLS.danger,
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
  const { icon, className } = TONE_STYLES[tone];
  return <Pill icon={icon} className={clsx('whitespace-nowrap', className)} label={t(key)} />;
}
