import { and, desc, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  hotelBookings,
  hotelItineraries,
  hotelSearchSessions,
  type HotelBookingRow,
  type HotelItineraryRow,
  type HotelSearchSessionRow,
} from './hotels.tables';
import type {
  StoredFacilities,
  StoredGuest,
  StoredHotel,
  StoredItinerary,
  StoredSelection,
} from './stored';

/** A session without its (large) result list: what deciding whether it may answer needs. */
export type HotelSessionHead = Omit<HotelSearchSessionRow, 'results' | 'facilities'>;

/** A booking is live (it holds or takes money, or is booked) in these states. */
export const LIVE_BOOKING_STATUSES = [
  'awaiting_payment',
  'processing',
  'pending',
  'confirmed',
] as const;

/** What the room, promotion and traveller steps change on an itinerary. */
export type ItineraryChanges = Partial<{
  selection: StoredSelection | null;
  promoCode: string | null;
  guests: StoredGuest[] | null;
  specialRequests: string | null;
  content: StoredItinerary;
}>;

const {
  results: _results,
  facilities: _facilities,
  ...headColumns
} = getTableColumns(hotelSearchSessions);

/**
 * The hotel tables' queries. Search sessions and itineraries are not a customer's private data —
 * hotel search is public and anyone holding a trace id may continue its search — so they are read
 * by their random ids, which are the capability.
 */
export function createHotelsRepository() {
  return {
    async insertSession(db: DbOrTx, row: HotelSearchSessionRow): Promise<void> {
      await db.insert(hotelSearchSessions).values(row);
    },

    async findSessionHead(db: DbOrTx, traceId: string): Promise<HotelSessionHead | null> {
      const [row] = await db
        .select(headColumns)
        .from(hotelSearchSessions)
        .where(eq(hotelSearchSessions.traceId, traceId))
        .limit(1);
      return row ?? null;
    },

    async findSessionResults(
      db: DbOrTx,
      traceId: string,
    ): Promise<{ results: StoredHotel[]; facilities: StoredFacilities } | null> {
      const [row] = await db
        .select({
          results: hotelSearchSessions.results,
          facilities: hotelSearchSessions.facilities,
        })
        .from(hotelSearchSessions)
        .where(eq(hotelSearchSessions.traceId, traceId))
        .limit(1);
      return row ?? null;
    },

    async insertItinerary(db: DbOrTx, row: typeof hotelItineraries.$inferInsert): Promise<void> {
      await db.insert(hotelItineraries).values(row);
    },

    async findItinerary(db: DbOrTx, code: string): Promise<HotelItineraryRow | null> {
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
    async lockItinerary(tx: DbOrTx, code: string): Promise<HotelItineraryRow | null> {
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
    async findLiveBooking(
      db: DbOrTx,
      code: string,
    ): Promise<{ id: string; status: HotelBookingRow['status'] } | null> {
      const [row] = await db
        .select({ id: hotelBookings.id, status: hotelBookings.status })
        .from(hotelBookings)
        .where(
          and(
            eq(hotelBookings.itineraryCode, code),
            inArray(hotelBookings.status, [...LIVE_BOOKING_STATUSES]),
          ),
        )
        .orderBy(desc(hotelBookings.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * The booking to show on the itinerary's page: the live one, else the latest attempt (a
     * failed or abandoned one says what happened to the last try), or null.
     */
    async findLatestBooking(
      db: DbOrTx,
      code: string,
    ): Promise<{ id: string; status: HotelBookingRow['status'] } | null> {
      const [row] = await db
        .select({ id: hotelBookings.id, status: hotelBookings.status })
        .from(hotelBookings)
        .where(eq(hotelBookings.itineraryCode, code))
        .orderBy(
          sql`case when ${inArray(hotelBookings.status, [...LIVE_BOOKING_STATUSES])} then 0 else 1 end`,
          desc(hotelBookings.createdAt),
        )
        .limit(1);
      return row ?? null;
    },

    /** Deletes sessions that expired before `sessionsBefore`, itineraries before `itinerariesBefore`. */
    async purgeExpired(
      db: DbOrTx,
      cutoffs: { sessionsBefore: Date; itinerariesBefore: Date },
    ): Promise<{ sessions: number; itineraries: number }> {
      const sessions = await db
        .delete(hotelSearchSessions)
        .where(lt(hotelSearchSessions.expiresAt, cutoffs.sessionsBefore))
        .returning({ id: hotelSearchSessions.traceId });
      const itineraries = await db
        .delete(hotelItineraries)
        .where(lt(hotelItineraries.expiresAt, cutoffs.itinerariesBefore))
        .returning({ code: hotelItineraries.code });
      return { sessions: sessions.length, itineraries: itineraries.length };
    },
  };
}

export type HotelsRepository = ReturnType<typeof createHotelsRepository>;
