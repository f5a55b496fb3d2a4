import { eq, getTableColumns, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  hotelItineraries,
  hotelSearchSessions,
  type HotelSearchSessionRow,
} from '../hotels.tables';
import type { StoredFacilities, StoredHotel } from '../stored';

/** A session without its (large) result list: what deciding whether it may answer needs. */
export type HotelSessionHead = Omit<HotelSearchSessionRow, 'results' | 'facilities'>;

const {
  results: _results,
  facilities: _facilities,
  ...headColumns
} = getTableColumns(hotelSearchSessions);

/**
 * The search sessions' queries. A session is not a customer's private data — hotel search is
 * public and anyone holding a trace id may continue its search — so it is read by its random id,
 * which is the capability.
 */
export function createHotelSessionsRepository() {
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

    /**
     * Deletes sessions that expired before `sessionsBefore`, and itineraries (made within
     * sessions) that expired before `itinerariesBefore`: the hotels-purge job's housekeeping.
     */
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

export type HotelSessionsRepository = ReturnType<typeof createHotelSessionsRepository>;
