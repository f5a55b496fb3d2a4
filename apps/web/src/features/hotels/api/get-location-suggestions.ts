import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  HOTEL_SUGGEST_MIN_CHARS,
  type LocationSuggestion,
  type LocationSuggestionResponse,
} from '@kosh/contract/hotels';
import { apiRequest } from '@/lib/api-client';

/** GET hotel/locationSuggestion?searchString=: places and hotels whose names start with the term. */
export async function getLocationSuggestions(
  term: string,
  signal?: AbortSignal,
): Promise<LocationSuggestion[]> {
  const query = new URLSearchParams({ searchString: term });
  const response = await apiRequest<LocationSuggestionResponse>(
    `hotel/locationSuggestion?${query}`,
    { signal },
  );
  return response.data;
}

/**
 * One cache entry per term (docs/product-2.md §5: "results are cached per term"): typing back to a term
 * already asked shows its list at once, with no call. The inventory of places hardly changes, so a
 * term's list stays fresh for the visit.
 */
export const locationSuggestionsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['hotels', 'suggestions', term.toLowerCase()],
    queryFn: ({ signal }) => getLocationSuggestions(term, signal),
    staleTime: 60 * 60_000,
    gcTime: 60 * 60_000,
  });

/**
 * The suggestions of a (debounced, trimmed) term; nothing is asked under 3 characters. While the
 * next term's list is on its way the last one stays up, so the list does not blink empty.
 */
export function useLocationSuggestions(term: string) {
  const enabled = term.length >= HOTEL_SUGGEST_MIN_CHARS;
  return useQuery({
    ...locationSuggestionsQueryOptions(term),
    enabled,
    placeholderData: enabled ? keepPreviousData : undefined,
  });
}
