import { clsx } from 'clsx';
import type { AdminHotelBooking } from '@kosh/contract/hotel-booking';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { useAdminBookingsT } from '../admin-messages';
import { useBookingsT } from '../messages';
import { counted } from '../utils/counted';
import { formatStayDay } from '../utils/format';

// The back office's booking list, cell by cell: the same pieces in the table and in the cards.

const none = '—';

/** A labelled id; long ones (a gateway's) break anywhere rather than widen the table. */
export function Id({ label, value }: { label: string; value: string | null }) {
  return (
    <span className="block text-xs">
      <span className="text-ink-muted">{label} </span>
      <span className="break-all font-mono text-ink">{value ?? none}</span>
    </span>
  );
}

export function Customer({ booking }: { booking: AdminHotelBooking }) {
  return (
    <>
      <span className="block font-semibold text-ink">{booking.customer.name}</span>
      <a
        href={`tel:+91${booking.customer.mobile}`}
        className="inline-flex min-h-6 items-center font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {booking.customer.mobile}
      </a>
      <span className="block text-xs text-ink-muted">{booking.customer.userId}</span>
    </>
  );
}

export function Stay({ booking }: { booking: AdminHotelBooking }) {
  const t = useAdminBookingsT();
  const c = useBookingsT();
  const { language } = useI18n();
  return (
    <>
      <span className="block font-semibold text-ink">{booking.hotel.name}</span>
      <span className="block text-xs text-ink-muted">{booking.hotel.city}</span>
      <span className="block text-xs text-ink">
        {t('stayDates', {
          checkIn: formatStayDay(booking.checkIn, language),
          checkOut: formatStayDay(booking.checkOut, language),
        })}
      </span>
      <span className="block text-xs text-ink-muted">
        {[
          counted(c, 'night', booking.nights),
          counted(c, 'room', booking.rooms),
          counted(c, 'guest', booking.guests),
        ].join(' · ')}
      </span>
    </>
  );
}

export function Amount({ booking }: { booking: AdminHotelBooking }) {
  const c = useBookingsT();
  return (
    <>
      <span className="block whitespace-nowrap font-semibold tabular-nums text-ink">
        {formatRupees(booking.fare.total)}
      </span>
      <span className="block text-xs text-ink-muted">{c(`method.${booking.payment.method}`)}</span>
      {booking.fare.promoCode && (
        <span className="block font-mono text-xs text-ink-muted">{booking.fare.promoCode}</span>
      )}
    </>
  );
}

/** Where the refund stands: owed, sent or none; how much, where to; the gateway's ids; the error. */
export function Refund({ booking }: { booking: AdminHotelBooking }) {
  const t = useAdminBookingsT();
  const { refund } = booking;
  return (
    <div className="space-y-0.5 text-xs">
      <span
        className={clsx(
          'block font-semibold',
          refund.status === 'due' ? 'text-danger' : 'text-ink',
        )}
      >
        {t(`refund.${refund.status}`)}
        {refund.status !== 'none' && (
          <>
            {' '}
            {formatRupees(refund.amount)} {t('refundTo', { to: t(`to.${refund.to}`) })}
          </>
        )}
      </span>
      {refund.penalty > 0 && (
        <span className="block text-ink-muted">
          {t('penalty', { amount: formatRupees(refund.penalty) })}
        </span>
      )}
      {booking.payment.gatewayRefundIds.length > 0 && (
        <span className="block font-mono text-ink">
          {booking.payment.gatewayRefundIds.join(', ')}
        </span>
      )}
      {booking.refundError && (
        <span className="block text-danger">
          {t('refundError', { error: booking.refundError })}
        </span>
      )}
    </div>
  );
}

/** The supplier's booking id and the hotel's confirmation number. */
export function SupplierIds({ booking }: { booking: AdminHotelBooking }) {
  const t = useAdminBookingsT();
  return (
    <>
      <Id label={t('supplierId')} value={booking.supplierBookingId} />
      <Id label={t('confirmation')} value={booking.confirmationNumber} />
    </>
  );
}

/** The gateway's order and payment ids. */
export function GatewayIds({ booking }: { booking: AdminHotelBooking }) {
  const t = useAdminBookingsT();
  return (
    <>
      <Id label={t('order')} value={booking.payment.gatewayOrderId} />
      <Id label={t('payment')} value={booking.payment.gatewayPaymentId} />
    </>
  );
}
