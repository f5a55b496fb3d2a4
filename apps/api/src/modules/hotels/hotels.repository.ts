import { eq, getTableColumns, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  hotelItineraries,
  hotelSearchSessions,
  type HotelItineraryRow,
  type HotelSearchSessionRow,
} from './hotels.tables';
import type { StoredFacilities, StoredHotel } from './stored';

/** A session without its (large) result list: what deciding whether it may answer needs. */
export type HotelSessionHead = Omit<HotelSearchSessionRow, 'results' | 'facilities'>;

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

    async insertItinerary(db: DbOrTx, row: HotelItineraryRow): Promise<void> {
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
