import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  createHotelBookingsRepository,
  firstBooking,
  lockFirstBooking,
} from '../hotel-bookings.repository';
import { hotelBookings, hotelItineraries, type HotelBookingRow } from '../hotels.tables';

/**
 * The hotel bookings' queries of the payment gateway's side: finding a booking by its gateway
 * order or payment (the checkout, the webhooks), locking it while money moves, and the rows the
 * reconcile job goes through. Any customer's rows (the gateway's ids name them), but for the
 * checkout's verify call, which reads the customer's own booking only.
 */
export function createHotelGatewayRepository() {
  const bookings = createHotelBookingsRepository();
  return {
    /** The booking by id, and locked until the transaction ends: one capture or refund at a time. */
    findAnyForSystem: bookings.findAnyForSystem,
    lockAnyForSystem: bookings.lockAnyForSystem,
    /** The customer's own booking (the checkout's verify call). */
    findOwnedBy: bookings.findOwnedBy,

    lockByOrderId: (tx: DbOrTx, gatewayOrderId: string) =>
      lockFirstBooking(tx, eq(hotelBookings.gatewayOrderId, gatewayOrderId)),

    findByPaymentId: (db: DbOrTx, gatewayPaymentId: string) =>
      firstBooking(db, eq(hotelBookings.gatewayPaymentId, gatewayPaymentId)),

    async update(tx: DbOrTx, id: string, patch: Partial<HotelBookingRow>): Promise<void> {
      await tx
        .update(hotelBookings)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(hotelBookings.id, id));
    },

    /**
     * Stores the gateway order on a booking that has none yet; null when another caller stored
     * one first (its order is then the booking's, and this caller's is never shown to anyone).
     */
    async setOrderIfNone(
      db: DbOrTx,
      id: string,
      gatewayOrderId: string,
    ): Promise<HotelBookingRow | null> {
      const [row] = await db
        .update(hotelBookings)
        .set({ gatewayOrderId, updatedAt: new Date() })
        .where(and(eq(hotelBookings.id, id), isNull(hotelBookings.gatewayOrderId)))
        .returning();
      return row ?? null;
    },

    /**
     * Checkouts opened before `olderThan` and still unpaid, those looked at longest ago first —
     * stamped as looked at now, so that run after run goes round all of them.
     */
    async unpaidOrders(db: DbOrTx, olderThan: Date, limit: number): Promise<HotelBookingRow[]> {
      const ids = db
        .select({ id: hotelBookings.id })
        .from(hotelBookings)
        .where(
          and(
            eq(hotelBookings.status, 'awaiting_payment'),
            isNotNull(hotelBookings.gatewayOrderId),
            lt(hotelBookings.createdAt, olderThan),
          ),
        )
        .orderBy(asc(hotelBookings.updatedAt), asc(hotelBookings.createdAt))
        .limit(limit);
      const rows = await db
        .update(hotelBookings)
        .set({ updatedAt: new Date() })
        .where(and(inArray(hotelBookings.id, ids), eq(hotelBookings.status, 'awaiting_payment')))
        .returning();
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    /**
     * Unpaid checkouts whose itinerary's hour is over (or whose itinerary is gone): nobody can pay
     * them through Kosh any more.
     */
    async unpaidPastExpiry(db: DbOrTx, now: Date, limit: number): Promise<HotelBookingRow[]> {
      const rows = await db
        .select({ booking: hotelBookings })
        .from(hotelBookings)
        .leftJoin(hotelItineraries, eq(hotelItineraries.code, hotelBookings.itineraryCode))
        .where(
          and(
            eq(hotelBookings.status, 'awaiting_payment'),
            or(isNull(hotelItineraries.code), lt(hotelItineraries.expiresAt, now)),
          ),
        )
        .orderBy(asc(hotelBookings.createdAt))
        .limit(limit);
      return rows.map((r) => r.booking);
    },

    /** awaiting_payment → abandoned, only if it still awaits payment; false otherwise. */
    async abandon(db: DbOrTx, id: string): Promise<boolean> {
      const rows = await db
        .update(hotelBookings)
        .set({ status: 'abandoned', supplierClaimedUntil: null, updatedAt: new Date() })
        .where(and(eq(hotelBookings.id, id), eq(hotelBookings.status, 'awaiting_payment')))
        .returning({ id: hotelBookings.id });
      return rows.length === 1;
    },

    /** Gateway refunds owed that nobody is working on now, oldest first. */
    async refundsDue(db: DbOrTx, now: Date, limit: number): Promise<HotelBookingRow[]> {
      return db
        .select()
        .from(hotelBookings)
        .where(
          and(
            eq(hotelBookings.refundStatus, 'due'),
            ne(hotelBookings.paymentMethod, 'WALLET'),
            isNotNull(hotelBookings.gatewayPaymentId),
            or(isNull(hotelBookings.refundClaimedUntil), lt(hotelBookings.refundClaimedUntil, now)),
          ),
        )
        .orderBy(asc(hotelBookings.updatedAt))
        .limit(limit);
    },
  };
}

export type HotelGatewayRepository = ReturnType<typeof createHotelGatewayRepository>;
