import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RechargeStatusResponse } from '@kosh/contract/recharge';
import { apiRequest } from '@/lib/api-client';
import { followPending } from '@/lib/pending-poll';

/**
 * One payment (a recharge or a bill) as it stands now — GET v1/recharges/{orderId} — for every
 * screen that follows a pending one: the pending result after paying, and Balance History's
 * Check status. Shared here because both features need it.
 */
export type RechargeStatus = RechargeStatusResponse['data'] &
  Pick<RechargeStatusResponse, 'message' | 'code' | 'params'>;

const statusOf = (response: RechargeStatusResponse): RechargeStatus => ({
  ...response.data,
  message: response.message,
  code: response.code,
  params: response.params,
});

export const RECHARGE_STATUS_KEY = ['recharge-status'] as const;

export async function getRechargeStatus(
  orderId: string,
  signal?: AbortSignal,
): Promise<RechargeStatus> {
  const response = await apiRequest<RechargeStatusResponse>(
    `v1/recharges/${encodeURIComponent(orderId)}`,
    { auth: true, signal },
  );
  return statusOf(response);
}

/** Asked again with a backoff while it is pending (pendingPollDelayMs), not at all once settled. */
export const rechargeStatusQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...RECHARGE_STATUS_KEY, orderId],
    queryFn: ({ signal }) => getRechargeStatus(orderId, signal),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.status === 'Pending' ? followPending([data.createdAt]) : false;
    },
  });

/**
 * "Check status" (POST v1/recharges/{orderId}/check): asks the aggregator now. The server does so
 * at most once a minute per payment — sooner, it answers with what it knows and `canCheck` false.
 */
export async function checkRechargeStatus(orderId: string): Promise<RechargeStatus> {
  const response = await apiRequest<RechargeStatusResponse>(
    `v1/recharges/${encodeURIComponent(orderId)}/check`,
    { method: 'POST', auth: true },
  );
  return statusOf(response);
}

export function useCheckRechargeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkRechargeStatus,
    onSuccess: (status) =>
      queryClient.setQueryData(rechargeStatusQueryOptions(status.orderId).queryKey, status),
  });
}
