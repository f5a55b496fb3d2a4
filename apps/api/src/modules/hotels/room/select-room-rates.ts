import type { z } from 'zod';
import {
  clearUnaskedDocuments,
  type SelectRoomRatesResponse,
  type selectRoomRatesRequestSchema,
} from '@kosh/contract/hotel-booking';
import { AppError } from '../../../lib/app-error';
import { toWireRate } from '../details/itinerary-content';
import type { HotelItineraryRow } from '../hotels.tables';
import { fareJson } from './fare';
import { findRate, type SelectedRate } from './itinerary-access';
import {
  dropLapsedPromotion,
  offeredPromotions,
  shownFare,
  type ItineraryStepDeps,
} from './itinerary-fare';
import { staySummary } from './stay-summary';

type SelectRoomRatesParams = z.output<typeof selectRoomRatesRequestSchema>;

function selectAnswer(
  row: HotelItineraryRow,
  selected: SelectedRate,
  now: Date,
): SelectRoomRatesResponse {
  return {
    result: true,
    success: true,
    data: [
      {
        items: [
          {
            code: row.code,
            type: 'HOTEL',
            selectedRoomsAndRates: [
              {
                recommendationId: selected.recommendationId,
                rate: toWireRate(selected.rate),
                room: selected.room,
              },
            ],
          },
        ],
        hotel: staySummary(row, selected.rate),
        fare: fareJson(shownFare(row, selected.rate, now)),
        promotions: offeredPromotions(now),
        guests: row.guests ?? [],
        traceId: row.traceId,
        expiresAt: row.expiresAt.toISOString(),
      },
    ],
  };
}

/**
 * POST hotel/selectRoomRates/{code}: the room and rate chosen on the hotel page. The same
 * choice again (a reload) changes nothing; another one clears the promotion and the documents
 * the new rate does not ask for, and is refused once a live booking exists.
 */
export function createSelectRoomRates(deps: ItineraryStepDeps) {
  const { repo, access, clock } = deps;
  return async function select(
    code: string,
    params: SelectRoomRatesParams,
    userId: string | null,
  ): Promise<SelectRoomRatesResponse> {
    const opened = await access.open(code, params.traceId, userId, { claim: false });
    const [item] = params.items;
    if (item && item.code !== code) {
      throw AppError.invalid('items.0.code', 'HOTEL_ITINERARY_CODE_MISSING');
    }
    const [allocation] = params.roomsAndRateAllocations;
    if (!allocation) throw AppError.invalid('roomsAndRateAllocations', 'HOTEL_ROOM_DATA_MISSING');
    const found = findRate(opened, params.recommendationId, allocation.rateId);
    if (!found) {
      throw AppError.invalid('roomsAndRateAllocations.0.rateId', 'HOTEL_RATE_UNKNOWN');
    }
    if (found.rate.roomId !== allocation.roomId) {
      throw AppError.invalid('roomsAndRateAllocations.0.roomId', 'HOTEL_ROOM_UNKNOWN');
    }

    const same = (row: HotelItineraryRow) =>
      row.selection?.recommendationId === found.recommendationId &&
      row.selection.rateId === found.rate.rateId;
    if (same(opened)) {
      const row = await dropLapsedPromotion(deps, await access.claim(opened, userId), userId);
      return selectAnswer(row, access.selectedRate(row), clock());
    }
    const row = await access.change(opened, userId, async (tx, locked) => {
      if (same(locked)) return locked;
      const rate = findRate(locked, found.recommendationId, found.rate.rateId)?.rate;
      if (!rate) {
        throw AppError.invalid('roomsAndRateAllocations.0.rateId', 'HOTEL_RATE_UNKNOWN');
      }
      const now = clock();
      return repo.updateItinerary(
        tx,
        locked.code,
        {
          selection: {
            recommendationId: found.recommendationId,
            rateId: rate.rateId,
            roomId: rate.roomId,
            selectedAt: now.toISOString(),
          },
          promoCode: null,
          guests: locked.guests?.map((g) => clearUnaskedDocuments(g, rate)) ?? null,
        },
        now,
      );
    });
    return selectAnswer(row, access.selectedRate(row), clock());
  };
}
