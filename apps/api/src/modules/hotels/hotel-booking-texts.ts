import { formatInr } from '@kosh/contract/common/money';
import { SMS_TEMPLATES } from '../../providers/sms/sms.port';
import type { HotelBookingDeps } from './hotel-booking-settlement';
import { refundDestination } from './hotel-booking-view';
import type { HotelBookingRow } from './hotels.tables';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** yyyy-MM-dd as a text reads it: "18 Dec 2026". */
function day(date: string): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  return `${dayOfMonth} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

type Row = Pick<
  HotelBookingRow,
  | 'reference'
  | 'checkIn'
  | 'checkOut'
  | 'snapshot'
  | 'confirmationNumber'
  | 'refundPaise'
  | 'paymentMethod'
>;

const stay = (row: Row) =>
  `your stay at ${row.snapshot.hotel.name}, ${day(row.checkIn)}–${day(row.checkOut)}`;

const destination = (row: Row) =>
  refundDestination(row) === 'wallet' ? 'your wallet' : 'your card/UPI';

/** A refund to the wallet says what the wallet holds after it, as every debit's text does. */
const balanceAfter = (walletBalancePaise: bigint | null | undefined) =>
  walletBalancePaise === null || walletBalancePaise === undefined
    ? ''
    : ` Balance ${formatInr(walletBalancePaise)}.`;

/** The texts a booking sends (hotels-design "SMS"), with their DLT templates. */
export const hotelBookingTexts = {
  confirmed: (row: Row) => ({
    templateId: SMS_TEMPLATES.hotelBookingConfirmed,
    text:
      `Kosh: ${stay(row)}, is confirmed. Booking ${row.reference}, ` +
      `hotel confirmation ${row.confirmationNumber ?? '-'}.`,
  }),
  refused: (row: Row, walletBalancePaise?: bigint | null) => ({
    templateId: SMS_TEMPLATES.hotelBookingFailed,
    text:
      `Kosh: ${stay(row)}, could not be confirmed. ${formatInr(row.refundPaise)} is refunded to ` +
      `${destination(row)}. Booking ${row.reference}.${balanceAfter(walletBalancePaise)}`,
  }),
  cancelled: (row: Row, walletBalancePaise?: bigint | null) => ({
    templateId: SMS_TEMPLATES.hotelBookingCancelled,
    text:
      `Kosh: ${stay(row)}, is cancelled. ${formatInr(row.refundPaise)} is refunded to ` +
      `${destination(row)}. Booking ${row.reference}.${balanceAfter(walletBalancePaise)}`,
  }),
};

/**
 * Sends a refund's text: one to the wallet is written once the wallet is read, with the balance
 * after the refund (the texter waits for the read); one to a card or UPI has no balance to tell.
 */
export function textRefund(
  deps: Pick<HotelBookingDeps, 'db' | 'ledger' | 'text'>,
  row: Row & Pick<HotelBookingRow, 'userId'>,
  message: (row: Row, walletBalancePaise?: bigint | null) => { templateId: string; text: string },
) {
  const { templateId, text } = message(row);
  deps.text(
    row.userId,
    templateId,
    refundDestination(row) === 'wallet'
      ? deps.ledger.walletBalancePaise(deps.db, row.userId).then((b) => message(row, b).text)
      : text,
  );
}
