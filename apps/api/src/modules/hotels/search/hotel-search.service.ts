import type { SearchHotelParams, SearchHotelResponse } from '@kosh/contract/hotels';
import { AppError } from '../../../lib/app-error';
import type {
  HotelSupplier,
  SupplierHotelSummary,
  SupplierOccupancy,
} from '../../../providers/hotels/hotels.port';
import { askSupplier } from '../ask-supplier';
import { room, sameStay, type HotelSessionsService } from './hotel-sessions.service';
import { applyFilters, applySort, pageOf } from './search-results';
import type { StoredFacilities, StoredHotel, StoredOccupancy } from '../stored';

/** A room's guests as the supplier takes them. */
export const supplierRooms = (rooms: readonly StoredOccupancy[]): SupplierOccupancy[] =>
  rooms.map((o) => ({ adults: o.numOfAdults, childAges: [...o.childAges] }));

/** A supplier's hotel as a session keeps it: the card's fields, the filters' inputs, paise. */
function stored(h: SupplierHotelSummary): StoredHotel {
  return {
    id: h.id,
    name: h.name,
    imageUrl: h.image.small,
    stars: h.stars,
    address: h.address,
    city: h.city,
    areaId: h.areaId,
    area: h.areaName,
    propertyType: h.propertyType,
    rating: h.guestRating,
    reviewCount: h.reviewCount,
    facilities: h.facilities.map((f) => f.code),
    finalRatePaise: Number(h.minRate.totalPaise),
    choice: h.flags.choice,
    freeCancellation: h.flags.freeCancellation,
    breakfast: h.flags.breakfast,
    wifi: h.flags.wifi,
  };
}

/** The words of every facility the hotels name, by code. */
function facilityWords(hotels: readonly SupplierHotelSummary[]): StoredFacilities {
  const words: StoredFacilities = {};
  for (const h of hotels) {
    for (const f of h.facilities) words[f.code] ??= { name: f.name, group: f.group };
  }
  return words;
}

/**
 * Hotel search (docs/product-2.md §7 hotel/searchHotel, docs/hotels.md §2). A search without a traceId asks
 * the supplier once and keeps its whole answer as a session; a search naming a live session of the
 * same stay is answered from that session (another page, filter or sort: no supplier call); a live
 * session of another stay starts a new search; a dead one is a 410 the web turns into its Session
 * Expired dialog. Nothing is stored unless the supplier answered.
 */
export function createHotelSearchService(deps: {
  sessions: HotelSessionsService;
  supplier: HotelSupplier;
}) {
  const { sessions, supplier } = deps;

  async function newSession(params: SearchHotelParams, userId: string | null) {
    const rooms = params.occupancies.map(room);
    const answer = await askSupplier(() =>
      supplier.availability({
        locationId: params.locationId,
        hotelId: params.hotelId,
        checkIn: params.checkIn,
        checkOut: params.checkOut,
        occupancies: supplierRooms(rooms),
      }),
    );
    if (answer.status === 'location_not_found') {
      throw AppError.invalid('locationId', 'HOTEL_LOCATION_UNKNOWN');
    }
    if (answer.status === 'hotel_not_found') throw AppError.invalid('hotelId', 'HOTEL_NOT_FOUND');
    return sessions.create({
      userId,
      locationId: params.locationId,
      hotelId: params.hotelId,
      checkIn: params.checkIn,
      checkOut: params.checkOut,
      occupancies: rooms,
      location: answer.location,
      results: answer.hotels.map(stored),
      facilities: facilityWords(answer.hotels),
    });
  }

  /** The live session to answer from: the one named when it is for this stay, else a new one. */
  async function sessionFor(params: SearchHotelParams, userId: string | null) {
    if (params.traceId === null) return newSession(params, userId);
    const head = await sessions.live(params.traceId);
    const rooms = params.occupancies.map(room);
    if (!sameStay(head, params, head.occupancies, rooms)) return newSession(params, userId);
    return { head, ...(await sessions.list(head)) };
  }

  return {
    async search(params: SearchHotelParams, userId: string | null): Promise<SearchHotelResponse> {
      const { head, hotels, facilities, counts } = await sessionFor(params, userId);
      const shown = applySort(applyFilters(hotels, params.filterBy), params.sortBy);
      return {
        result: true,
        success: true,
        ...pageOf(shown, facilities, params.page),
        traceId: head.traceId,
        location: head.location,
        filterCounts: counts,
        expiresAt: head.expiresAt.toISOString(),
      };
    },
  };
}

export type HotelSearchService = ReturnType<typeof createHotelSearchService>;
