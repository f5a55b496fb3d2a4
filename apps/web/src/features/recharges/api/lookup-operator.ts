import { queryOptions, useQuery } from '@tanstack/react-query';
import { MOBILE_PATTERN } from '@kosh/contract/common/patterns';
import type { LookupResponse } from '@kosh/contract/recharge';
import { apiRequest } from '@/lib/api-client';

/** GET v1/recharge/lookup?mobile=: the operator and circle a number most likely belongs to. */
export const lookupOperator = async (mobile: string, signal?: AbortSignal) =>
  (
    await apiRequest<LookupResponse>(`v1/recharge/lookup?mobile=${encodeURIComponent(mobile)}`, {
      auth: true,
      signal,
    })
  ).data;

export const lookupQueryOptions = (mobile: string) =>
  queryOptions({
    queryKey: ['operator-lookup', mobile],
    queryFn: ({ signal }) => lookupOperator(mobile, signal),
    // A number's series does not change operator while the screen is open.
    staleTime: Infinity,
    retry: false,
  });

/** Asks once the number is complete; a failed guess just leaves the pickers to the customer. */
export const useOperatorLookup = (mobile: string) =>
  useQuery({ ...lookupQueryOptions(mobile), enabled: MOBILE_PATTERN.test(mobile) });
