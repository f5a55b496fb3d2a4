import { eq, getTableColumns, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { hotelSearchSessions, type HotelSearchSessionRow } from '../hotels.tables';
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

    /** Deletes the sessions that expired before `before`; how many. */
    async purgeExpired(db: DbOrTx, before: Date): Promise<number> {
      const sessions = await db
        .delete(hotelSearchSessions)
        .where(lt(hotelSearchSessions.expiresAt, before))
        .returning({ id: hotelSearchSessions.traceId });
      return sessions.length;
    },
  };
}

export type HotelSessionsRepository = ReturnType<typeof createHotelSessionsRepository>;
