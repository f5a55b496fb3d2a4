import { Coffee, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { useDetailsT } from '../../details-messages';
import { hasFreeCancellation, type RateOption } from '../../utils/details-rates';
import { DetailsCancellation } from './details-cancellation';

/**
 * One rate of a room type (docs/product-2.md §2): the room's name, what meals it includes, its
 * cancellation terms and refund, the amount paid now (through Kosh — wallet, UPI, cards or net banking — with no fee), the base
 * rate and taxes of a night, and SELECT ROOM.
 */
export function DetailsRateRow({
  option,
  checkIn,
  checkInTime,
  onSelect,
}: {
  option: RateOption;
  checkIn: string;
  checkInTime: string;
  onSelect: (option: RateOption) => void;
}) {
  const t = useDetailsT();
  const { tm } = useI18n();
  const titleId = useId();
  const { rate } = option;
  const room = rate.rooms[0];
  // A refundable rate whose free window has passed refunds nothing any more: it says so.
  const refund = hasFreeCancellation(rate) ? 'HOTEL_REFUNDABLE' : 'HOTEL_NON_REFUNDABLE';

  return (
    <li
      aria-labelledby={titleId}
      className="grid gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0 sm:grid-cols-[1fr_auto] sm:gap-6"
      data-testid="rate-row"
    >
      <div className="space-y-1">
        <h4 id={titleId} className="font-semibold text-ink">
          {room?.roomName ?? ''}
        </h4>
        <p className="flex items-center gap-1.5 text-sm text-ink">
          <Coffee size={16} aria-hidden="true" className="shrink-0 text-ink-muted" />
          {t(`meal.${rate.mealPlan}`)}
        </p>
        <DetailsCancellation rate={rate} checkIn={checkIn} checkInTime={checkInTime} />
        <p
          className={`text-sm font-semibold ${refund === 'HOTEL_REFUNDABLE' ? 'text-success' : 'text-danger'}`}
        >
          {tm(refund)}
        </p>
      </div>
      <div className="space-y-1 sm:min-w-56 sm:text-right">
        <p className="text-2xl font-bold text-ink">
          <span>{formatRupees(rate.baseRate)}</span>{' '}
          <span className="text-sm font-normal text-ink-muted">{t('perNight')}</span>
        </p>
        <p className="text-sm text-ink-muted">
          {t('taxes', { amount: formatRupees(rate.taxAmount) })}
        </p>
        <p className="pt-1 text-sm text-ink">
          {t('payNow')}: <strong className="text-base">{formatRupees(rate.payNow)}</strong>
        </p>
        <p className="text-xs font-semibold text-success">{t('noFee')}</p>
        <p className="flex items-center gap-1 text-xs text-ink-muted sm:justify-end">
          <ShieldCheck size={14} aria-hidden="true" className="shrink-0" />
          {t('koshPay')}
        </p>
        <Button
          className="mt-2 w-full sm:w-auto"
          aria-describedby={titleId}
          onClick={() => onSelect(option)}
        >
          {t('selectRoom')}
        </Button>
      </div>
    </li>
  );
}
