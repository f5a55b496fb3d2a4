import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefundResponse } from '@kosh/contract/payments';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_TOPUPS_KEY } from './get-admin-topups';

/**
 * POST admin/payments/:id/refund — refunds a top-up still owed one. Never refunds twice: a top-up
 * no longer owed a refund answers 409, an unreachable gateway 503 (it stays due).
 */
export const retryTopupRefund = (id: string) =>
  apiRequest<AdminRefundResponse>(`admin/payments/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    auth: true,
  });

export const useRetryTopupRefund = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => retryTopupRefund(id),
    // Refreshed after a refusal too: a 409 means it was refunded meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_TOPUPS_KEY }),
  });
};
