import type { HotelBooking } from '@kosh/contract/hotel-booking';
import { formatRupees } from '@/lib/money';
import { useBookingsT } from '../messages';
import { counted } from '../utils/counted';
import { Section } from './booking-sections';

/** The fare as it was charged: room rate, taxes, the promotion's discount, the total, the method. */
export function BookingFare({ booking }: { booking: HotelBooking }) {
  const t = useBookingsT();
  const { fare } = booking;
  const unpaid = booking.status === 'awaiting_payment' || booking.status === 'abandoned';
  const row = 'flex items-baseline justify-between gap-4 py-1.5 text-sm';
  return (
    <Section title={t('fareTitle')}>
      <dl>
        <div className={row}>
          <dt className="text-ink-muted">
            {t('fare.roomRate', {
              nights: counted(t, 'night', fare.nights),
              rooms: counted(t, 'room', fare.rooms),
            })}
          </dt>
          <dd className="tabular-nums text-ink">{formatRupees(fare.roomRate)}</dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">{t('fare.taxes')}</dt>
          <dd className="tabular-nums text-ink">{formatRupees(fare.taxes)}</dd>
        </div>
        {fare.discount > 0 && (
          <div className={row}>
            <dt className="text-ink-muted">
              {fare.promoCode
                ? t('fare.discount', { code: fare.promoCode })
                : t('fare.discountPlain')}
            </dt>
            <dd className="tabular-nums text-success">−{formatRupees(fare.discount)}</dd>
          </div>
        )}
        <div className={`${row} mt-1 border-t border-line pt-3 text-base`}>
          <dt className="font-semibold text-ink">{unpaid ? t('fare.toPay') : t('fare.paid')}</dt>
          <dd className="font-bold tabular-nums text-ink">{formatRupees(fare.total)}</dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">{t('paidWith')}</dt>
          <dd className="text-ink">{t(`method.${booking.paymentMethod}`)}</dd>
        </div>
      </dl>
    </Section>
  );
}
