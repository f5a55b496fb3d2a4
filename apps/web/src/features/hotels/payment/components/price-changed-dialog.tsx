import type { HotelItineraryDetails } from '@kosh/contract/hotel-booking';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatRupees } from '@/lib/money';
import { usePaymentT } from '../../payment-messages';
import type { PriceChange } from '../hooks/use-make-payment';
import { FareTable } from './payment-fare';

/**
 * The supplier's price moved since the customer saw it (409 HOTEL_PRICE_CHANGED): nothing was
 * charged. The dialog says from what to what, shows the new fare as the server now holds it, and
 * pays that figure only when the customer says so.
 */
export function PriceChangedDialog({
  change,
  details,
  onPay,
  onCancel,
}: {
  change: PriceChange | null;
  details: HotelItineraryDetails;
  onPay: (total: number) => void;
  onCancel: () => void;
}) {
  const t = usePaymentT();
  // The fare read again after the answer: what "Pay" pays, and what the message ends on.
  const total = formatRupees(details.amount.total);
  return (
    <Modal
      open={change !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t('priceTitle')}
      description={
        change?.previous
          ? t('priceChanged', { previous: change.previous, total })
          : t('priceChangedNoFigures')
      }
      sheetOnPhone
    >
      <div className="space-y-5">
        <section aria-labelledby="new-fare-heading">
          <h3 id="new-fare-heading" className="mb-1 text-sm font-bold uppercase text-ink-muted">
            {t('newFare')}
          </h3>
          <FareTable details={details} testId="new-fare" />
        </section>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="secondary" block onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button block onClick={() => onPay(details.amount.total)}>
            {t('payNew', { amount: total })}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
