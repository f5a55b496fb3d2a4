import { Award, Coffee, ShieldCheck, Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { HOTEL_CARD_FACILITIES, hotelRatingLabel, type HotelResult } from '@kosh/contract/hotels';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { counted, useSearchT } from '../../search-messages';
import { setContextHotel } from '../../utils/booking-session';

/** The address and the city, once: a supplier's address often ends with its city already. */
const addressWithCity = ({ address, city }: Pick<HotelResult, 'address' | 'city'>) =>
  address.toLowerCase().includes(city.toLowerCase()) ? address : `${address}, ${city}`;

/** The small picture every hotel has: 480×360 (4:3), so its box is reserved before it arrives. */
const IMAGE = { width: 480, height: 360 } as const;

/**
 * One hotel of the results (docs/product-2.md §2 Result card): picture, Choice badge, name, stars, address
 * and city, rating badge and reviews, the first five facilities, the price of the whole stay, and
 * View Details, which remembers the hotel in the booking context and opens its page.
 */
export function SearchResultCard({
  hotel,
  nights,
  rooms,
  eager = false,
}: {
  hotel: HotelResult;
  nights: number;
  rooms: number;
  /** The first card's picture is on the first screen: it loads at once, not lazily. */
  eager?: boolean;
}) {
  const t = useSearchT();
  const nameId = useId();
  const reviews = hotel.reviews[0]?.count ?? 0;
  const stay = counted(t, 'nights', nights);

  return (
    <article
      aria-labelledby={nameId}
      className="overflow-hidden rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)] md:flex"
    >
      <div className="relative md:w-64 md:shrink-0 lg:w-72">
        <img
          src={hotel.imageUrl}
          alt=""
          width={IMAGE.width}
          height={IMAGE.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="aspect-[4/3] h-auto w-full bg-canvas object-cover md:h-full"
        />
        {hotel.tripTalesChoice && (
          <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-accent-500 px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-black">
            <Award size={14} aria-hidden="true" />
            {t('choice')}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 md:flex-row">
        <div className="min-w-0 flex-1 space-y-2">
          <div>
            <h3 id={nameId} className="break-words text-lg font-bold leading-snug text-ink">
              {hotel.name}
            </h3>
            <Stars count={hotel.stars} label={t('stars', { n: hotel.stars })} />
            <p className="mt-1 text-sm text-ink-muted">{addressWithCity(hotel)}</p>
          </div>
          <RatingLine rating={hotel.rating} reviews={reviews} />
          {hotel.facilityWithGroups.length > 0 && (
            <ul aria-label={t('facilities')} className="flex flex-wrap gap-1.5">
              {hotel.facilityWithGroups.slice(0, HOTEL_CARD_FACILITIES).map((facility) => (
                <li
                  key={facility.name}
                  className="rounded-full border border-line px-2.5 py-0.5 text-xs text-ink"
                >
                  {facility.name}
                </li>
              ))}
            </ul>
          )}
          {(hotel.freeCancellation || hotel.breakfastIncluded) && (
            <ul className="space-y-0.5 text-sm font-medium text-success">
              {hotel.freeCancellation && (
                <li className="flex items-center gap-1.5">
                  <ShieldCheck size={16} aria-hidden="true" />
                  {t('freeCancellation')}
                </li>
              )}
              {hotel.breakfastIncluded && (
                <li className="flex items-center gap-1.5">
                  <Coffee size={16} aria-hidden="true" />
                  {t('breakfastIncluded')}
                </li>
              )}
            </ul>
          )}
        </div>
        <div className="flex items-end justify-between gap-3 border-t border-line/70 pt-3 md:w-44 md:shrink-0 md:flex-col md:justify-end md:border-l md:border-t-0 md:pl-4 md:pt-0 md:text-right">
          <p>
            <span className="sr-only">{t('price')}: </span>
            <span className="block text-xl font-bold text-ink">
              {formatRupees(hotel.finalRate)}
            </span>
            <span className="block text-xs text-ink-muted">
              {rooms > 1
                ? t('priceForRooms', { nights: stay, rooms: counted(t, 'rooms', rooms) })
                : t('priceFor', { nights: stay })}
            </span>
          </p>
          <Link
            to={`/hotel/${encodeURIComponent(hotel.id)}`}
            onClick={() => setContextHotel(hotel.id)}
            className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('viewDetails')}
            <span className="sr-only"> {t('viewDetailsOf', { name: hotel.name })}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

function Stars({ count, label }: { count: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="mt-1 flex gap-0.5 text-accent-500">
      {Array.from({ length: count }, (_, i) => (
        <Star key={i} size={14} aria-hidden="true" fill="currentColor" strokeWidth={0} />
      ))}
    </span>
  );
}

/** The spec's rating badge: the score and its word (EXCELLENT, VERY GOOD, GOOD, AVERAGE). */
function RatingLine({ rating, reviews }: { rating: HotelResult['rating']; reviews: number }) {
  const t = useSearchT();
  const { tm } = useI18n();
  if (rating === 'N/A') {
    return <p className="text-sm font-medium text-ink-muted">{t('noRating')}</p>;
  }
  const score = rating.toFixed(1);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="rounded-md bg-brand-600 px-1.5 py-0.5 font-bold text-white">
        <span aria-hidden="true">{score}</span>
        <span className="sr-only">{t('score', { score })}</span>
      </span>
      <span className="font-bold text-ink">{tm(hotelRatingLabel(rating))}</span>
      <span className="text-ink-muted">({counted(t, 'reviews', reviews)})</span>
    </p>
  );
}
