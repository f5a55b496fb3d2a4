import * as Tabs from '@radix-ui/react-tabs';
import { CircleCheck, CircleX, ImageOff, Star } from 'lucide-react';
import { useState } from 'react';
import type { HotelItineraryDetails } from '@kosh/contract/hotel-booking';
import { useI18n } from '@/lib/i18n/i18n';
import { HotelAddress, HotelHeroImage } from '../../components/hotel-identity';
import { StayCounts } from '../../components/stay-counts';
import { StayDates } from '../../components/stay-dates';
import { usePaymentT } from '../../payment-messages';
import { addressWithCity } from '../../utils/details-format';
import { PaymentEssentialInfo, PaymentInclusions } from './payment-stay-info';

type StaticContent = HotelItineraryDetails['staticContent'][number];

/**
 * The payment page's hotel header (docs/product-2.md §2 Payment review page): the picture, the refund badge
 * (and that no TCS applies, which is what the spec's badge keys on), check-in, check-out, nights,
 * guests, the hotel's facility tags, and the tabs Essential Info and Inclusions.
 */
export function PaymentHotelHeader({
  details,
  hotel,
}: {
  details: HotelItineraryDetails;
  hotel: StaticContent;
}) {
  const t = usePaymentT();
  const { tm } = useI18n();
  const [tab, setTab] = useState('essential');

  return (
    <section
      aria-label={t('headerLabel')}
      className="overflow-hidden rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
    >
      <div className="grid sm:grid-cols-[16rem_1fr]">
        <HotelHeroImage
          src={hotel.heroImage}
          className="aspect-[4/3] h-auto w-full bg-brand-50 object-cover sm:h-full"
          fallback={
            <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-brand-50 text-sm text-ink-muted sm:h-full">
              <ImageOff size={28} aria-hidden="true" />
              {t('noPhoto')}
            </div>
          }
        />
        <div className="space-y-3 p-4 sm:p-5">
          <div className="flex flex-wrap gap-2">
            <span
              className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold ${
                details.refundable ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'
              }`}
            >
              {details.refundable ? (
                <CircleCheck size={14} aria-hidden="true" />
              ) : (
                <CircleX size={14} aria-hidden="true" />
              )}
              {tm(details.refundable ? 'HOTEL_REFUNDABLE' : 'HOTEL_NON_REFUNDABLE')}
            </span>
            {!details.isTCSApplicable && (
              <span
                title={t('noTcsHint')}
                className="inline-flex items-center rounded-full bg-canvas px-2.5 py-1 text-xs font-semibold text-ink-muted"
              >
                {t('noTcs')}
                <span className="sr-only">: {t('noTcsHint')}</span>
              </span>
            )}
          </div>
          <div>
            <h2 className="text-xl font-bold text-ink">{hotel.name}</h2>
            {hotel.stars > 0 && (
              <p className="mt-1 flex items-center gap-0.5 text-accent-500">
                {Array.from({ length: hotel.stars }, (_, i) => (
                  <Star key={i} size={14} fill="currentColor" aria-hidden="true" />
                ))}
                <span className="sr-only">{t('starsLabel', { n: hotel.stars })}</span>
              </p>
            )}
            <HotelAddress address={addressWithCity(hotel.address, hotel.city)} />
          </div>
          <StayDates
            checkIn={details.checkIn}
            checkOut={details.checkOut}
            checkInTime={hotel.checkinInfo.time}
            checkOutTime={hotel.checkoutInfo.time}
          />
          <StayCounts nights={details.nights} guests={details.guests} />
          {hotel.facilities.length > 0 && (
            <ul aria-label={t('facilitiesLabel')} className="flex flex-wrap gap-1.5">
              {hotel.facilities.map((facility) => (
                <li
                  key={facility}
                  className="rounded-full border border-line px-2.5 py-1 text-xs font-medium text-ink"
                >
                  {facility}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <Tabs.Root value={tab} onValueChange={setTab} className="border-t border-line">
        <Tabs.List aria-label={t('tabsLabel')} className="flex gap-1 px-2 pt-2 sm:px-3">
          {(['essential', 'inclusions'] as const).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="min-h-11 rounded-t-lg border-b-2 border-transparent px-4 text-sm font-semibold text-ink-muted hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:data-[state=active]:border-brand-500"
            >
              {t(`tab.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content
          value="essential"
          className="p-4 text-sm text-ink focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/30 sm:p-5"
        >
          <PaymentEssentialInfo details={details} hotel={hotel} />
        </Tabs.Content>
        <Tabs.Content
          value="inclusions"
          className="p-4 text-sm text-ink focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/30 sm:p-5"
        >
          <PaymentInclusions details={details} hotel={hotel} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
