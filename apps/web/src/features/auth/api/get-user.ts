import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserGetResponse } from '@kosh/contract/auth';
import { apiRequest } from '@/lib/api-client';

export const getUser = () => apiRequest<UserGetResponse>('user/get', { auth: true });

export const userQueryOptions = (token: string | undefined) =>
  queryOptions({
    queryKey: ['user', token],
    queryFn: getUser,
    enabled: !!token,
    staleTime: 60_000,
  });

export const useUser = (token: string | undefined) => useQuery(userQueryOptions(token));
