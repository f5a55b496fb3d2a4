import { queryOptions } from '@tanstack/react-query';
import type { RechargeLogRow, RechargeLogsResponse } from '@kosh/contract/recharge';
import { apiRequest } from '@/lib/api-client';
import { followPending } from '@/lib/pending-poll';

/** POST user/getRechLogs: the range as dd-MM-yyyy, and Kosh's optional search (docs/product-1.md §7). */
export interface RechargeLogsQuery {
  fromdate: string;
  todate: string;
  search?: string;
}

export interface RechargeLogsResult {
  /** false when the range holds nothing ("No data available"). */
  found: boolean;
  message: string;
  data: RechargeLogRow[];
}

export const RECHARGE_LOGS_QUERY_KEY = ['recharge-logs'] as const;

export async function getRechargeLogs(query: RechargeLogsQuery): Promise<RechargeLogsResult> {
  const body = query.search ? query : { fromdate: query.fromdate, todate: query.todate };
  const response = await apiRequest<RechargeLogsResponse>('user/getRechLogs', {
    body,
    auth: true,
  });
  return { found: response.data.length > 0, message: response.message, data: response.data };
}

/**
 * While the list holds a pending payment it asks again on its own — often at first, then less
 * (pendingPollDelayMs) — so the row turns to Success or its refund appears without a Search; it
 * stops once nothing is pending.
 */
export const rechargeLogsQueryOptions = (query: RechargeLogsQuery) =>
  queryOptions({
    queryKey: [...RECHARGE_LOGS_QUERY_KEY, query],
    queryFn: () => getRechargeLogs(query),
    refetchInterval: (observed) =>
      followPending(
        (observed.state.data?.data ?? [])
          .filter((row) => row.status === 'Pending')
          .map((row) => row.doe),
      ),
  });
