import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminKycDetailResponse } from '@kosh/contract/kyc';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_KYC_KEY } from './get-kyc-queue';

export type KycCustomer = AdminKycDetailResponse['data'];

/**
 * GET admin/kyc/:userId — the customer's KYC record, every submission (current and replaced) and
 * who viewed their Aadhaar images.
 */
export const getKycCustomer = (userId: string) =>
  apiRequest<AdminKycDetailResponse>(`admin/kyc/${encodeURIComponent(userId)}`, { auth: true });

export const kycCustomerQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...ADMIN_KYC_KEY, 'customer', userId],
    queryFn: async () => (await getKycCustomer(userId)).data,
  });

export const useKycCustomer = (userId: string) => useQuery(kycCustomerQueryOptions(userId));
