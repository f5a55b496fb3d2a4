import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminHoldResponse,
  AdminHoldsResponse,
  AdminMonthlyResponse,
  AdminPayoutDetailResponse,
  AdminPayoutsResponse,
  AdminTransfersResponse,
} from '@kosh/contract/transfers-admin';
import { apiRequest } from '@/lib/api-client';

/** A list's filters as the address and the API both carry them (empty ones left out). */
export type ListParams = Record<string, string>;

const KEY = ['admin', 'transfers-admin'] as const;

const query = (params: ListParams) => {
  const search = new URLSearchParams(
    Object.entries(params).filter(([, value]) => value !== ''),
  ).toString();
  return search ? `?${search}` : '';
};

/** GET admin/transfers: wallet-to-wallet transfers, newest first. */
export const useAdminTransfers = (params: ListParams) =>
  useQuery(
    queryOptions({
      queryKey: [...KEY, 'transfers', params],
      queryFn: () =>
        apiRequest<AdminTransfersResponse>(`admin/transfers${query(params)}`, { auth: true }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET admin/payouts: payouts to bank accounts, newest first (stuck ones oldest first). */
export const useAdminPayouts = (params: ListParams) =>
  useQuery(
    queryOptions({
      queryKey: [...KEY, 'payouts', params],
      queryFn: () =>
        apiRequest<AdminPayoutsResponse>(`admin/payouts${query(params)}`, { auth: true }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET admin/payouts/:id: one payout with its provider history and ledger transfers. */
export const useAdminPayout = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: [...KEY, 'payout', id],
      queryFn: () =>
        apiRequest<AdminPayoutDetailResponse>(`admin/payouts/${encodeURIComponent(id)}`, {
          auth: true,
        }),
    }),
  );

/** GET admin/transfers/monthly: each sender's month against the limits. */
export const useMonthlyTotals = (params: ListParams) =>
  useQuery(
    queryOptions({
      queryKey: [...KEY, 'monthly', params],
      queryFn: () =>
        apiRequest<AdminMonthlyResponse>(`admin/transfers/monthly${query(params)}`, {
          auth: true,
        }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET admin/outgoing-holds: in force, and lifted lately. */
export const useOutgoingHolds = () =>
  useQuery(
    queryOptions({
      queryKey: [...KEY, 'holds'],
      queryFn: () => apiRequest<AdminHoldsResponse>('admin/outgoing-holds', { auth: true }),
    }),
  );

const holdUrl = (userId: string) => `admin/customers/${encodeURIComponent(userId)}/outgoing-hold`;

/** Places (reason given) or lifts (reason null) a customer's hold; every list is read again. */
export const useHoldChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string | null }) =>
      apiRequest<AdminHoldResponse>(holdUrl(userId), {
        method: reason === null ? 'DELETE' : 'POST',
        body: reason === null ? undefined : { reason },
        auth: true,
      }),
    // A 409 or 404 means another agent changed it meanwhile: show what is true now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};
