import { queryOptions } from '@tanstack/react-query';
import type { ComplainStatusResponse, ComplaintDetails } from '@kosh/contract/recharge';
import { apiRequest } from '@/lib/api-client';

export const COMPLAINT_STATUS_QUERY_KEY = ['complaint-status'] as const;

/** The complaint on a recharge, or null when there is none (data.status 1, docs/product-1.md §7). */
export interface ComplaintStatusResult {
  complaint: ComplaintDetails | null;
  message: string;
}

/** POST recharge/getComplainStatus {order_id}. */
export async function getComplaintStatus(orderId: string): Promise<ComplaintStatusResult> {
  const response = await apiRequest<ComplainStatusResponse>('recharge/getComplainStatus', {
    body: { order_id: orderId },
    auth: true,
  });
  if (response.data.status === 1) return { complaint: null, message: response.message };
  const { status: _found, ...complaint } = response.data;
  return { complaint, message: response.message };
}

export const complaintStatusQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...COMPLAINT_STATUS_QUERY_KEY, orderId],
    queryFn: () => getComplaintStatus(orderId),
    // The back office may answer at any time: ask again whenever it is opened.
    staleTime: 0,
  });
