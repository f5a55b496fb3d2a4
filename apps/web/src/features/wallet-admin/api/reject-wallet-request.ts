import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminWalletRequestResponse } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_WALLET_REQUESTS_KEY } from './get-admin-wallet-requests';

/** POST admin/wallet-requests/:id/reject {remark} — the remark is what the customer reads. */
export const rejectWalletRequest = (id: string, remark: string) =>
  apiRequest<AdminWalletRequestResponse>(`admin/wallet-requests/${encodeURIComponent(id)}/reject`, {
    body: { remark },
    auth: true,
  });

export const useRejectWalletRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, remark }: { id: string; remark: string }) => rejectWalletRequest(id, remark),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_WALLET_REQUESTS_KEY }),
  });
};
