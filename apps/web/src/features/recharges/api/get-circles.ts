import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { circlesResponseSchema } from '@kosh/contract/recharge';
import { apiRequest } from '@/lib/api-client';

type CirclesResponse = z.infer<typeof circlesResponseSchema>;
export type Circle = CirclesResponse['data'][number];

/** GET v1/recharge/circles: the 22 telecom circles. */
export const getCircles = async (signal?: AbortSignal) =>
  (await apiRequest<CirclesResponse>('v1/recharge/circles', { auth: true, signal })).data;

export const circlesQueryOptions = () =>
  queryOptions({
    queryKey: ['recharge-circles'],
    queryFn: ({ signal }) => getCircles(signal),
    staleTime: 60 * 60_000,
  });

export const useCircles = () => useQuery(circlesQueryOptions());
