import {
  HOTEL_DEFAULT_RATINGS_COUNT,
  hotelGuests,
  hotelRatingLabel,
  type HotelItinerary,
} from '@kosh/contract/hotels';
import { Card } from '@/components/ui/card';
import { useI18n } from '@/lib/i18n/i18n';
import { StayCounts } from '../../components/stay-counts';
import { StayDates } from '../../components/stay-dates';
import { useDetailsT } from '../../details-messages';

/**
 * The booking summary box (docs/product-2.md §2): check-in and check-out ("Sun, 05 Jan'25") with the
 * hotel's times, nights, rooms and guests, and the rating box when the hotel has a rating.
 */
export function DetailsBookingSummary({ itinerary }: { itinerary: HotelItinerary }) {
  const t = useDetailsT();
  const { tm } = useI18n();
  const rooms = itinerary.occupancies.length;
  const guests = hotelGuests(itinerary.occupancies);
  const { rating } = itinerary;

  return (
    <Card className="space-y-4" aria-label={t('summaryLabel')} role="region">
      <StayDates
        checkIn={itinerary.checkIn}
        checkOut={itinerary.checkOut}
        checkInTime={itinerary.checkInTime}
        checkOutTime={itinerary.checkOutTime}
      />
      <StayCounts nights={itinerary.nights} rooms={rooms} guests={guests} />
      {typeof rating === 'number' && (
        <div className="flex items-center gap-3 border-t border-line pt-4">
          <p className="flex h-12 min-w-12 items-center justify-center rounded-xl bg-brand-700 px-2 text-lg font-bold text-white dark:bg-brand-200">
            <span aria-hidden="true">{rating.toFixed(1)}</span>
            <span className="sr-only">
              {t('ratingLabel')}: {t('ratingScore', { score: rating.toFixed(1) })}
            </span>
          </p>
          <div>
            <p className="font-bold tracking-wide text-ink">{tm(hotelRatingLabel(rating))}</p>
            <p className="text-sm text-ink-muted">
              {t('ratingsCount', {
                n: (itinerary.totalReviews || HOTEL_DEFAULT_RATINGS_COUNT).toLocaleString('en-IN'),
              })}
            </p>
          </div>
        </div>
      )}
    </Card>
  );
}
