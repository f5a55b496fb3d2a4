import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentsResponse } from '@kosh/contract/recents';
import type { ServiceKind } from '@kosh/contract/service-kinds';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/me/recents?kind=: pinned first, then the most recently paid. */
export const getRecents = (kind: ServiceKind) =>
  apiRequest<RecentsResponse>(`v1/me/recents?kind=${kind}`, { auth: true });

export const recentsQueryKey = (kind: ServiceKind) => ['recents', kind] as const;

export const recentsQueryOptions = (kind: ServiceKind) =>
  queryOptions({
    queryKey: recentsQueryKey(kind),
    queryFn: () => getRecents(kind),
    select: (response) => response.data,
  });

export const useRecents = (kind: ServiceKind) => useQuery(recentsQueryOptions(kind));
