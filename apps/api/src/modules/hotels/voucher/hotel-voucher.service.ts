import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { HotelBookingsRepository } from '../hotel-bookings.repository';
import { renderHotelVoucher, voucherFromBooking } from './voucher-pdf';

/** The voucher of a customer's own booking (docs/hotels.md call 7), never anyone else's. */
export function createHotelVoucherService(deps: {
  db: Db;
  bookings: HotelBookingsRepository;
  /** The customer-care line the voucher prints (config.support). */
  support: Config['support'];
}) {
  const { db, bookings } = deps;

  return {
    /**
     * The booking's voucher as a PDF, with the file name it is saved under; a booking that has
     * none (not confirmed, nor cancelled after it was) is not found, like another customer's.
     */
    async voucher(userId: string, bookingId: string): Promise<{ pdf: Buffer; filename: string }> {
      const row = await bookings.findOwnedBy(db, userId, bookingId);
      const voucher = row && voucherFromBooking(row, deps.support);
      if (!row || !voucher) throw new AppError('NOT_FOUND', 'HOTEL_BOOKING_NOT_FOUND');
      return {
        pdf: await renderHotelVoucher(voucher),
        filename: `kosh-hotel-${row.reference}.pdf`,
      };
    },
  };
}

export type HotelVoucherService = ReturnType<typeof createHotelVoucherService>;
