import { CalendarDays, ChevronRight, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { HotelBooking } from '@kosh/contract/hotel-booking';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { useBookingsT } from '../messages';
import { counted } from '../utils/counted';
import { formatStayDay } from '../utils/format';
import { BookingStatusBadge } from './booking-status-badge';

/**
 * One booking of the list: hotel, dates, nights, guests, status, amount and reference. The
 * hotel's name is the link to the booking's page; the whole card answers a tap on it.
 */
export function BookingCard({ booking }: { booking: HotelBooking }) {
  const t = useBookingsT();
  const { language } = useI18n();
  const nameId = useId();
  const dates = t('dates', {
    checkIn: formatStayDay(booking.checkIn, language),
    checkOut: formatStayDay(booking.checkOut, language),
  });

  return (
    <article
      aria-labelledby={nameId}
      className="relative flex gap-3 rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)] focus-within:ring-4 focus-within:ring-brand-500/30 hover:bg-brand-50/40 sm:gap-4 sm:p-5"
    >
      {booking.hotel.heroImage ? (
        <img
          src={booking.hotel.heroImage}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="hidden h-24 w-24 shrink-0 rounded-xl bg-canvas object-cover min-[400px]:block"
        />
      ) : null}
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={nameId} className="min-w-0 break-words text-base font-bold leading-snug text-ink">
            <Link
              to={`/my-bookings/${booking.bookingId}`}
              aria-label={t('openBooking', {
                reference: booking.reference,
                hotel: booking.hotel.name,
              })}
              className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus:outline-none"
            >
              {booking.hotel.name}
            </Link>
          </h2>
          <BookingStatusBadge status={booking.status} refundStatus={booking.refund.status} />
        </div>
        <p className="text-sm text-ink-muted">{booking.hotel.city}</p>
        <p className="flex items-start gap-1.5 text-sm text-ink">
          <CalendarDays size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
          <span>
            {dates} · {counted(t, 'night', booking.nights)}
          </span>
        </p>
        <p className="flex items-start gap-1.5 text-sm text-ink">
          <Users size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
          <span>
            {counted(t, 'room', booking.rooms)} · {counted(t, 'guest', booking.guests)}
          </span>
        </p>
        <div className="flex flex-wrap items-end justify-between gap-2 border-t border-line/70 pt-2">
          <span className="font-mono text-xs text-ink-muted">
            {t('reference', { reference: booking.reference })}
          </span>
          <span className="flex items-center gap-1 text-lg font-bold tabular-nums text-ink">
            {formatRupees(booking.fare.total)}
            <ChevronRight size={18} aria-hidden="true" className="text-ink-muted" />
          </span>
        </div>
      </div>
    </article>
  );
}
