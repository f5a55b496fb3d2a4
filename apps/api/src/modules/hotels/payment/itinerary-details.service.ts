import type { GetItineraryDetailsResponse } from '@kosh/contract/hotel-booking';
import { dropLapsedPromotion, shownFare, type ItineraryStepDeps } from '../room/itinerary-fare';
import { itineraryDetails } from './itinerary-details';

/**
 * GET hotel/getItineraryDetails/{code}?traceId= (docs/product-2.md §7, docs/hotels.md call 4): the payment
 * page's itinerary, opened like the room page's steps (live, the caller's), claimed for a
 * logged-in caller, and priced by the fareOf the book call charges.
 */
export function createItineraryDetailsService(deps: ItineraryStepDeps) {
  const { db, repo, access, clock } = deps;
  return {
    /** GET hotel/getItineraryDetails/{code}?traceId=: the payment page's itinerary. */
    async details(
      code: string,
      traceId: string,
      userId: string | null,
    ): Promise<GetItineraryDetailsResponse> {
      const opened = await access.open(code, traceId, userId, { claim: false });
      access.selectedRate(opened);
      const row = await dropLapsedPromotion(deps, await access.claim(opened, userId), userId);
      const selected = access.selectedRate(row);
      const booking = await repo.findLatestBooking(db, row.code);
      return {
        result: true,
        success: true,
        data: {
          results: [
            itineraryDetails(row, selected, shownFare(row, selected.rate, clock()), booking),
          ],
        },
      };
    },
  };
}

export type ItineraryDetailsService = ReturnType<typeof createItineraryDetailsService>;
