import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPinStatusResponse } from '@kosh/contract/payment-auth';
import { apiRequest } from '@/lib/api-client';

/** GET admin/customers/:userId/payment-auth — a customer's PIN, lock and passkeys. */
export const adminPinQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'payment-pin', userId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<AdminPinStatusResponse>(
          `admin/customers/${encodeURIComponent(userId)}/payment-auth`,
          { auth: true, signal },
        )
      ).data,
  });

export const useAdminPin = (userId: string) => useQuery(adminPinQueryOptions(userId));
