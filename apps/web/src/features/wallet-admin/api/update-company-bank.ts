import type { AdminCompanyBank, UpdateCompanyBankRequest } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';
import type { AdminCompanyBankResponse } from './create-company-bank';
import { adminCompanyBanksQueryOptions, storeCompanyBanks } from './get-admin-company-banks';
import { useUpdateBank, type UpdateBankInput } from './update-bank';

export type UpdateCompanyBankInput = UpdateBankInput<UpdateCompanyBankRequest>;

/** PATCH admin/company-banks/:id {bankName?, accountNumber?, ifsc?, branch?, active?} */
export const updateCompanyBank = ({ id, patch }: UpdateCompanyBankInput) =>
  apiRequest<AdminCompanyBankResponse>(`admin/company-banks/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
    auth: true,
  });

/** The active switch flips at once; a refusal puts it back. */
export const useUpdateCompanyBank = () =>
  useUpdateBank<AdminCompanyBank, UpdateCompanyBankRequest>({
    queryKey: adminCompanyBanksQueryOptions().queryKey,
    update: updateCompanyBank,
    store: storeCompanyBanks,
  });
