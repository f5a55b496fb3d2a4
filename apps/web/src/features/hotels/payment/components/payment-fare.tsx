import { Receipt } from 'lucide-react';
import { formatInr } from '@kosh/contract/common/money';
import type { HotelItineraryDetails } from '@kosh/contract/hotel-booking';
import { usePaymentT } from '../../payment-messages';
import { fareLines } from '../utils/payment';
import { countKey } from '../../utils/details-format';
import { SectionCard } from '../../components/section-card';

/**
 * The fare as the server priced it (docs/product-2.md §2 Fare Summary: total amount, room rates, taxes &
 * charges, discount, total payable). The page shows the figures; it never makes one up.
 */
export function FareTable({
  details,
  testId,
}: {
  details: Pick<HotelItineraryDetails, 'amount' | 'promoCode'>;
  testId?: string;
}) {
  const t = usePaymentT();
  const lines = fareLines(details.amount);
  const row = 'flex items-baseline justify-between gap-3 py-1.5';
  return (
    <dl className="text-sm" data-testid={testId}>
      <div className={`${row} font-semibold text-ink`}>
        <dt>{t('totalAmount')}</dt>
        <dd className="tabular-nums">{formatInr(lines.totalAmount)}</dd>
      </div>
      <div className={`${row} pl-3 text-ink-muted`}>
        <dt>{t('roomRates')}</dt>
        <dd className="tabular-nums">{formatInr(lines.roomRate)}</dd>
      </div>
      <div className={`${row} pl-3 text-ink-muted`}>
        <dt>{t('taxes')}</dt>
        <dd className="tabular-nums">{formatInr(lines.taxes)}</dd>
      </div>
      <div className={`${row} text-success`}>
        <dt>
          {details.promoCode ? t('discountCode', { code: details.promoCode }) : t('discount')}
        </dt>
        <dd className="tabular-nums">
          {lines.discount > 0n ? `− ${formatInr(lines.discount)}` : formatInr(0n)}
        </dd>
      </div>
      <div className={`${row} mt-1 border-t border-line pt-3 text-base font-bold text-ink`}>
        <dt>{t('totalPayable')}</dt>
        <dd className="tabular-nums">{formatInr(lines.totalPayable)}</dd>
      </div>
    </dl>
  );
}

/** The sidebar's Fare Summary: the fare table, for the stay's nights and rooms. */
export function PaymentFareSummary({ details }: { details: HotelItineraryDetails }) {
  const t = usePaymentT();
  const rooms = details.staticContent[0]?.rooms.length ?? 0;
  return (
    <SectionCard
      headingId="fare-summary-heading"
      title={t('fareSummary')}
      icon={Receipt}
      className="space-y-2"
    >
      <p className="text-sm text-ink-muted">
        {t('fareFor', {
          nights: t(countKey(details.nights, 'night', 'nights'), { n: details.nights }),
          rooms: t(countKey(rooms, 'room', 'rooms'), { n: rooms }),
        })}
      </p>
      <FareTable details={details} testId="fare-summary" />
    </SectionCard>
  );
}
