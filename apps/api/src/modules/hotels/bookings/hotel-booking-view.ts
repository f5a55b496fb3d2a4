import { istDate } from '@kosh/contract/common/ist-day';
import { formatInr } from '@kosh/contract/common/money';
import type {
  HotelBooking,
  HotelBookingResponse,
  HotelBookingStatus,
} from '@kosh/contract/hotel-booking';
import { isGatewayMethod } from '@kosh/contract/hotel-booking';
import { messageText, type MessageCode } from '@kosh/contract/messages/catalogue';
import type { HotelBookingRow } from '../hotels.tables';
import { guestsOf, leadGuestOf, toRupees } from '../stored';

/** Paise held as bigint on the row, as the wire's rupee number. */
const rupees = (paise: bigint) => toRupees(Number(paise));

/** Where a booking's money came from, and where what goes back goes. */
export const refundDestination = (row: Pick<HotelBookingRow, 'paymentMethod'>) =>
  isGatewayMethod(row.paymentMethod) ? ('gateway' as const) : ('wallet' as const);

/** The voucher's address; it exists once the booking is confirmed, and stays once cancelled. */
export const voucherUrl = (row: Pick<HotelBookingRow, 'id' | 'status'>) =>
  row.status === 'confirmed' || row.status === 'cancelled'
    ? `/api/hotel/bookings/${row.id}/voucher`
    : null;

/**
 * Whether the customer may cancel now: a booking the hotel holds or may yet hold, before the first
 * moment of check-in day in India (from then the stay is the hotel's, as the supplier rules).
 */
export const isCancellable = (
  row: Pick<HotelBookingRow, 'status' | 'checkIn'>,
  now: Date,
): boolean =>
  (row.status === 'confirmed' || row.status === 'pending') && istDate(now) < row.checkIn;

/** A booking as the customer sees it (hotelBookingSchema), amounts in rupees. */
export function bookingJson(row: HotelBookingRow, now: Date): HotelBooking {
  const { snapshot } = row;
  const { hotel, rate, room } = snapshot;
  const lead = leadGuestOf(row);
  return {
    bookingId: row.id,
    reference: row.reference,
    status: row.status,
    itineraryCode: row.itineraryCode,
    hotel: {
      hotelId: hotel.hotelId,
      name: hotel.name,
      address: hotel.address,
      city: hotel.city,
      stars: hotel.stars,
      heroImage: hotel.heroImage,
      phones: hotel.phones,
    },
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    nights: snapshot.nights,
    rooms: snapshot.occupancies.length,
    guests: guestsOf(snapshot.occupancies),
    roomName: room.roomName,
    mealPlan: rate.mealPlan,
    refundable: rate.refundable,
    leadGuest: lead,
    fare: {
      roomRate: rupees(row.roomRatePaise),
      taxes: rupees(row.taxesPaise),
      discount: rupees(row.discountPaise),
      total: rupees(row.amountPaise),
      currency: 'INR',
      promoCode: row.promoCode,
      nights: snapshot.nights,
      rooms: snapshot.occupancies.length,
    },
    paymentMethod: row.paymentMethod,
    supplierBookingId: row.supplierBookingId,
    confirmationNumber: row.confirmationNumber,
    cancellationPolicies: rate.cancellationPolicies.map((p) => ({
      rules: p.rules.map((r) => ({
        start: r.start,
        end: r.end,
        estimatedValue: toRupees(r.penaltyPaise),
      })),
    })),
    policies: rate.policies,
    failureReason: row.failureReason,
    refund: {
      status: row.refundStatus,
      amount: rupees(row.refundPaise),
      penalty: rupees(row.penaltyPaise),
      to: refundDestination(row),
      refundedAt: row.refundedAt?.toISOString() ?? null,
    },
    cancellable: isCancellable(row, now),
    voucherUrl: voucherUrl(row),
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

const MESSAGE_BY_STATUS: Record<HotelBookingStatus, MessageCode> = {
  awaiting_payment: 'HOTEL_BOOKING_AWAITING_PAYMENT',
  processing: 'HOTEL_BOOKING_PENDING',
  pending: 'HOTEL_BOOKING_PENDING',
  confirmed: 'HOTEL_BOOKING_CONFIRMED',
  failed: 'HOTEL_BOOKING_REFUSED',
  cancelled: 'HOTEL_BOOKING_CANCELLED',
  abandoned: 'HOTEL_BOOKING_FAILED',
};

/** What the answer's `message` says about a booking as it stands. */
export function bookingMessage(row: HotelBookingRow): string {
  // Only a refusal and a cancellation name an amount: what goes back.
  return messageText(MESSAGE_BY_STATUS[row.status], { amount: formatInr(row.refundPaise) });
}

/** The answer that shows one booking to its owner: the booking and the message of its state. */
export const bookingAnswer = (row: HotelBookingRow, now: Date): HotelBookingResponse => ({
  result: true,
  success: true,
  message: bookingMessage(row),
  data: bookingJson(row, now),
});
