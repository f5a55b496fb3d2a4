import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BbpsComplaintResponse,
  BbpsComplaintsResponse,
  RaiseBbpsComplaintRequest,
} from '@kosh/contract/bbps-complaints';
import { apiRequest } from '@/lib/api-client';

export const BBPS_COMPLAINTS_KEY = ['bbps-complaints'] as const;

/** GET v1/bills/complaints: the customer's BBPS complaints, newest first. */
export const getBbpsComplaints = () =>
  apiRequest<BbpsComplaintsResponse>('v1/bills/complaints', { auth: true });

/**
 * The customer's BBPS complaints; while one is still with its biller, asked again every half
 * minute so its answer shows without a reload.
 */
export const useBbpsComplaints = () =>
  useQuery({
    queryKey: BBPS_COMPLAINTS_KEY,
    queryFn: getBbpsComplaints,
    refetchInterval: (query) =>
      query.state.data?.data.some((c) => c.status === 'ASSIGNED') ? 30_000 : false,
  });

/** POST v1/bills/payments/{id}/complaints {type, description}. */
export const useRaiseBbpsComplaint = (paymentId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RaiseBbpsComplaintRequest) =>
      apiRequest<BbpsComplaintResponse>(
        `v1/bills/payments/${encodeURIComponent(paymentId)}/complaints`,
        { body, auth: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BBPS_COMPLAINTS_KEY }),
  });
};
