import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetDistrictsResponse } from '@kosh/contract/kyc';
import { apiRequest } from '@/lib/api-client';

/** POST kyc/getDistrict {state}: the districts of one state (its SId). */
export const districtsQueryOptions = (stateId: number) =>
  queryOptions({
    queryKey: ['kyc-reference', 'districts', stateId],
    queryFn: ({ signal }) =>
      apiRequest<GetDistrictsResponse>('kyc/getDistrict', {
        body: { state: stateId },
        auth: true,
        signal,
      }),
    select: (response) => response.data,
    staleTime: Infinity,
  });

/** The districts of the chosen state; nothing is asked until a state is chosen. */
export const useDistricts = (stateId: number | null) =>
  useQuery({ ...districtsQueryOptions(stateId ?? 0), enabled: stateId !== null });
