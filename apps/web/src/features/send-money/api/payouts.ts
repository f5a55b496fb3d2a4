import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AddBeneficiaryRequest,
  BeneficiariesResponse,
  BeneficiaryResponse,
  CreatePayoutRequest,
  PayoutResponse,
} from '@kosh/contract/payouts';
import type { IfscResponse } from '@kosh/contract/kyc';
import { ApiError, apiRequest } from '@/lib/api-client';
import { isFinalPayout } from '../utils/forms';

export const BENEFICIARIES_KEY = ['beneficiaries'] as const;

/** GET v1/beneficiaries: the own account first, the added ones, and this month's limits. */
export const useBeneficiaries = () =>
  useQuery(
    queryOptions({
      queryKey: BENEFICIARIES_KEY,
      queryFn: ({ signal }) =>
        apiRequest<BeneficiariesResponse>('v1/beneficiaries', { auth: true, signal }),
    }),
  );

/** POST v1/beneficiaries: the account is checked with a penny drop before it is kept. */
export const addBeneficiary = (body: AddBeneficiaryRequest, idempotencyKey: string) =>
  apiRequest<BeneficiaryResponse>('v1/beneficiaries', {
    method: 'POST',
    auth: true,
    body,
    idempotencyKey,
  });

export const deleteBeneficiary = (id: string) =>
  apiRequest<unknown>(`v1/beneficiaries/${id}`, { method: 'DELETE', auth: true });

/** POST v1/payouts: 200 with a final status, 202 while the bank has not answered. */
export const createPayout = (body: CreatePayoutRequest, idempotencyKey: string) =>
  apiRequest<PayoutResponse>('v1/payouts', { method: 'POST', auth: true, body, idempotencyKey });

const POLL_MS = 2_000;

/** GET v1/payouts/{id}, asked again every two seconds until the payout is final. */
export const usePayout = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: ['payouts', id],
      queryFn: ({ signal }) =>
        apiRequest<PayoutResponse>(`v1/payouts/${id}`, { auth: true, signal }),
      select: (answer) => answer.data,
      refetchInterval: (query) => {
        const status = query.state.data?.data.status;
        return status && isFinalPayout(status) ? false : POLL_MS;
      },
    }),
  );

/** GET v1/kyc/ifsc/{ifsc}: the bank and branch, or null when no bank has the code. */
async function lookupIfsc(ifsc: string, signal?: AbortSignal) {
  try {
    return (await apiRequest<IfscResponse>(`v1/kyc/ifsc/${ifsc}`, { auth: true, signal })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useIfscBranch = (ifsc: string | null) =>
  useQuery(
    queryOptions({
      queryKey: ['send-money', 'ifsc', ifsc],
      queryFn: ({ signal }) => lookupIfsc(ifsc ?? '', signal),
      enabled: ifsc !== null,
      staleTime: Infinity,
    }),
  );
