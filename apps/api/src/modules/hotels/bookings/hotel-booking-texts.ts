import type { HotelBookingDeps } from './hotel-booking-deps';
import { refundDestination } from './hotel-booking-view';
import type { HotelBookingRow } from '../hotels.tables';

type Row = Pick<
  HotelBookingRow,
  | 'userId'
  | 'reference'
  | 'checkIn'
  | 'checkOut'
  | 'snapshot'
  | 'confirmationNumber'
  | 'refundPaise'
  | 'paymentMethod'
>;

const stay = (row: Row) => ({
  hotel: row.snapshot.hotel.name,
  checkIn: row.checkIn,
  checkOut: row.checkOut,
  reference: row.reference,
});

/** The booking is confirmed: its text (docs/hotels.md "SMS"). */
export function textConfirmed(deps: Pick<HotelBookingDeps, 'text'>, row: Row) {
  deps.text(row.userId, 'hotelConfirmed', {
    ...stay(row),
    confirmation: row.confirmationNumber,
  });
}

/**
 * A refund's text (the booking failed, or was cancelled): one to the wallet is written once the
 * wallet is read, with the balance after the refund, as every debit's text has it; one to a card
 * or UPI has no balance to tell.
 */
export function textRefund(
  deps: Pick<HotelBookingDeps, 'db' | 'ledger' | 'text'>,
  row: Row,
  template: 'hotelFailed' | 'hotelCancelled',
) {
  const toWallet = refundDestination(row) === 'wallet';
  const words = { ...stay(row), refundPaise: row.refundPaise, toWallet, balancePaise: null };
  deps.text(
    row.userId,
    template,
    toWallet
      ? deps.ledger
          .walletBalancePaise(deps.db, row.userId)
          .then((balance) => ({ ...words, balancePaise: balance }))
      : words,
  );
}
