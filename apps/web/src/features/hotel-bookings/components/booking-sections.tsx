import { Phone, Star } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { HOTEL_MEAL_PLANS, type HotelMealPlan } from '@kosh/contract/hotels';
import type { HotelBooking } from '@kosh/contract/hotel-booking';
import { DetailItem } from '@/components/ui/detail-item';
import { useI18n } from '@/lib/i18n/i18n';
import { useBookingsT } from '../messages';
import { isSettling } from '../utils/booking-status';
import { counted } from '../utils/counted';
import { formatMoment, formatStayDay } from '../utils/format';

/** One titled card of the booking's page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-[var(--radius-card)] bg-surface p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2 id={id} className="mb-3 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Kosh's reference, the supplier's booking id and the hotel's confirmation number. A number still
 * to come says "Not yet"; one that will never come (a failed booking, one cancelled before the
 * hotel confirmed it) is left out — a "None" there read as if the hotel had confirmed nothing.
 */
export function BookingReferences({ booking }: { booking: HotelBooking }) {
  const t = useBookingsT();
  const { language } = useI18n();
  const settling = isSettling(booking.status);
  const reference = (label: string, value: string | null) =>
    value ? (
      <DetailItem label={label}>
        <span className="font-mono">{value}</span>
      </DetailItem>
    ) : (
      settling && (
        <DetailItem label={label}>
          <span className="text-ink-muted">{t('notYet')}</span>
        </DetailItem>
      )
    );
  return (
    <Section title={t('referencesTitle')}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-3 min-[400px]:grid-cols-2">
        <DetailItem label={t('ref.kosh')}>
          <span className="font-mono text-base font-semibold">{booking.reference}</span>
        </DetailItem>
        {reference(t('ref.hotel'), booking.confirmationNumber)}
        {reference(t('ref.supplier'), booking.supplierBookingId)}
        <DetailItem label={t('bookedOn')}>
          <time dateTime={booking.createdAt}>{formatMoment(booking.createdAt, language)}</time>
        </DetailItem>
      </dl>
    </Section>
  );
}

const isMealPlan = (value: string): value is HotelMealPlan =>
  (HOTEL_MEAL_PLANS as readonly string[]).includes(value);

/** The hotel, the dates with their times, the room and who stays. */
export function BookingStay({ booking }: { booking: HotelBooking }) {
  const t = useBookingsT();
  const { language } = useI18n();
  const { hotel, leadGuest } = booking;
  const address = hotel.address.toLowerCase().includes(hotel.city.toLowerCase())
    ? hotel.address
    : `${hotel.address}, ${hotel.city}`;
  return (
    <Section title={t('stayTitle')}>
      <div className="mb-4 flex gap-3">
        {hotel.heroImage ? (
          <img
            src={hotel.heroImage}
            alt=""
            width={112}
            height={84}
            decoding="async"
            className="h-21 w-28 shrink-0 rounded-xl bg-canvas object-cover"
          />
        ) : null}
        <div className="min-w-0">
          <p className="break-words text-lg font-bold leading-snug text-ink">{hotel.name}</p>
          {hotel.stars > 0 && (
            <p className="flex items-center gap-0.5 text-accent-500">
              <span className="sr-only">{t('starsLabel', { n: hotel.stars })}</span>
              {Array.from({ length: hotel.stars }, (_, n) => (
                <Star key={n} size={14} aria-hidden="true" fill="currentColor" />
              ))}
            </p>
          )}
          <p className="mt-1 text-sm text-ink-muted">{address}</p>
          {hotel.phones.length > 0 && (
            <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm">
              <Phone size={14} aria-hidden="true" className="text-brand-700" />
              <span className="sr-only">{t('hotelPhone')}</span>
              {hotel.phones.map((phone) => (
                <a
                  key={phone}
                  href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {phone}
                </a>
              ))}
            </p>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-3 min-[400px]:grid-cols-2">
        <DetailItem label={t('checkIn')}>
          {t('fromTime', {
            day: formatStayDay(booking.checkIn, language),
            time: booking.checkInTime,
          })}
        </DetailItem>
        <DetailItem label={t('checkOut')}>
          {t('byTime', {
            day: formatStayDay(booking.checkOut, language),
            time: booking.checkOutTime,
          })}
        </DetailItem>
        <DetailItem label={t('stayLength')}>
          {[
            counted(t, 'night', booking.nights),
            counted(t, 'room', booking.rooms),
            counted(t, 'guest', booking.guests),
          ].join(' · ')}
        </DetailItem>
        <DetailItem label={t('roomLabel')}>{booking.roomName}</DetailItem>
        <DetailItem label={t('mealLabel')}>
          {isMealPlan(booking.mealPlan) ? t(`meal.${booking.mealPlan}`) : booking.mealPlan}
        </DetailItem>
        <DetailItem label={t('rateLabel')}>
          {booking.refundable ? t('refundable') : t('nonRefundable')}
        </DetailItem>
        <DetailItem label={t('leadGuest')} className="min-[400px]:col-span-2">
          {`${leadGuest.title} ${leadGuest.firstName} ${leadGuest.lastName}`}
          <span className="block text-ink-muted">
            +{leadGuest.isdCode} {leadGuest.contactNumber} · {leadGuest.email}
          </span>
        </DetailItem>
      </dl>
    </Section>
  );
}
