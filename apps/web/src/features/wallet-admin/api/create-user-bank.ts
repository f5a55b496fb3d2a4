import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateUserBankRequest, adminUserBankResponseSchema } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';
import { storeUserBanks } from './get-admin-user-banks';

export type AdminUserBankResponse = z.infer<typeof adminUserBankResponseSchema>;

/** POST admin/user-banks {name} — 409 when the name is there already, whatever its case. */
export const createUserBank = (body: CreateUserBankRequest) =>
  apiRequest<AdminUserBankResponse>('admin/user-banks', { body, auth: true });

export const useCreateUserBank = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserBank,
    onSuccess: ({ data }) => storeUserBanks(queryClient, (banks) => [...banks, data]),
  });
};
