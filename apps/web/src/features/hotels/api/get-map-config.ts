import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelMapConfigResponse } from '@kosh/contract/hotels';
import { apiRequest } from '@/lib/api-client';

/** GET v1/hotels/map (public): where the hotel map's tiles come from, and whose they are. */
export const getMapConfig = (signal?: AbortSignal) =>
  apiRequest<HotelMapConfigResponse>('v1/hotels/map', { signal }).then((r) => r.data);

export const mapConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['hotels', 'map-config'],
    queryFn: ({ signal }) => getMapConfig(signal),
    // Configuration: it changes only when Kosh restarts.
    staleTime: 60 * 60_000,
  });

export const useMapConfig = () => useQuery(mapConfigQueryOptions());
