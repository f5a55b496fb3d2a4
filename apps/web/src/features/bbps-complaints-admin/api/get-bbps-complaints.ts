import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminBbpsComplaintsResponse,
  BbpsComplaintStatus,
} from '@kosh/contract/bbps-complaints';
import { apiRequest } from '@/lib/api-client';

/** A status, or every complaint. */
export type BbpsComplaintFilter = BbpsComplaintStatus | 'all';

export const ADMIN_BBPS_COMPLAINTS_KEY = ['admin', 'bbps-complaints'] as const;

/** GET admin/bbps-complaints?status&page — oldest first, with each one's age and turnaround. */
export const getAdminBbpsComplaints = (filter: BbpsComplaintFilter, page: number) => {
  const query = new URLSearchParams({ page: String(page) });
  if (filter !== 'all') query.set('status', filter);
  return apiRequest<AdminBbpsComplaintsResponse>(`admin/bbps-complaints?${query}`, { auth: true });
};

export const useAdminBbpsComplaints = (filter: BbpsComplaintFilter, page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...ADMIN_BBPS_COMPLAINTS_KEY, filter, page],
      queryFn: () => getAdminBbpsComplaints(filter, page),
      // The list being left stays on screen until the next one arrives.
      placeholderData: keepPreviousData,
    }),
  );
