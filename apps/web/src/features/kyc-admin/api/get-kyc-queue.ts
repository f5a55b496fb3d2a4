import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminKycFilter, AdminKycListResponse, AdminKycRow } from '@kosh/contract/kyc';
import { apiRequest } from '@/lib/api-client';

export type { AdminKycFilter, AdminKycRow };

export interface KycQueueFilters {
  status: AdminKycFilter;
  /** yyyy-MM-dd, or '' for no bound. */
  from: string;
  to: string;
}

/** Everything the desk shows of KYC; a decision refreshes all of it. */
export const ADMIN_KYC_KEY = ['admin', 'kyc'] as const;

/** GET admin/kyc?status&from&to — customers with KYC submissions, newest first. */
export const getKycQueue = ({ status, from, to }: KycQueueFilters) => {
  const query = new URLSearchParams({ status });
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return apiRequest<AdminKycListResponse>(`admin/kyc?${query}`, { auth: true });
};

export const kycQueueQueryOptions = (filters: KycQueueFilters) =>
  queryOptions({
    queryKey: [...ADMIN_KYC_KEY, 'queue', filters],
    // The filters travel with the rows: a list kept on screen while the next one loads is never
    // announced (or called empty) under the new filters.
    queryFn: async () => ({ filters, rows: (await getKycQueue(filters)).data }),
    placeholderData: keepPreviousData,
  });

export const useKycQueue = (filters: KycQueueFilters) => useQuery(kycQueueQueryOptions(filters));
