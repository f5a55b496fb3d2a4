import type { DbOrTx } from '../../db/client';
import type { AccountRef, LedgerService } from '../ledger/ledger.service';

/** What every ledger transfer of a booking names: the booking. */
export const bookingReference = (bookingId: string) => ({ type: 'hotel_booking', id: bookingId });

/**
 * Money a booking gives back (a REFUND): out of the hotel payable, to the customer's wallet or to
 * the gateway's clearing for a card or UPI refund the gateway side then makes.
 */
export function refundFromPayable(
  ledger: Pick<LedgerService, 'transfer'>,
  tx: DbOrTx,
  refund: { bookingId: string; amountPaise: bigint; to: AccountRef },
) {
  return ledger.transfer(tx, {
    debit: { system: 'hotelPayable' },
    credit: refund.to,
    amountPaise: refund.amountPaise,
    code: 'REFUND',
    reference: bookingReference(refund.bookingId),
  });
}
