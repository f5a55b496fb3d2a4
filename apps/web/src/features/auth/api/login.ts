import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@kosh/contract/auth';
import { apiRequest } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n/i18n';

/** Sent with the app's language: the customer's texts come in it from now on. */
export const login = (body: LoginRequest) =>
  apiRequest<LoginResponse>('user/login', { body: { ...body, language: currentLanguage() } });

export const useLogin = () => useMutation({ mutationFn: login });
