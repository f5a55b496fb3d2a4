import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetServiceListResponse, ServiceCategory } from '@kosh/contract/catalogue';
import { apiRequest } from '@/lib/api-client';

/** GET service/getList/{type}: the active companies of a category (docs/product-1.md §7). */
export const getServiceList = async (type: ServiceCategory, signal?: AbortSignal) =>
  (await apiRequest<GetServiceListResponse>(`service/getList/${type}`, { auth: true, signal }))
    .data;

export const SERVICE_LIST_KEY = ['service-list'] as const;

export const serviceListQueryOptions = (type: ServiceCategory) =>
  queryOptions({
    queryKey: [...SERVICE_LIST_KEY, type],
    queryFn: ({ signal }) => getServiceList(type, signal),
    // Every recharge and bill screen opens with it and it seldom changes: reuse it for a few
    // minutes; the server's ETag makes a refetch of an unchanged list a 304.
    staleTime: 5 * 60_000,
  });

export const useServiceList = (type: ServiceCategory) => useQuery(serviceListQueryOptions(type));
