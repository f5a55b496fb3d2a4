import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recent, RecentResponse, UpdateRecentRequest } from '@kosh/contract/recents';
import { apiRequest } from '@/lib/api-client';
import { recentsQueryKey } from './get-recents';

/** PATCH /api/v1/me/recents/{id}: name (empty clears), pin, reminders. */
export const updateRecent = (id: string, body: UpdateRecentRequest) =>
  apiRequest<RecentResponse>(`v1/me/recents/${id}`, { method: 'PATCH', body, auth: true });

export function useUpdateRecent(recent: Recent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRecentRequest) => updateRecent(recent.id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recentsQueryKey(recent.kind) }),
  });
}
