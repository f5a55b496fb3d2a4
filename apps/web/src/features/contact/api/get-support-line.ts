import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportLineResponse } from '@kosh/contract/content';
import { apiRequest } from '@/lib/api-client';

/** GET v1/support-line (public): the customer-care number and its hours. */
export const getSupportLine = () => apiRequest<SupportLineResponse>('v1/support-line');

export const supportLineQueryOptions = () =>
  queryOptions({
    queryKey: ['support-line'],
    queryFn: getSupportLine,
    // Configuration: it changes only when Kosh restarts.
    staleTime: 60 * 60_000,
  });

export const useSupportLine = () => useQuery(supportLineQueryOptions());
