import { useQuery } from '@tanstack/react-query';
import type {
  GetItineraryDetailsResponse,
  HotelItineraryDetails,
} from '@kosh/contract/hotel-booking';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * GET hotel/getItineraryDetails/{code}?traceId= (docs/product-2.md §7): what the payment page reviews — the
 * stay, its rooms, the travellers and the server's fare. Public; a signed-in customer sends the
 * token, so the server lets them claim an itinerary a visitor started (design: ownership).
 */
export async function getItineraryDetails(
  code: string,
  traceId: string,
  signal?: AbortSignal,
): Promise<HotelItineraryDetails> {
  const query = new URLSearchParams({ traceId });
  const response = await apiRequest<GetItineraryDetailsResponse>(
    `hotel/getItineraryDetails/${encodeURIComponent(code)}?${query.toString()}`,
    { auth: true, signal },
  );
  const [details] = response.data.results;
  // An answer without its one result is no itinerary: the page says so, as for a 404.
  if (!details) throw new ApiError('No itinerary', 404, 'HOTEL_NOT_FOUND');
  return details;
}

export const itineraryDetailsKey = (code: string, traceId: string, userId: string | null) =>
  ['hotels', 'itinerary-details', code, traceId, userId] as const;

/**
 * The page's itinerary. Keyed by who is signed in: logging in at MAKE PAYMENT reads it again as
 * the customer (the server claims it for them). A 4xx is an answer, not a blip: not retried.
 */
export function useItineraryDetails(code: string, traceId: string) {
  const session = useSession();
  return useQuery({
    queryKey: itineraryDetailsKey(code, traceId, session?.userId ?? null),
    queryFn: ({ signal }) => getItineraryDetails(code, traceId, signal),
    retry: (failures, error) =>
      failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    refetchOnWindowFocus: false,
  });
}
