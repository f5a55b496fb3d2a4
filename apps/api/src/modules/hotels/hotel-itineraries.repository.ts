import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isLiveBooking } from './hotel-bookings.repository';
import {
  hotelBookings,
  hotelItineraries,
  type HotelBookingRow,
  type HotelItineraryRow,
} from './hotels.tables';
import type { StoredGuest, StoredItinerary, StoredSelection } from './stored';

/** What the room, promotion and traveller steps change on an itinerary. */
export type ItineraryChanges = Partial<{
  selection: StoredSelection | null;
  promoCode: string | null;
  guests: StoredGuest[] | null;
  specialRequests: string | null;
  content: StoredItinerary;
}>;

/**
 * The itineraries' queries. An itinerary is read by its random code, which is the capability:
 * hotel pages are public, and who may use an itinerary (nobody owns it yet, or the caller does) is
 * decided by itinerary-access, the only reader of these finders on a customer's path.
 */
export function createHotelItinerariesRepository() {
  /** The first of an itinerary's bookings (`where` narrows them) in the order given, or null. */
  async function bookingOf(
    db: DbOrTx,
    code: string,
    where: SQL | undefined,
    ...order: SQL[]
  ): Promise<{ id: string; status: HotelBookingRow['status'] } | null> {
    const [row] = await db
      .select({ id: hotelBookings.id, status: hotelBookings.status })
      .from(hotelBookings)
      .where(and(eq(hotelBookings.itineraryCode, code), where))
      .orderBy(...order)
      .limit(1);
    return row ?? null;
  }

  return {
    async insertItinerary(db: DbOrTx, row: typeof hotelItineraries.$inferInsert): Promise<void> {
      await db.insert(hotelItineraries).values(row);
    },

    /** Any itinerary by its code: itinerary-access checks it is live and the caller's. */
    async findForAccess(db: DbOrTx, code: string): Promise<HotelItineraryRow | null> {
      const [row] = await db
        .select()
        .from(hotelItineraries)
        .where(eq(hotelItineraries.code, code))
        .limit(1);
      return row ?? null;
    },

    /**
     * The itinerary, its row locked until the transaction ends: the room, promotion and traveller
     * steps change it under this lock, and the book call takes the same lock before it inserts a
     * booking, so a booking never starts from a half-changed itinerary nor an itinerary changes
     * under a live booking.
     */
    async lockForAccess(tx: DbOrTx, code: string): Promise<HotelItineraryRow | null> {
      const [row] = await tx
        .select()
        .from(hotelItineraries)
        .where(eq(hotelItineraries.code, code))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /**
     * Gives an itinerary nobody owns yet to `userId` (the first logged-in caller): only when it is
     * still unowned, so two callers racing cannot both have it. The row as it now stands, or null
     * when it was owned already (or is gone).
     */
    async claimItinerary(
      db: DbOrTx,
      code: string,
      userId: string,
      now: Date,
    ): Promise<HotelItineraryRow | null> {
      const [row] = await db
        .update(hotelItineraries)
        .set({ userId, updatedAt: now })
        .where(and(eq(hotelItineraries.code, code), isNull(hotelItineraries.userId)))
        .returning();
      return row ?? null;
    },

    async updateItinerary(
      db: DbOrTx,
      code: string,
      changes: ItineraryChanges,
      now: Date,
    ): Promise<HotelItineraryRow> {
      const [row] = await db
        .update(hotelItineraries)
        .set({ ...changes, updatedAt: now })
        .where(eq(hotelItineraries.code, code))
        .returning();
      if (!row) throw new Error(`hotel itinerary ${code} vanished while locked`);
      return row;
    },

    /** The itinerary's live booking (newest first, though at most one can be live), or null. */
    findLiveBooking: (db: DbOrTx, code: string) =>
      bookingOf(db, code, isLiveBooking, desc(hotelBookings.createdAt)),

    /**
     * The booking to show on the itinerary's page: the live one, else the latest attempt (a
     * failed or abandoned one says what happened to the last try), or null.
     */
    findLatestBooking: (db: DbOrTx, code: string) =>
      bookingOf(
        db,
        code,
        undefined,
        sql`case when ${isLiveBooking} then 0 else 1 end`,
        desc(hotelBookings.createdAt),
      ),
  };
}

export type HotelItinerariesRepository = ReturnType<typeof createHotelItinerariesRepository>;
