import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminComplaintList, ComplaintStatus } from '@kosh/contract/recharge';
import { apiRequest } from '@/lib/api-client';

/** A status, or every complaint. */
export type ComplaintFilter = ComplaintStatus | 'all';

export const ADMIN_COMPLAINTS_PAGE_SIZE = 10;
export const ADMIN_COMPLAINTS_KEY = ['admin', 'complaints'] as const;

/** GET admin/complaints?status&page&pageSize — newest first, with the customer and recharge. */
export const getAdminComplaints = (filter: ComplaintFilter, page: number) => {
  const query = new URLSearchParams({
    page: String(page),
    pageSize: String(ADMIN_COMPLAINTS_PAGE_SIZE),
  });
  if (filter !== 'all') query.set('status', filter);
  return apiRequest<AdminComplaintList>(`admin/complaints?${query}`, {
    auth: true,
  });
};

export const adminComplaintsQueryOptions = (filter: ComplaintFilter, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_COMPLAINTS_KEY, filter, page],
    queryFn: () => getAdminComplaints(filter, page),
    // The list being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useAdminComplaints = (filter: ComplaintFilter, page: number) =>
  useQuery(adminComplaintsQueryOptions(filter, page));
