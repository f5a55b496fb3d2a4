import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  HOTEL_FIRST_PAGE,
  HOTEL_NATIONALITY,
  HOTEL_TRACE_TTL_MS,
  type HotelFilterBy,
  type HotelOccupancy,
  type HotelSortBy,
  type SearchHotelRequest,
  type SearchHotelResponse,
} from '@kosh/contract/hotels';
import { apiRequest } from '@/lib/api-client';

/** What a search asks for: where, when and who — the part a search session is made of. */
export interface HotelStay {
  locationId: string;
  /** A hotel picked from the suggestions: that hotel only. */
  hotelId: string | null;
  checkIn: string;
  checkOut: string;
  occupancies: HotelOccupancy[];
}

/** How the results are narrowed and ordered: the part that changes without a new search. */
export interface HotelView {
  filterBy: HotelFilterBy;
  sortBy: HotelSortBy;
}

/**
 * POST hotel/searchHotel. It is public, but a signed-in customer's token says who searched.
 * Without a traceId it is a new search (the supplier is asked once and a one-hour session
 * opened); with one, a page of that session, filtered and sorted, with no supplier call.
 */
export const searchHotels = (request: SearchHotelRequest, signal?: AbortSignal) =>
  apiRequest<SearchHotelResponse>('hotel/searchHotel', { body: request, auth: true, signal });

const requestOf = (
  stay: HotelStay,
  view: HotelView,
  page: number,
  traceId: string | null,
): SearchHotelRequest => ({
  checkIn: stay.checkIn,
  checkOut: stay.checkOut,
  occupancies: stay.occupancies,
  locationId: stay.locationId,
  hotelId: stay.hotelId,
  filterBy: view.filterBy,
  sortBy: view.sortBy,
  page,
  traceId,
  nationality: HOTEL_NATIONALITY,
});

const resultsKey = (traceId: string, view: HotelView) =>
  ['hotels', 'results', traceId, view.filterBy, view.sortBy ?? null] as const;

/**
 * The pages of a search session under one set of filters and one sort. A session's list never
 * changes, so what was fetched stays good until the session ends: Back from a hotel shows the
 * list at once.
 */
export const hotelResultsQueryOptions = (stay: HotelStay, traceId: string, view: HotelView) =>
  infiniteQueryOptions({
    queryKey: resultsKey(traceId, view),
    queryFn: ({ pageParam, signal }) =>
      searchHotels(requestOf(stay, view, pageParam, traceId), signal),
    initialPageParam: HOTEL_FIRST_PAGE,
    getNextPageParam: (last: SearchHotelResponse) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: HOTEL_TRACE_TTL_MS,
    gcTime: HOTEL_TRACE_TTL_MS,
    retry: false,
  });

export const useHotelResults = (stay: HotelStay | null, traceId: string | null, view: HotelView) =>
  useInfiniteQuery({
    // Disabled until there is a session to page through (the key is never fetched then).
    ...hotelResultsQueryOptions(stay as HotelStay, traceId ?? '', view),
    enabled: stay !== null && traceId !== null,
    // Another filter or sort of the same search keeps the list up (dimmed) until its first page
    // arrives; another search starts from the skeleton.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === traceId ? previous : undefined,
  });

/**
 * A new search from the form: its first page, which is then the first page of the results list
 * under the same view (no second call for it).
 */
export function useNewHotelSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stay, view }: { stay: HotelStay; view: HotelView }) =>
      searchHotels(requestOf(stay, view, HOTEL_FIRST_PAGE, null)),
    onSuccess: (response, { view }) => {
      const first: InfiniteData<SearchHotelResponse, number> = {
        pages: [response],
        pageParams: [HOTEL_FIRST_PAGE],
      };
      queryClient.setQueryData(resultsKey(response.traceId, view), first);
    },
  });
}
