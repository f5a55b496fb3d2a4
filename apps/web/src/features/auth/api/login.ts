import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@kosh/contract/auth';
import { apiRequest } from '@/lib/api-client';

export const login = (body: LoginRequest) => apiRequest<LoginResponse>('user/login', { body });

export const useLogin = () => useMutation({ mutationFn: login });
