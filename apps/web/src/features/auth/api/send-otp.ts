import { useMutation } from '@tanstack/react-query';
import type { SendOtpRequest, SendOtpResponse } from '@kosh/contract/auth';
import { apiRequest } from '@/lib/api-client';

export const sendOtp = (body: SendOtpRequest) =>
  apiRequest<SendOtpResponse>('user/sendOtp', { body });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
