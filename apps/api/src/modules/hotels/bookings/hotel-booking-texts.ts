import type { DbOrTx } from '../../../db/client';
import type { HotelBookingDeps } from './hotel-booking-deps';
import { refundDestination } from './hotel-booking-view';
import type { HotelBookingRow } from '../hotels.tables';

type Row = Pick<
  HotelBookingRow,
  | 'id'
  | 'userId'
  | 'reference'
  | 'checkIn'
  | 'checkOut'
  | 'snapshot'
  | 'confirmationNumber'
  | 'refundPaise'
  | 'paymentMethod'
>;

/** The inbox entry leads to the booking's own page (/my-bookings/:bookingId). */
const bookingLink = (row: Row) => ({ kind: 'booking' as const, id: row.id });

const stay = (row: Row) => ({
  hotel: row.snapshot.hotel.name,
  checkIn: row.checkIn,
  checkOut: row.checkOut,
  reference: row.reference,
});

/** The booking is confirmed: its text (docs/hotels.md "SMS"), in the confirming transaction. */
export function textConfirmed(deps: Pick<HotelBookingDeps, 'text'>, tx: DbOrTx, row: Row) {
  return deps.text(
    tx,
    row.userId,
    'hotelConfirmed',
    { ...stay(row), confirmation: row.confirmationNumber },
    bookingLink(row),
  );
}

/**
 * A refund's text (the booking failed, or was cancelled), written in the refund's transaction: one
 * to the wallet tells the balance right after the refund, as every debit's text does; one to a
 * card or UPI has no balance to tell.
 */
export async function textRefund(
  deps: Pick<HotelBookingDeps, 'ledger' | 'text'>,
  tx: DbOrTx,
  row: Row,
  template: 'hotelFailed' | 'hotelCancelled',
) {
  const toWallet = refundDestination(row) === 'wallet';
  const balancePaise = toWallet ? await deps.ledger.walletBalancePaise(tx, row.userId) : null;
  await deps.text(
    tx,
    row.userId,
    template,
    { ...stay(row), refundPaise: row.refundPaise, toWallet, balancePaise },
    bookingLink(row),
  );
}
