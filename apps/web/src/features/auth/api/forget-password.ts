import { useMutation } from '@tanstack/react-query';
import type { ForgetPassRequest } from '@kosh/contract/auth';
import type { MessageResponse } from '@kosh/contract/common/envelope';
import { apiRequest } from '@/lib/api-client';

export const forgetPassword = (body: ForgetPassRequest) =>
  apiRequest<MessageResponse>('user/forgetPass', { body });

export const useForgetPassword = () => useMutation({ mutationFn: forgetPassword });
