import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycStatusResponse } from '@kosh/contract/kyc';
import { apiRequest } from '@/lib/api-client';

/**
 * The customer's KYC level and what the wallet may hold at it (POST kyc/getUserKycStatus), for
 * the KYC screen and Add Money's limits alike. The KYC screen invalidates every key under
 * ['kyc'] after a submit, so Add Money shows a raised limit without a reload.
 */
export const KYC_QUERY_KEY = ['kyc'] as const;

export const kycLevelQueryOptions = () =>
  queryOptions({
    queryKey: [...KYC_QUERY_KEY, 'status'],
    queryFn: ({ signal }) =>
      apiRequest<KycStatusResponse>('kyc/getUserKycStatus', { body: {}, auth: true, signal }),
    select: (response) => response.data,
    // A back-office approval lands while the customer is elsewhere: look again on return.
    refetchOnWindowFocus: true,
  });

export const useKycLevel = () => useQuery(kycLevelQueryOptions());
