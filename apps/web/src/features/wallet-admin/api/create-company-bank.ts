import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreateCompanyBankRequest,
  adminCompanyBankResponseSchema,
} from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';
import { storeCompanyBanks } from './get-admin-company-banks';

export type AdminCompanyBankResponse = z.infer<typeof adminCompanyBankResponseSchema>;

/** POST admin/company-banks {bankName, accountNumber, ifsc?, branch?} — 409 on a known number. */
export const createCompanyBank = (body: CreateCompanyBankRequest) =>
  apiRequest<AdminCompanyBankResponse>('admin/company-banks', { body, auth: true });

export const useCreateCompanyBank = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompanyBank,
    onSuccess: ({ data }) => storeCompanyBanks(queryClient, (banks) => [...banks, data]),
  });
};
