import { useMutation } from '@tanstack/react-query';
import type { NoticeRequest } from '@kosh/contract/inbox';
import { apiRequest } from '@/lib/api-client';

export interface NoticeSent {
  message: string;
  code: string;
  data: { recipients: number; texted: number };
}

/** POST admin/notices: one customer (by mobile) or all; urgent ones are texted too. */
export const sendNotice = (body: NoticeRequest) =>
  apiRequest<NoticeSent>('admin/notices', { auth: true, body });

export const useSendNotice = () => useMutation({ mutationFn: sendNotice });
