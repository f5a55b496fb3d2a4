import type { ItineraryStepDeps } from './itinerary-fare';
import { createAllocateRooms } from './allocate-rooms';
import { createApplyPromo } from './apply-promo';
import { createSelectRoomRates } from './select-room-rates';

/**
 * The room page's calls (docs/product-2.md §7 selectRoomRates, allocateRooms; Kosh's applyPromo): each
 * opens the itinerary (live, the caller's), checks its input, and only then claims it for a
 * logged-in caller and changes it — under its lock, unless a live booking froze it — so a refused
 * call keeps nothing. Every amount comes from the stored rate and fareOf, never from the client.
 */
export function createHotelRoomService(deps: ItineraryStepDeps) {
  return {
    select: createSelectRoomRates(deps),
    applyPromo: createApplyPromo(deps),
    allocate: createAllocateRooms(deps),
  };
}

export type HotelRoomService = ReturnType<typeof createHotelRoomService>;
