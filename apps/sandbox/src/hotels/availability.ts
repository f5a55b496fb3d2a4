import { distanceKm } from './inventory/geo';
import type { Inventory } from './inventory/inventory';
import type { Hotel, Landmark, Location } from './inventory/types';

/** A landmark's hotels are those within this many km of it. */
export const LANDMARK_RADIUS_KM = 5;

export type HotelsFound =
  | { ok: true; location: Location; hotels: readonly Hotel[] }
  | { ok: false; code: 'LOCATION_NOT_FOUND' | 'HOTEL_NOT_FOUND' };

/**
 * Which hotels a destination holds, in the supplier's order. Lists are read from the inventory's
 * indexes; a landmark's (a distance from each of its city's hotels) is worked out once and kept.
 */
export class HotelFinder {
  private readonly nearLandmark = new Map<string, readonly Hotel[]>();

  constructor(private readonly inventory: Inventory) {}

  find(locationId: string, hotelId: string | null): HotelsFound {
    const location = this.inventory.locations.get(locationId);
    if (!location) return { ok: false, code: 'LOCATION_NOT_FOUND' };
    if (hotelId !== null) {
      // A hotel is asked for through its own city (or a place in it), as the suggestions give it.
      const hotel = this.inventory.hotelsById.get(hotelId);
      if (!hotel || hotel.city.id !== location.cityId)
        return { ok: false, code: 'HOTEL_NOT_FOUND' };
      return { ok: true, location, hotels: [hotel] };
    }
    switch (location.type) {
      case 'city':
      case 'area':
        return { ok: true, location, hotels: location.hotels };
      case 'landmark':
        return { ok: true, location, hotels: this.aroundLandmark(location) };
    }
  }

  /** Hotels with coordinates within the radius, nearest first (ties in featured order). */
  private aroundLandmark(landmark: Landmark) {
    let hotels = this.nearLandmark.get(landmark.id);
    if (!hotels) {
      hotels = landmark.city.hotels
        .flatMap((hotel) => {
          if (!hotel.position) return [];
          const km = distanceKm(landmark.lat, landmark.lng, hotel.position.lat, hotel.position.lng);
          return km <= LANDMARK_RADIUS_KM ? [{ hotel, km }] : [];
        })
        .sort((a, b) => a.km - b.km)
        .map(({ hotel }) => hotel);
      this.nearLandmark.set(landmark.id, hotels);
    }
    return hotels;
  }
}
