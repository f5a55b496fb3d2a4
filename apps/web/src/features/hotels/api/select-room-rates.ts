import { useQuery } from '@tanstack/react-query';
import type { SelectRoomRatesRequest, SelectRoomRatesResponse } from '@kosh/contract/hotel-booking';
import { apiRequest } from '@/lib/api-client';
import { ONCE_PER_PAGE } from './once-per-page';

export type RoomSelection = SelectRoomRatesResponse['data'][number];

/**
 * POST hotel/selectRoomRates/{code} (public): the chosen rate with its policies and document
 * rules, the hotel's summary, the server's fare, the promotions on offer and the travellers already
 * given. A signed-in customer sends the token, so a visitor's itinerary becomes theirs.
 */
export const selectRoomRates = (code: string, body: SelectRoomRatesRequest, signal?: AbortSignal) =>
  apiRequest<SelectRoomRatesResponse>(`hotel/selectRoomRates/${encodeURIComponent(code)}`, {
    body,
    auth: true,
    signal,
  }).then((r) => r.data[0] ?? null);

export const roomSelectionKey = (code: string, body: SelectRoomRatesRequest | null) =>
  ['hotels', 'room', code, body] as const;

/**
 * The room page's selection, made when the page opens (`body` null: not yet — no live session).
 * The server answers the same selection again on a reload, so it is a query; it is not made again
 * behind the customer's back (the fare may carry a promotion applied since), and a failure is said,
 * not retried.
 */
export const useRoomSelection = (code: string, body: SelectRoomRatesRequest | null) =>
  useQuery<RoomSelection | null>({
    queryKey: roomSelectionKey(code, body),
    queryFn: ({ signal }) => (body ? selectRoomRates(code, body, signal) : Promise.resolve(null)),
    enabled: body !== null,
    ...ONCE_PER_PAGE,
  });
