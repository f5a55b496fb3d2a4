/**
 * Query options for a POST read as a query when a page opens (the itinerary, the room selection):
 * good for the session's hour, so never made again behind the customer's back, and a failure is
 * said, not retried.
 */
export const ONCE_PER_PAGE = {
  staleTime: Infinity,
  gcTime: 5 * 60_000,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;
