import { hi } from 'date-fns/locale/hi';
import { Check, CircleCheck, CircleX, Clock, Utensils } from 'lucide-react';
import { HOTEL_MEAL_PLANS, type HotelMealPlan } from '@kosh/contract/hotels';
import type { HotelItineraryDetails } from '@kosh/contract/hotel-booking';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { usePaymentT } from '../../payment-messages';
import { formatIstMoment } from '../../utils/details-format';
import { cancellationWindows, policyText } from '../utils/payment';
import { TickList } from '../../components/tick-list';

type StaticContent = HotelItineraryDetails['staticContent'][number];

const isMealPlan = (plan: string): plan is HotelMealPlan =>
  (HOTEL_MEAL_PLANS as readonly string[]).includes(plan);

/** Essential Info: the hotel's check-in rules and its policies (the supplier's text, as text). */
export function PaymentEssentialInfo({
  details,
  hotel,
}: {
  details: HotelItineraryDetails;
  hotel: StaticContent;
}) {
  const t = usePaymentT();
  return (
    <div className="space-y-4">
      <ul className="space-y-2">
        <li className="flex items-start gap-2">
          <Clock size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-ink-muted" />
          {t('checkInFrom', { time: hotel.checkinInfo.time })} ·{' '}
          {t('checkOutBy', { time: hotel.checkoutInfo.time })}
        </li>
        <li className="flex items-start gap-2">
          <Check size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-ink-muted" />
          {t('minAge', { age: hotel.checkinInfo.minAge })}
        </li>
      </ul>
      <div>
        <h3 className="font-bold text-ink">{t('policies')}</h3>
        {details.policies.length === 0 ? (
          <p className="mt-1 text-ink-muted">{t('noPolicies')}</p>
        ) : (
          <dl className="mt-2 space-y-3">
            {details.policies.map((policy, index) => (
              <div key={`${policy.type}-${index}`}>
                <dt className="font-semibold text-ink">{policy.type}</dt>
                <dd className="whitespace-pre-line text-ink-muted">{policyText(policy.text)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}

/** Inclusions: the meals, what the room has, and what cancelling costs, window by window. */
export function PaymentInclusions({
  details,
  hotel,
}: {
  details: HotelItineraryDetails;
  hotel: StaticContent;
}) {
  const t = usePaymentT();
  const facilities = [
    ...new Set(
      hotel.rooms.flatMap((room) => room.groupedFacilities.flatMap((group) => group.facilities)),
    ),
  ];
  return (
    <div className="space-y-4">
      <ul className="space-y-2">
        <li className="flex items-start gap-2">
          <Utensils size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-ink-muted" />
          {isMealPlan(details.mealPlan) ? t(`meal.${details.mealPlan}`) : details.mealPlan}
        </li>
        <li className="flex items-start gap-2">
          {details.breakfastIncluded ? (
            <CircleCheck size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
          ) : (
            <CircleX size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-ink-muted" />
          )}
          {t(details.breakfastIncluded ? 'breakfastIncluded' : 'noBreakfast')}
        </li>
      </ul>
      {facilities.length > 0 && (
        <div>
          <h3 className="font-bold text-ink">{t('roomFacilities')}</h3>
          <TickList items={facilities} className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2" />
        </div>
      )}
      <div>
        <h3 className="font-bold text-ink">{t('cancellation')}</h3>
        <CancellationRules details={details} />
      </div>
    </div>
  );
}

/** The rate's cancellation rules in words, with India's dates and times (the supplier's clock). */
export function CancellationRules({ details }: { details: HotelItineraryDetails }) {
  const t = usePaymentT();
  const { language } = useI18n();
  const locale = language === 'hi' ? hi : undefined;
  if (!details.refundable) {
    return <p className="mt-1 text-ink-muted">{t('cancel.nonRefundable')}</p>;
  }
  const windows = cancellationWindows(details.cancellationPolicies);
  if (windows.length === 0) {
    return <p className="mt-1 text-ink-muted">{t('cancel.fullRefund')}</p>;
  }
  return (
    <ul className="mt-2 space-y-1.5">
      {windows.map((window) => (
        <li key={`${window.start}-${window.end}`} className="flex items-start gap-2">
          {window.charge === 0 ? (
            <CircleCheck size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
          ) : (
            <CircleX size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-danger" />
          )}
          {window.charge === 0
            ? t('cancel.free', { end: formatIstMoment(window.end, locale) })
            : t('cancel.charge', {
                start: formatIstMoment(window.start, locale),
                end: formatIstMoment(window.end, locale),
                amount: formatRupees(window.charge),
              })}
        </li>
      ))}
    </ul>
  );
}
