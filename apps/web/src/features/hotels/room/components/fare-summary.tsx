import type { HotelFare } from '@kosh/contract/hotel-booking';
import { formatRupees } from '@/lib/money';
import { useRoomT } from '../../room-messages';
import { countKey } from '../../utils/details-format';
import { SectionCard } from '../../components/section-card';

/**
 * The Fare Summary (docs/product-2.md §2): the server's fare — room rates, taxes & charges, the promotion's
 * discount and the total payable. Every figure is the server's (fareOf); the page adds nothing.
 */
export function FareSummary({ fare }: { fare: HotelFare }) {
  const t = useRoomT();
  return (
    <SectionCard headingId="fare-heading" title={t('fareTitle')} className="space-y-3">
      <dl className="space-y-2 text-sm" data-testid="fare-summary">
        <Row
          label={t('roomRate')}
          note={t('roomRateNote', {
            rooms: t(countKey(fare.rooms, 'room', 'rooms'), { n: fare.rooms }),
            nights: t(countKey(fare.nights, 'night', 'nights'), { n: fare.nights }),
          })}
          value={formatRupees(fare.roomRate)}
        />
        <Row label={t('taxes')} value={formatRupees(fare.taxes)} />
        <Row
          label={fare.promoCode ? t('discountWith', { code: fare.promoCode }) : t('discount')}
          value={fare.discount > 0 ? `− ${formatRupees(fare.discount)}` : formatRupees(0)}
          tone={fare.discount > 0 ? 'text-success' : 'text-ink'}
        />
        <div className="flex items-baseline justify-between gap-3 border-t border-line pt-3">
          <dt className="text-base font-bold text-ink">{t('total')}</dt>
          <dd className="text-xl font-bold text-ink" data-testid="fare-total">
            {formatRupees(fare.total)}
          </dd>
        </div>
      </dl>
    </SectionCard>
  );
}

function Row({
  label,
  note,
  value,
  tone = 'text-ink',
}: {
  label: string;
  note?: string;
  value: string;
  tone?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-ink">
        {label}
        {note && <span className="block text-xs text-ink-muted">{note}</span>}
      </dt>
      <dd className={`font-semibold whitespace-nowrap ${tone}`}>{value}</dd>
    </div>
  );
}
