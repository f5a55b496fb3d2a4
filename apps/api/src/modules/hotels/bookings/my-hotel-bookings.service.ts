import { istDate } from '@kosh/contract/common/ist-day';
import type {
  HotelBookingResponse,
  HotelBookingScope,
  HotelBookingsResponse,
} from '@kosh/contract/hotel-booking';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/faults';
import { bookingAnswer, bookingJson } from './hotel-booking-view';
import type { HotelBookingsRepository } from '../hotel-bookings.repository';

/** A booking as another module names it (the Balance History's row). */
export interface HotelBookingLabel {
  id: string;
  reference: string;
  hotelName: string;
  status: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** My Bookings (docs/hotels.md call 7): a customer's own bookings, never anyone else's. */
export function createMyHotelBookingsService(deps: {
  db: Db;
  bookings: HotelBookingsRepository;
  clock: Clock;
}) {
  const { db, bookings, clock } = deps;
  const notFound = () => new AppError('NOT_FOUND', 'HOTEL_BOOKING_NOT_FOUND');

  return {
    async list(userId: string, scope: HotelBookingScope): Promise<HotelBookingsResponse> {
      const now = clock();
      const rows = await bookings.listOwnedBy(db, userId, scope, istDate(now));
      return { result: true, success: true, data: rows.map((row) => bookingJson(row, now)) };
    },

    async detail(userId: string, bookingId: string): Promise<HotelBookingResponse> {
      const row = await bookings.findOwnedBy(db, userId, bookingId);
      if (!row) throw notFound();
      return bookingAnswer(row, clock());
    },

    /** The customer's own booking row by its id or its reference (receipts), or null. */
    async findOwnedByIdOrReference(userId: string, idOrReference: string) {
      return UUID.test(idOrReference)
        ? bookings.findOwnedBy(db, userId, idOrReference)
        : bookings.findOwnedByReference(db, userId, idOrReference);
    },

    /** The customer's bookings among `ids`, as the Balance History names them. */
    async labels(userId: string, ids: string[]): Promise<HotelBookingLabel[]> {
      const rows = await bookings.listOwnedByIds(db, userId, ids);
      return rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        hotelName: row.snapshot.hotel.name,
        status: row.status,
      }));
    },
  };
}

export type MyHotelBookingsService = ReturnType<typeof createMyHotelBookingsService>;
