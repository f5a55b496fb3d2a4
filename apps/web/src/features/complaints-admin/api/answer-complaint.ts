import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerComplaint, AnswerComplaintResponse } from '@kosh/contract/recharge';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_COMPLAINTS_KEY } from './get-admin-complaints';

/** POST admin/complaints/:id/answer {response, status} — the customer reads it in Complain Status. */
export const answerComplaint = (id: string, body: AnswerComplaint) =>
  apiRequest<AnswerComplaintResponse>(`admin/complaints/${encodeURIComponent(id)}/answer`, {
    body,
    auth: true,
  });

export const useAnswerComplaint = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AnswerComplaint }) => answerComplaint(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_COMPLAINTS_KEY }),
  });
};
