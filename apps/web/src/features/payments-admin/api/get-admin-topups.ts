import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_TOPUPS_PAGE_SIZE,
  type AdminTopupListResponse,
  type TopupStatus,
} from '@kosh/contract/payments';
import { apiRequest } from '@/lib/api-client';

/** A status, or every top-up. */
export type TopupFilter = TopupStatus | 'all';

export const ADMIN_TOPUPS_KEY = ['admin', 'payments'] as const;

/** GET admin/payments?status&page&pageSize — newest first, with the customer and gateway ids. */
export const getAdminTopups = (filter: TopupFilter, page: number) => {
  const query = new URLSearchParams({
    page: String(page),
    pageSize: String(ADMIN_TOPUPS_PAGE_SIZE),
  });
  if (filter !== 'all') query.set('status', filter);
  return apiRequest<AdminTopupListResponse>(`admin/payments?${query}`, { auth: true });
};

export const adminTopupsQueryOptions = (filter: TopupFilter, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_TOPUPS_KEY, filter, page],
    queryFn: () => getAdminTopups(filter, page),
    // The list being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useAdminTopups = (filter: TopupFilter, page: number) =>
  useQuery(adminTopupsQueryOptions(filter, page));
