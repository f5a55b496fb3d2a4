import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOperationsResponse } from '@kosh/contract/operations';
import { apiRequest } from '@/lib/api-client';

/** GET admin/operations: each background job's record and the payments still pending. */
export const getOperations = () =>
  apiRequest<AdminOperationsResponse>('admin/operations', { auth: true });

export const OPERATIONS_QUERY_KEY = ['admin', 'operations'] as const;

/** How often the open page asks again: a job runs every 15 s to 1 h, payments wait minutes. */
export const OPERATIONS_REFRESH_MS = 30_000;

export const operationsQueryOptions = () =>
  queryOptions({
    queryKey: OPERATIONS_QUERY_KEY,
    queryFn: getOperations,
    // The page is a dashboard: it stays current while it is open (and looks again on return).
    refetchInterval: OPERATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export const useOperations = () => useQuery(operationsQueryOptions());
