import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@kosh/contract/common/envelope';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';

/** Revokes the session on the server, then forgets everything stored — even if the call fails. */
export const logout = async () => {
  try {
    await apiRequest<MessageResponse>('v1/auth/logout', { method: 'POST', auth: true });
  } finally {
    sessionStore.clear();
  }
};

export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSettled: () => queryClient.clear() });
};
