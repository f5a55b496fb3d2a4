import { HOTEL_SUGGEST_MAX, type LocationSuggestionResponse } from '@kosh/contract/hotels';
import type { HotelSupplier } from '../../../providers/hotels/hotels.port';
import { askSupplier } from '../ask-supplier';

/**
 * The destination field's suggestions (docs/product-2.md §7 hotel/locationSuggestion): the supplier's
 * places and hotels for a term, best first, at most 30. A hotel's `id` is its city's location and
 * `refrenceId` the hotel, so picking it searches just that hotel.
 */
export function createHotelSuggestionsService(deps: { supplier: HotelSupplier }) {
  return {
    async suggest(term: string): Promise<LocationSuggestionResponse> {
      const places = await askSupplier(() => deps.supplier.locations(term, HOTEL_SUGGEST_MAX));
      return {
        result: true,
        success: true,
        data: places.slice(0, HOTEL_SUGGEST_MAX).map((p) => ({
          fullName: p.fullName,
          type: p.type,
          refrenceId: p.type === 'hotel' ? p.hotelId : null,
          id: p.id,
        })),
      };
    },
  };
}

export type HotelSuggestionsService = ReturnType<typeof createHotelSuggestionsService>;
