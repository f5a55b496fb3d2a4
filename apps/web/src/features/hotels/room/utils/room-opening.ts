import type { SelectRoomRatesRequest } from '@kosh/contract/hotel-booking';
import { HOTEL_DEFAULT_RATE_ADULTS, HOTEL_TRACE_TTL_MS } from '@kosh/contract/hotels';
import type { BookingContext, SelectedHotel, TraceEntry } from '../../utils/booking-session';

/** What the browser holds of the booking session when the room page opens. */
export interface StoredRoomSession {
  trace: TraceEntry | null;
  context: BookingContext | null;
  selected: SelectedHotel | null;
}

/**
 * What the room page can do when it opens (docs/product-2.md §4 Session validity, §8 Room page):
 * - `expired`: no trace, or one older than an hour — the Session Expired modal;
 * - `missing`: a live trace, but no context, no selected room, or not this itinerary's —
 *   'Session expired or missing data' and back to the search;
 * - `ready`: the selectRoomRates call to make, and when the stored session runs out.
 */
export type RoomOpening =
  | { kind: 'expired' }
  | { kind: 'missing' }
  | {
      kind: 'ready';
      selected: SelectedHotel;
      request: SelectRoomRatesRequest;
      /** When the trace's hour ends (ms since the epoch). */
      traceEndsAt: number;
    };

export function roomOpening(
  code: string | undefined,
  { trace, context, selected }: StoredRoomSession,
  now: number = Date.now(),
): RoomOpening {
  if (!trace || trace.timestamp + HOTEL_TRACE_TTL_MS <= now) return { kind: 'expired' };
  const wanted = code?.trim();
  if (
    !wanted ||
    !context ||
    !selected ||
    selected.code !== wanted ||
    !selected.traceId ||
    !selected.recommendationId ||
    !selected.rateId ||
    !selected.roomId
  ) {
    return { kind: 'missing' };
  }
  const adults = selected.occupancy?.[0]?.numOfAdults;
  return {
    kind: 'ready',
    selected,
    traceEndsAt: trace.timestamp + HOTEL_TRACE_TTL_MS,
    request: {
      traceId: selected.traceId,
      recommendationId: selected.recommendationId,
      roomsAndRateAllocations: [
        {
          rateId: selected.rateId,
          roomId: selected.roomId,
          occupancy: {
            adults: typeof adults === 'number' && adults >= 1 ? adults : HOTEL_DEFAULT_RATE_ADULTS,
          },
        },
      ],
      items: [{ code: wanted, type: 'HOTEL' }],
    },
  };
}

/**
 * When the room page's session ends: the trace's hour, or the server's itinerary if it ends first
 * (the itinerary was made before the room was chosen, which refreshed the trace).
 */
export function sessionEndsAt(traceEndsAt: number, expiresAt: string | undefined): number {
  const server = expiresAt ? Date.parse(expiresAt) : NaN;
  return Number.isFinite(server) ? Math.min(traceEndsAt, server) : traceEndsAt;
}
