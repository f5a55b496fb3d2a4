import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminWalletRequestResponse } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_WALLET_REQUESTS_KEY } from './get-admin-wallet-requests';

/**
 * POST admin/wallet-requests/:id/approve — credits the customer's wallet once. A second decision
 * answers 409; a wallet limit the credit would break answers 422.
 */
export const approveWalletRequest = (id: string, idempotencyKey: string) =>
  apiRequest<AdminWalletRequestResponse>(
    `admin/wallet-requests/${encodeURIComponent(id)}/approve`,
    { method: 'POST', auth: true, idempotencyKey },
  );

export const useApproveWalletRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      approveWalletRequest(id, idempotencyKey),
    // Refreshed after a refusal too: a 409 means someone else decided it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_WALLET_REQUESTS_KEY }),
  });
};
