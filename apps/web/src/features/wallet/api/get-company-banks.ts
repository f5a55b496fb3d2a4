import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CompanyBankListResponse, companyBankSchema } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';

export type CompanyBank = z.infer<typeof companyBankSchema>;

/** GET v1/wallet/company-banks: Kosh's accounts a customer may pay into. */
export const getCompanyBanks = () =>
  apiRequest<CompanyBankListResponse>('v1/wallet/company-banks', { auth: true });

export const companyBanksQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'company-banks'],
    queryFn: getCompanyBanks,
    select: (response) => response.data,
    staleTime: 10 * 60_000,
  });

export const useCompanyBanks = () => useQuery(companyBanksQueryOptions());
