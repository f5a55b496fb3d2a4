import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { HotelGuest } from '@kosh/contract/hotel-booking';
import { Card } from '@/components/ui/card';
import { IconBadge } from '@/components/ui/icon-badge';
import { usePaymentT } from '../../payment-messages';
import { roomPagePath } from '../utils/payment';

/** "Mr Asha Verma": the guest's title and names as the traveller form took them. */
export function useGuestName() {
  const t = usePaymentT();
  return (guest: HotelGuest) =>
    t('guestName', { title: guest.title, first: guest.firstName, last: guest.lastName });
}

/**
 * Traveller Details (docs/product-2.md §2 Payment review page): the guests the room page gave, the lead
 * guest first. None yet (the room page was skipped): a way back to give them.
 */
export function PaymentTravellers({
  travellers,
  code,
  editable,
}: {
  travellers: HotelGuest[];
  code: string;
  /** Whether the travellers may still change (no booking under way). */
  editable: boolean;
}) {
  const t = usePaymentT();
  const nameOf = useGuestName();
  return (
    <Card role="region" aria-labelledby="travellers-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="travellers-heading" className="text-lg font-bold text-ink">
          {t('travellers')}
        </h2>
        {editable && (
          <Link
            to={roomPagePath(code)}
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:bg-brand-50"
          >
            {travellers.length > 0 ? t('editTravellers') : t('addTravellers')}
          </Link>
        )}
      </div>
      {travellers.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noTravellers')}</p>
      ) : (
        <ul className="space-y-2">
          {travellers.map((guest, index) => (
            <li
              key={`${guest.firstName}-${guest.lastName}-${index}`}
              className="flex items-center gap-3 rounded-xl bg-canvas p-3"
            >
              <IconBadge icon={UserRound} size={20} className="h-10 w-10 rounded-full" />
              <div className="min-w-0">
                <p className="font-semibold text-ink">{nameOf(guest)}</p>
                <p className="text-sm text-ink-muted">
                  {guest.isLeadGuest ? `${t('leadGuest')} · ${t('adultGuest')}` : t('adultGuest')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
