import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpRequest, VerifyOtpResponse } from '@kosh/contract/auth';
import { apiRequest } from '@/lib/api-client';

export const verifyOtp = (body: VerifyOtpRequest) =>
  apiRequest<VerifyOtpResponse>('user/verifyOtp', { body });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
