import { randomBytes } from 'node:crypto';
import {
  HOTEL_TRACE_TTL_MS,
  type CreateItineraryParams,
  type CreateItineraryResponse,
} from '@kosh/contract/hotels';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/faults';
import type { HotelSupplier } from '../../../providers/hotels/hotels.port';
import { supplierRooms } from '../search/hotel-search.service';
import { askSupplier } from '../ask-supplier';
import { room, type HotelSessionsService } from '../search/hotel-sessions.service';
import type { HotelItinerariesRepository } from '../hotel-itineraries.repository';
import { itineraryContent, toWireItinerary } from './itinerary-content';

/** An itinerary's code: 16 URL-safe random characters (it is the next pages' route parameter). */
const newCode = () => randomBytes(12).toString('base64url');

/**
 * A hotel's page (docs/product-2.md §7 hotel/createItineraryV2): the supplier's content and every rate of
 * the stay, asked within a live search session, kept as an itinerary for an hour so the next steps
 * (choosing a room, the guest, payment) book exactly what the customer saw. The supplier is asked
 * first: when it fails, nothing is stored.
 */
export function createHotelItineraryService(deps: {
  db: Db;
  repo: HotelItinerariesRepository;
  sessions: HotelSessionsService;
  supplier: HotelSupplier;
  clock: Clock;
}) {
  const { db, repo, sessions, supplier } = deps;

  return {
    async create(
      params: CreateItineraryParams,
      userId: string | null,
    ): Promise<CreateItineraryResponse> {
      const session = await sessions.live(params.traceId);
      const rooms = params.occupancies.map(room);
      const answer = await askSupplier(() =>
        supplier.rates(params.hotelId, {
          checkIn: params.checkIn,
          checkOut: params.checkOut,
          occupancies: supplierRooms(rooms),
        }),
      );
      if (answer.status === 'hotel_not_found') throw new AppError('NOT_FOUND', 'HOTEL_NOT_FOUND');

      const code = newCode();
      const createdAt = deps.clock();
      const expiresAt = new Date(createdAt.getTime() + HOTEL_TRACE_TTL_MS);
      const content = itineraryContent({
        code,
        traceId: session.traceId,
        checkIn: params.checkIn,
        checkOut: params.checkOut,
        occupancies: rooms,
        expiresAt,
        ...answer,
      });
      await repo.insertItinerary(db, {
        code,
        traceId: session.traceId,
        userId,
        hotelId: answer.hotel.id,
        checkIn: params.checkIn,
        checkOut: params.checkOut,
        occupancies: rooms,
        content,
        createdAt,
        expiresAt,
      });
      return { result: true, success: true, data: toWireItinerary(content) };
    },
  };
}

export type HotelItineraryService = ReturnType<typeof createHotelItineraryService>;
