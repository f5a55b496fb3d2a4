import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovalListResponse, KycRecord } from '@kosh/contract/kyc';
import { KYC_QUERY_KEY } from '@/hooks/use-kyc-level';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * POST kyc/getApprovalList: for a customer, always one record — their own (docs/product-1.md §3, "first
 * row of the approval list"), with every section "0" before anything is submitted.
 */
export async function getKycRecord(signal?: AbortSignal): Promise<KycRecord> {
  const response = await apiRequest<ApprovalListResponse>('kyc/getApprovalList', {
    body: {},
    auth: true,
    signal,
  });
  const [record] = response.data;
  if (!record) throw new ApiError('No KYC record.', 200, 'NOT_FOUND');
  return record;
}

export const kycRecordQueryOptions = () =>
  queryOptions({
    queryKey: [...KYC_QUERY_KEY, 'record'],
    queryFn: ({ signal }) => getKycRecord(signal),
    // An admin's decision lands while the customer is elsewhere: look again on return.
    refetchOnWindowFocus: true,
  });

export const useKycRecord = () => useQuery(kycRecordQueryOptions());
