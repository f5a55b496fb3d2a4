import { BedDouble, CircleCheck, CircleX, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { HotelStaySummary } from '@kosh/contract/hotel-booking';
import { Card } from '@/components/ui/card';
import { HotelHeroImage, HotelStars } from '../../components/hotel-identity';
import { StayCounts } from '../../components/stay-counts';
import { StayDates } from '../../components/stay-dates';
import { useRoomT } from '../../room-messages';
import { addressWithCity } from '../../utils/details-format';

/**
 * The hotel summary (docs/product-2.md §2 Room and guest page): the hero image, the hotel's name, stars and
 * address, check-in and check-out with the hotel's times, nights and guests, and whether the rate
 * is refundable; `children` (the info tabs) under it.
 */
export function RoomSummary({
  hotel,
  refundable,
  children,
}: {
  hotel: HotelStaySummary;
  /** A refundable rate whose free window is still open. */
  refundable: boolean;
  children?: ReactNode;
}) {
  const t = useRoomT();
  const place = addressWithCity(hotel.address, hotel.city);

  return (
    <Card flush role="region" aria-label={t('summaryLabel')} className="overflow-hidden">
      <HotelHeroImage
        src={hotel.heroImage}
        className="aspect-[16/9] h-auto w-full bg-brand-50 object-cover"
        fallback={
          <div className="flex aspect-[16/9] w-full flex-col items-center justify-center gap-2 bg-brand-50 text-brand-700 dark:bg-canvas">
            <BedDouble size={40} aria-hidden="true" />
            <span className="text-sm">{t('noPhoto')}</span>
          </div>
        }
      />
      <div className="space-y-4 p-5 sm:p-6">
        <div className="space-y-1">
          <h2 className="text-xl font-bold text-ink">{hotel.name}</h2>
          {hotel.stars > 0 && (
            <HotelStars
              stars={hotel.stars}
              label={t('starsLabel', { n: hotel.stars })}
              className="flex gap-0.5"
            />
          )}
          {place && (
            <p className="flex items-start gap-1.5 text-sm text-ink-muted">
              <MapPin size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
              {place}
            </p>
          )}
        </div>
        <StayDates
          checkIn={hotel.checkIn}
          checkOut={hotel.checkOut}
          checkInTime={hotel.checkInTime}
          checkOutTime={hotel.checkOutTime}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StayCounts nights={hotel.nights} rooms={hotel.rooms} guests={hotel.guests} />
          <p
            data-testid="refund-label"
            className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold ${
              refundable ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'
            }`}
          >
            {refundable ? (
              <CircleCheck size={16} aria-hidden="true" />
            ) : (
              <CircleX size={16} aria-hidden="true" />
            )}
            {refundable ? t('refundable') : t('nonRefundable')}
          </p>
        </div>
        {children}
      </div>
    </Card>
  );
}
