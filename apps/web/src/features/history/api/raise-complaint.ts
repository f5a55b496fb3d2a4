import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComplainRequest, ComplainResponse } from '@kosh/contract/recharge';
import { apiRequest } from '@/lib/api-client';
import { COMPLAINT_STATUS_QUERY_KEY } from './get-complaint-status';
import { RECHARGE_LOGS_QUERY_KEY } from './get-recharge-logs';

/** POST recharge/Complain {order_id, message}: one complaint a successful recharge. */
export const raiseComplaint = (body: ComplainRequest) =>
  apiRequest<ComplainResponse>('recharge/Complain', { body, auth: true });

export const useRaiseComplaint = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: raiseComplaint,
    // The entry now carries its complaint flag, and the status has something to show.
    onSettled: (_data, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RECHARGE_LOGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: [...COMPLAINT_STATUS_QUERY_KEY, body.order_id] }),
      ]),
  });
};
