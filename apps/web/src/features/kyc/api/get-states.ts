import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetStatesResponse } from '@kosh/contract/kyc';
import { apiRequest } from '@/lib/api-client';

/** GET kyc/getState: India's states and union territories, by name. */
export const statesQueryOptions = () =>
  queryOptions({
    queryKey: ['kyc-reference', 'states'],
    queryFn: ({ signal }) => apiRequest<GetStatesResponse>('kyc/getState', { auth: true, signal }),
    select: (response) => response.data,
    // Reference data: it changes when the country's map does.
    staleTime: Infinity,
  });

export const useStates = () => useQuery(statesQueryOptions());
