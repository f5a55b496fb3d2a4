import { randomUUID } from 'node:crypto';
import { HOTEL_TRACE_TTL_MS, type HotelFilterCounts } from '@kosh/contract/hotels';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/faults';
import type { HotelSearchSessionRow } from '../hotels.tables';
import type { HotelSessionHead, HotelSessionsRepository } from './hotel-sessions.repository';
import { filterCounts } from './search-results';
import type { StoredFacilities, StoredHotel, StoredOccupancy } from '../stored';

const DAY_MS = 86_400_000;
/** Sessions are deleted a day after they expire, itineraries after a week (docs/hotels.md §3). */
const SESSION_KEPT_MS = DAY_MS;
const ITINERARY_KEPT_MS = 7 * DAY_MS;
/** Parsed session lists kept per process: a New Delhi session is ~600 hotels (≈1 MB parsed). */
const CACHED_SESSIONS = 32;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A session's list and its counts, parsed once per process (a session row never changes). */
interface SessionList {
  hotels: StoredHotel[];
  facilities: StoredFacilities;
  counts: HotelFilterCounts;
}

/** Two searches are the same search when they ask the same place, hotel, dates and rooms. */
export function sameStay(
  a: { locationId: string; hotelId: string | null; checkIn: string; checkOut: string },
  b: { locationId: string; hotelId: string | null; checkIn: string; checkOut: string },
  aRooms: readonly StoredOccupancy[],
  bRooms: readonly StoredOccupancy[],
): boolean {
  return (
    a.locationId === b.locationId &&
    a.hotelId === b.hotelId &&
    a.checkIn === b.checkIn &&
    a.checkOut === b.checkOut &&
    JSON.stringify(aRooms.map(room)) === JSON.stringify(bRooms.map(room))
  );
}

/** A room's guests in one canonical form (the order of the fields cannot make two rooms differ). */
export const room = (o: StoredOccupancy): StoredOccupancy => ({
  numOfAdults: o.numOfAdults,
  childAges: [...o.childAges],
});

/**
 * Search sessions (the spec's traceId): created by a new search, live for an hour, read by every
 * further page and by createItineraryV2. The database is the truth, so any API copy can answer any
 * session; each copy also keeps the last few sessions' parsed lists, which never change. Whether a
 * session is live is always read from the database (a small row without the list).
 */
export function createHotelSessionsService(deps: {
  db: Db;
  repo: HotelSessionsRepository;
  clock: Clock;
}) {
  const { db, repo } = deps;
  const lists = new Map<string, SessionList>();

  function remember(traceId: string, list: SessionList) {
    lists.delete(traceId);
    lists.set(traceId, list);
    while (lists.size > CACHED_SESSIONS) {
      const oldest = lists.keys().next().value;
      if (oldest === undefined) break;
      lists.delete(oldest);
    }
  }

  return {
    /** A new session from a search's results; its row is written before anyone can name it. */
    async create(input: Omit<HotelSearchSessionRow, 'traceId' | 'createdAt' | 'expiresAt'>) {
      const createdAt = deps.clock();
      const row: HotelSearchSessionRow = {
        ...input,
        traceId: randomUUID(),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + HOTEL_TRACE_TTL_MS),
      };
      await repo.insertSession(db, row);
      const list = {
        hotels: row.results,
        facilities: row.facilities,
        counts: filterCounts(row.results),
      };
      remember(row.traceId, list);
      return { head: row as HotelSessionHead, ...list };
    },

    /** The live session a trace id names, or 410: expired, unknown, or not an id at all. */
    async live(traceId: string): Promise<HotelSessionHead> {
      const head = UUID_PATTERN.test(traceId) ? await repo.findSessionHead(db, traceId) : null;
      if (!head || head.expiresAt.getTime() <= deps.clock().getTime()) {
        throw new AppError('GONE', 'HOTEL_SESSION_EXPIRED', {
          internal: head ? `search session ${traceId} expired` : `no search session ${traceId}`,
        });
      }
      return head;
    },

    /** A live session's hotels (in featured order) and their filter counts. */
    async list(head: HotelSessionHead): Promise<SessionList> {
      const cached = lists.get(head.traceId);
      if (cached) {
        remember(head.traceId, cached);
        return cached;
      }
      const found = await repo.findSessionResults(db, head.traceId);
      // Purged between the two reads: as good as expired.
      if (!found) throw new AppError('GONE', 'HOTEL_SESSION_EXPIRED');
      const list = {
        hotels: found.results,
        facilities: found.facilities,
        counts: filterCounts(found.results),
      };
      remember(head.traceId, list);
      return list;
    },

    /** Forgets sessions a day past their hour and itineraries a week past theirs. */
    purgeExpired() {
      const now = deps.clock().getTime();
      return repo.purgeExpired(db, {
        sessionsBefore: new Date(now - SESSION_KEPT_MS),
        itinerariesBefore: new Date(now - ITINERARY_KEPT_MS),
      });
    },
  };
}

export type HotelSessionsService = ReturnType<typeof createHotelSessionsService>;
