import { useQuery } from '@tanstack/react-query';
import type {
  CreateItineraryRequest,
  CreateItineraryResponse,
  HotelItinerary,
} from '@kosh/contract/hotels';
import { apiRequest } from '@/lib/api-client';
import { ONCE_PER_PAGE } from './once-per-page';

/**
 * POST hotel/createItineraryV2 (public): the hotel's photos, rooms and rates for the stay of the
 * search session, which the server keeps as an itinerary for choosing a room. A customer who is
 * signed in sends the token, so the server knows whose itinerary it is.
 */
export const createItinerary = (body: CreateItineraryRequest, signal?: AbortSignal) =>
  apiRequest<CreateItineraryResponse>('hotel/createItineraryV2', { body, auth: true, signal }).then(
    (r) => r.data,
  );

/**
 * The page's itinerary, made once per stay and hotel (`body` null: not yet — no live session).
 * A POST read as a query: it is made when the page opens (docs/product-2.md §4) and is good for the hour,
 * so it is never made again behind the customer's back, and a failure is said, not retried.
 */
export const useItinerary = (body: CreateItineraryRequest | null) =>
  useQuery<HotelItinerary>({
    queryKey: ['hotels', 'itinerary', body],
    queryFn: ({ signal }) => createItinerary(body as CreateItineraryRequest, signal),
    enabled: body !== null,
    ...ONCE_PER_PAGE,
  });
