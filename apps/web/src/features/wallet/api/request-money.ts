import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestMoneyResponse } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';
import { withRetries } from '@/lib/idempotency';
import { BALANCE_QUERY_KEY } from './get-balance';
import { WALLET_REQUESTS_QUERY_KEY } from './get-wallet-requests';

/** POST user/requstMoney (multipart: the offline top-up fields and the slip image slipImage). */
export const requestMoney = (form: FormData, idempotencyKey: string) =>
  apiRequest<RequestMoneyResponse>('user/requstMoney', {
    body: form,
    auth: true,
    idempotencyKey,
  });

export const useRequestMoney = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // A dropped connection is retried under the same key: the server files the request once.
    mutationFn: ({ form, idempotencyKey }: { form: FormData; idempotencyKey: string }) =>
      withRetries((key) => requestMoney(form, key), idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WALLET_REQUESTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
      ]),
  });
};
