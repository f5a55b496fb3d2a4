import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recent } from '@kosh/contract/recents';
import { apiRequest } from '@/lib/api-client';
import { recentsQueryKey } from './get-recents';

/** DELETE /api/v1/me/recents/{id}: a later payment saves it again. */
export const deleteRecent = (id: string) =>
  apiRequest<{ result: true }>(`v1/me/recents/${id}`, { method: 'DELETE', auth: true });

export function useDeleteRecent(recent: Recent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteRecent(recent.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recentsQueryKey(recent.kind) }),
  });
}
