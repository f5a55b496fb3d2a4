import { useMutation } from '@tanstack/react-query';
import type { SendOtpRequest, SendOtpResponse } from '@kosh/contract/auth';
import { apiRequest } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n/i18n';

/** Sent with the app's language: the OTP, and every later text, come in it. */
export const sendOtp = (body: SendOtpRequest) =>
  apiRequest<SendOtpResponse>('user/sendOtp', {
    body: { ...body, language: currentLanguage() },
  });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
